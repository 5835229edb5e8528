import RouterCore
import TestSupport
import Testing

@testable import Screens
@testable import TUIShell

/// Narration held to what a sighted user sees, on random walks through the demo: after every key,
/// the window's own navigation value and the drawn frame — not the narrator — say what changed,
/// and the lines must say it too. A failing walk is shrunk to the fewest keys that still fail.
@MainActor
@Suite("Narration agrees with the screen on random walks")
struct NarrationOracleTests {
    /// The keys a walk draws from: moving, opening, going back, tabs, help, the command bar, the
    /// palette, quitting and staying, and narration's own keys. Never `y`, which would quit.
    private static let keys: [Key] = [
        .down, .down, .up, .enter, .enter, .escape, .tab, .character("1"), .character("2"), .character("3"),
        .character("4"), .character("?"), .character(":"), .control("p"), .control("t"), .control("r"),
        .character("q"), .character("n"), .character("j"), .character("a"), .backspace, .right, .left,
    ]

    @Test(arguments: 0..<24)
    func everyChangeASightedUserSeesIsSaid(seed: UInt64) async throws {
        var generator = SeededGenerator(seed: seed)
        let walk = (0..<60).map { _ in Self.keys.randomElement(using: &generator)! }
        guard let failure = await Self.firstFailure(walking: walk) else { return }
        let shortest = await Self.shrink(walk, failingWith: failure.problem)
        Issue.record(
            "\(failure.problem) — \(failure.context)\nshrunk to: \(shortest.map(\.scriptName).joined(separator: " "))")
    }

    /// The fewest keys of `walk` that still fail with `problem`, by dropping one key at a time
    /// while it does.
    private static func shrink(_ walk: [Key], failingWith problem: String) async -> [Key] {
        var keys = walk
        var index = 0
        while index < keys.count {
            var shorter = keys
            shorter.remove(at: index)
            if await firstFailure(walking: shorter)?.problem == problem { keys = shorter } else { index += 1 }
        }
        return keys
    }

    /// Walks a new demo app through `keys`; the first disagreement between the lines and the
    /// screen, if any.
    private static func firstFailure(walking keys: [Key]) async -> (problem: String, context: String)? {
        let app = DemoApp.make(table: DemoRouteTable.builtIn, history: CommandHistory(directory: nil))
        app.window.animator.isEnabled = false
        let narrator = Narrator()
        app.narrator = narrator
        var said = narrator.update(app, frame: app.render()).lines
        var lastSaid = said
        var before = Observation(app)
        for (step, key) in keys.enumerated() {
            await app.handle(key)
            _ = await app.settleWork(timeout: .seconds(10))
            if app.isQuitRequested { return nil }
            said = narrator.update(app, frame: app.render()).lines
            let after = Observation(app)
            let context = "step \(step + 1), \(key.scriptName): \(said)"
            if let problem = disagreement(said, key: key, before: before, after: after, lastSaid: lastSaid) {
                return (problem, context)
            }
            if key != .control("r"), !said.isEmpty { lastSaid = said }
            before = after
        }
        return nil
    }

    /// What the screen shows, read without the narrator: the top screen's identity and title,
    /// the overlays, and the label of the row drawn as selected.
    private struct Observation {
        let top: ScreenID?
        let title: String
        let overlays: Int
        let selectedLabel: String?

        @MainActor init(_ app: ShellApp) {
            top = app.window.state.top
            title = app.topScreen?.title ?? ""
            overlays = app.overlays.overlays.count
            // The selected row starts with `›`; its label runs to the first gap of two blanks.
            let row = app.render().lines.dropFirst().first { $0.trimmingSpaces.hasPrefix("›") }
            let label = row.map { String($0.trimmingSpaces.dropFirst()).trimmingSpaces }
            selectedLabel = label.flatMap { $0.components(separatedBy: "  ").first }.flatMap { $0.isEmpty ? nil : $0 }
        }
    }

    private static func disagreement(
        _ said: [String], key: Key, before: Observation, after: Observation, lastSaid: [String]
    ) -> String? {
        for line in said {
            if line.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                return "a control character was said"
            }
            if line.unicodeScalars.contains(where: { (0x2500...0x259F).contains($0.value) }) {
                return "box drawing was said"
            }
        }
        if key == .control("r") {
            let expected = lastSaid.isEmpty ? ["Nothing announced yet"] : lastSaid
            return said == expected ? nil : "Ctrl+R did not repeat \(expected)"
        }
        if key == .control("t") {
            guard said.contains(where: { $0.hasPrefix("Screen: \(after.title) (") }),
                said.contains(where: { $0.hasPrefix("Keys: ") })
            else { return "Ctrl+T did not read the screen's title and keys" }
            return nil
        }
        if after.top != before.top {
            let title = after.title
            let named = said.contains {
                $0 == "Shown again: \(title)" || $0.hasPrefix("Opened: \(title) (") || $0.hasPrefix("Shown: \(title) (")
            }
            if !named { return "the screen changed to \(title) and was not named" }
        }
        if after.top == before.top, after.overlays == before.overlays, after.overlays == 0,
            let label = after.selectedLabel, label != before.selectedLabel,
            !said.contains(where: { $0.contains(label) })
        {
            return "the selection moved to \(label) and was not said"
        }
        return nil
    }
}
