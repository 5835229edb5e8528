/// A terminal the run loop draws on and reads from: ``CursesTerminal`` for a real one,
/// ``MemoryTerminal`` in tests, a browser's page when an app is served.
@MainActor
package protocol Terminal: AnyObject {
    /// Takes over the terminal; throws a `usage` ``TerminalError`` when it cannot be used.
    func start() throws(TerminalError)
    /// Gives the terminal back as it was; safe to call more than once.
    func stop()
    /// The size in cells.
    var size: (width: Int, height: Int) { get }
    /// Shows a frame in `appearance`.
    func draw(_ grid: CellGrid, appearance: Appearance)
    /// Waits up to `timeout` milliseconds for input. Async so that a terminal which does not
    /// block its thread (``MemoryTerminal``) lets the main actor's other work run meanwhile.
    func read(timeout: Int) async -> TerminalInput?
    /// True once the terminal went away for good (a browser tab closed): the run loop ends.
    var isClosed: Bool { get }
    /// What ends a ``read(timeout:)`` early from another thread, if the terminal has one: the
    /// app's socket wakes it when a link arrives, so the run loop need not poll for links.
    var waker: InputWaker? { get }
    /// Whether it shows frames (default `true`); a narrated terminal prints lines instead.
    var showsFrames: Bool { get }
    /// Whether the run loop narrates to it (``announce(_:)``); default `false`.
    var narrates: Bool { get }
    /// Says what changed in words, with the outline of the screen (default: nothing).
    func announce(_ update: NarrationUpdate)
}

extension Terminal {
    /// A local terminal stays until the app stops using it.
    package var isClosed: Bool { false }
    /// A terminal without a waker: the run loop polls for links between reads.
    package var waker: InputWaker? { nil }
    package var showsFrames: Bool { true }
    package var narrates: Bool { false }
    package func announce(_ update: NarrationUpdate) {}
}
