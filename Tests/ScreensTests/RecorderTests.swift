import RouterCore
import TestSupport
import Testing

@testable import Screens
@testable import TUIShell

/// `run --record`: a session on the in-memory terminal, written down and replayed headlessly,
/// ends on the same stack.
@MainActor
@Suite("Session recorder")
struct RecorderTests {
    static func demo(size: (Int, Int) = (80, 24)) throws -> ShellApp {
        DemoApp.make(table: DemoRouteTable.builtIn, history: CommandHistory(directory: nil), size: size)
    }

    /// Runs `inputs` through the real loop with a recorder, then replays the script on a fresh app.
    static func recordAndReplay(_ inputs: [TerminalInput]) async throws -> (
        script: String, live: JSONValue, replayed: [JSONValue]
    ) {
        let app = try demo()
        let terminal = MemoryTerminal(size: (80, 24), inputs: inputs + [.key(.character("q")), .key(.character("y"))])
        let recorder = SessionRecorder()
        let loop = TerminalRunLoop(app: app, terminal: terminal, recorder: recorder)
        _ = try await withDeadline(failure: "the session did not end within 60 s (a key went to a text field?)") {
            terminal.enqueue(.key(.control("c")))
            terminal.enqueue(.key(.control("c")))
        } _: {
            try await loop.run()
        }
        let replay = try await runScript(recorder.script + "stack\n", on: try demo())
        #expect(replay.status == 0, "\(replay.errors)")
        return (recorder.script, app.window.snapshot, replay.stacks)
    }

    @Test func keysPastesClicksAndResizesReplayToTheSameStack() async throws {
        let (script, live, replayed) = try await Self.recordAndReplay(
            [
                .key(.down), .key(.enter), .key(.character(":")), .paste("app://user/login\n"),
            ] + "13800138000".map { .key(.character($0)) } + [
                .key(.enter), .paste("app://goods/1\n"), .mouse(MouseEvent(.click, column: 12, row: 22)),
                .resize(width: 70, height: 20), .key(.character("3")), .key(.down), .key(.enter),
            ])
        #expect(script.hasPrefix("resize 80x24\n"), "\(script)")
        // A pause of 50 ms or more ends a run of typing (a loaded machine may pause anywhere).
        let typed = script.split(separator: "\n").filter { $0.hasPrefix("type ") }.map { $0.dropFirst(5) }.joined()
        #expect(
            typed.contains("13800138000") && script.contains("click 12 22") && script.contains("resize 70x20"),
            "\(script)")
        #expect(
            !script.contains("type q") && !script.contains("key y") && !script.contains("type y"),
            "the quit keys were kept:\n\(script)")
        #expect(replayed.last == live, "\(script)")
    }

    @Test func aPasteOutsideTheCommandBarOpensItAsThePasteDid() async throws {
        let (script, live, replayed) = try await Self.recordAndReplay([.paste("app://goods/3\nignored")])
        #expect(script.contains("key :\ntype app://goods/3\nkey enter"), "\(script)")
        #expect(!script.contains("ignored"))
        #expect(replayed.last == live)
    }

    @Test func linksFromOutsideAndPushesAreScriptLines() {
        let recorder = SessionRecorder(linksAtStart: ["app://goods/2"])
        recorder.begin(width: 100, height: 30)
        recorder.elapse(120)
        recorder.record(.openURL("app://mine/setting"))
        // A line break becomes a space (JSON allows no raw line break inside a string).
        recorder.record(.push("{\"aps\":\n {\"alert\":\"Hi\"},\n \"url\":\"app://goods/3\"}"))
        recorder.elapse(5000)
        #expect(
            recorder.script == """
                resize 100x30
                open app://goods/2
                wait 120ms
                open app://mine/setting
                push {"aps":  {"alert":"Hi"},  "url":"app://goods/3"}
                wait 5000ms

                """)
    }
}
