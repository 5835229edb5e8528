import Foundation
import RouterCore
import TestSupport
import Testing

@testable import TUIShell

/// The interactive loop — input, frame, clock, deep links — on the in-memory terminal, in
/// process, as it runs on curses.
@MainActor
@Suite("Run loop on the in-memory terminal")
struct TerminalRunLoopTests {
    private static func makeApp() throws -> ShellApp {
        let router = Router()
        try router.register(try Route(name: "item", pattern: "app://item/:id", access: .public, screen: "Item"))
        let screens = ScreenRegistry()
        screens.register("Item") { request in ListScreen(name: "Item", title: "Item \(request["id"] ?? "")") }
        return ShellApp(router: router, screens: screens, tabs: [("Home", ListScreen(name: "Home", title: "Home"))])
    }

    /// Runs the loop with a 60-second deadline: past it, `q` `y` are typed and the test fails
    /// instead of hanging. (Generous: route runs need a cooperative thread, which the blocking
    /// terminal suites running alongside may hold for seconds.)
    private static func run(_ loop: TerminalRunLoop, on terminal: MemoryTerminal) async throws -> Int32 {
        try await withDeadline(failure: "the loop did not end within 60 s") {
            terminal.enqueue(.key(.character("q")))
            terminal.enqueue(.key(.character("y")))
        } _: {
            try await loop.run()
        }
    }

    @Test func keysAndPastesDriveFramesUntilQuit() async throws {
        let app = try Self.makeApp()
        let terminal = MemoryTerminal(
            size: (60, 12),
            inputs: [
                .key(.character(":")), .paste("app://item/7\n"), .resize(width: 50, height: 10),
                .key(.character("q")), .key(.character("y")),
            ])
        let status = try await Self.run(TerminalRunLoop(app: app, terminal: terminal), on: terminal)
        #expect(status == 0, "the loop did not end by quitting")
        #expect(!terminal.isStarted, "the terminal was not given back")
        #expect(terminal.frames.contains { $0.text.contains(":") && $0.width == 60 })
        #expect(terminal.frames.contains { $0.lines.first?.contains("Item 7") == true })
        #expect(terminal.frames.last?.width == 50 && terminal.frames.last?.text.contains("Quit") == true)
        #expect(app.window.topScreen?.title == "Item 7")
    }

    @Test func deepLinksFromTheSocketAreAppliedBetweenKeys() async throws {
        let app = try Self.makeApp()
        let runtime = NSTemporaryDirectory() + "rt-loop-\(UUID().uuidString.prefix(8))"
        mkdir(runtime, 0o700)
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let address = try InstanceAddress(instance: "loop", environment: ["XDG_RUNTIME_DIR": runtime])
        let server = try DeepLinkServer.start(at: address)
        defer { server.stop() }
        let terminal = MemoryTerminal(size: (60, 12))
        let loop = TerminalRunLoop(app: app, terminal: terminal, deepLinks: server)
        // The client blocks while it waits for the answer: on a thread of its own, never on the
        // cooperative pool the app's route runs need.
        let sent = Task {
            await withCheckedContinuation { continuation in
                // As long as the loop's own deadline: the route run needs a cooperative thread,
                // which the blocking suites beside this one may hold for longer than 30 s.
                Thread {
                    continuation.resume(
                        returning: DeepLinkClient.send(.openURL("app://item/9"), to: address, answerTimeout: 60))
                }.start()
            }
        }
        let quitter = Task { @MainActor in
            while app.window.topScreen?.title != "Item 9", !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(10))
            }
            terminal.enqueue(.key(.character("q")))
            terminal.enqueue(.key(.character("y")))
        }
        let status = try await Self.run(loop, on: terminal)
        quitter.cancel()
        #expect(status == 0)
        #expect(await sent.value == nil)
        #expect(app.window.topScreen?.title == "Item 9")
    }
}

/// A screen that opens a link from its timer, with no key pressed.
@MainActor
private final class Redirecting: Screen {
    override func viewDidLoad() {
        every(.milliseconds(50)) { [unowned self] in open("app://item/9") }
    }
}

