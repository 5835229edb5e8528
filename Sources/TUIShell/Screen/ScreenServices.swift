/// What a screen reaches of the app it is shown in: the footer, the overlays (toasts and
/// dialogs), virtual time and background work. The app that owns the window sets it, so a
/// screen's message goes to its own app — with two served visitors, to the one it is shown to.
@MainActor
package final class ScreenServices {
    /// Toasts, footer messages and dialogs.
    package let messages: any MessagePresenter
    /// Virtual time: the app advances it from the real clock, a pilot and scripts explicitly.
    package let clock: VirtualClock
    /// Work screens started off the main actor, so a pilot can wait for it.
    package let work = BackgroundWork()
    /// Routes a link a screen opened, with its in-app values, once the current key is done.
    package var openLink: ((String, [String: any Sendable]) -> Void)?

    package init(messages: any MessagePresenter, clock: VirtualClock) {
        self.messages = messages
        self.clock = clock
    }
}

/// The background work screens started (``Screen/perform(_:then:)``), tracked until its result
/// is applied, so a test can wait until none is left (``isIdle``) and a screen that leaves can
/// cancel its own.
@MainActor
package final class BackgroundWork {
    private var running: [Int: Task<Void, Never>] = [:]
    private var nextID = 0

    package init() {}

    /// Whether nothing is running.
    package var isIdle: Bool { running.isEmpty }

    /// Starts `body` as a task on the main actor, handing it its id; returns the id for
    /// ``cancel(_:)``.
    package func start(_ body: @escaping @MainActor (_ id: Int) async -> Void) -> Int {
        nextID += 1
        let id = nextID
        running[id] = Task { @MainActor [weak self] in
            await body(id)
            self?.running[id] = nil
        }
        return id
    }

    /// Cancels the task `id`; its result is never applied.
    package func cancel(_ id: Int) {
        running.removeValue(forKey: id)?.cancel()
    }
}