@MainActor
@Suite("Run loop: links screens ask for without a key")
struct RunLoopTimerLinkTests {
    @Test func aLinkATimerAsksForOpensWithoutAKey() async throws {
        let router = Router()
        try router.register(try Route(name: "item", pattern: "app://item/:id", access: .public, screen: "Item"))
        let screens = ScreenRegistry()
        screens.register("Item") { request in ListScreen(name: "Item", title: "Item \(request["id"] ?? "")") }
        let app = ShellApp(router: router, screens: screens, tabs: [("Home", Redirecting(title: "Home"))])
        let terminal = MemoryTerminal(size: (60, 12))
        let loop = TerminalRunLoop(app: app, terminal: terminal)
        let status = try await withDeadline(failure: "the loop did not end within 60 s") {
            terminal.enqueue(.key(.character("q")))
            terminal.enqueue(.key(.character("y")))
        } _: {
            try await loop.run {
                // Quit once the timer's link has shown its screen, or fail at the deadline.
                Task { @MainActor in
                    while app.window.topScreen?.title != "Item 9" { try? await Task.sleep(for: .milliseconds(10)) }
                    terminal.enqueue(.key(.character("q")))
                    terminal.enqueue(.key(.character("y")))
                }
            }
        }
        #expect(status == 0)
        #expect(terminal.frames.contains { $0.lines.first?.contains("Item 9") == true }, "drawn without a key")
    }
}

/// A terminal that only listens, as a narrated one does: no frames, the lines kept.
@MainActor
private final class ListeningTerminal: Terminal {
    let keys: MemoryTerminal
    private(set) var lines: [String] = []
    private(set) var framesDrawn = 0

    init(inputs: [TerminalInput]) { keys = MemoryTerminal(inputs: inputs) }

    func start() throws(TerminalError) {}
    func stop() {}
    var size: (width: Int, height: Int) { keys.size }
    func draw(_ grid: CellGrid, appearance: Appearance) { framesDrawn += 1 }
    func read(timeout: Int) async -> TerminalInput? { await keys.read(timeout: timeout) }
    var showsFrames: Bool { false }
    var narrates: Bool { true }
    func announce(_ update: NarrationUpdate) { lines += update.lines }
}

@MainActor
@Suite("Run loop on a narrating terminal")
struct NarratingRunLoopTests {
    /// The loop gives a narrating terminal a narrator, draws it no frame, hears every key of a
    /// burst as a turn of its own (each focus move said), and ends on `Quit <app>` alone.
    @Test func everyKeyIsHeardAndQuittingIsTheLastWord() async throws {
        let screens = ScreenRegistry()
        screens.register("Item") { request in ListScreen(name: "Item", title: "Item \(request["id"] ?? "")") }
        let router = Router()
        try router.register(try Route(name: "item", pattern: "app://item/:id", access: .public, screen: "Item"))
        let home = ListScreen(
            name: "Home", title: "Home",
            items: ["1", "2", "3"].map { ListScreen.Item("Item \($0)", url: "app://item/\($0)") })
        let app = ShellApp(router: router, screens: screens, tabs: [("Home", home)])
        app.name = "demo"
        app.window.animator.isEnabled = false
        let keys: [Key] = [.down, .down, .enter, .escape, .character("q"), .character("y")]
        let terminal = ListeningTerminal(inputs: keys.map(TerminalInput.key))
        let status = try await withDeadline(failure: "the loop did not end within 60 s") {
            terminal.keys.enqueue(.key(.character("q")))
            terminal.keys.enqueue(.key(.character("y")))
        } _: {
            try await TerminalRunLoop(app: app, terminal: terminal).run()
        }
        #expect(status == 0)
        #expect(terminal.framesDrawn == 0)
        #expect(
            terminal.lines == [
                "demo, narrated: ? lists the keys, Ctrl+T reads the screen, Ctrl+R repeats",
                "Shown: Home (tab Home, 1 of 1)", "3 items", "Item 1, 1 of 3", "Item 2, 2 of 3", "Item 3, 3 of 3",
                "Opened: Item 3 (pushed)", "Closed: Item 3", "Shown again: Home", "Item 3, 3 of 3",
                "Alert: Quit demo?", "y to quit, n to stay", "Choices: Quit, Stay", "Quit button, 1 of 2", "Quit demo",
            ])
    }
}
