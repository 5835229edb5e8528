import Screens
import TUIShell

/// What a user of narrated mode heard after one step of a script, and the screen a sighted user
/// saw at that moment.
struct HeardStep {
    /// The lines narration announced during the step, in order.
    let heard: [String]
    /// The frame's lines after the step.
    let screen: [String]

    /// Whether some line of the screen contains `text`.
    func shows(_ text: String) -> Bool { screen.contains { $0.contains(text) } }

    /// The selected row of a list, as drawn after its `›` mark, if one is drawn.
    var selectedRow: String? {
        screen.lazy.compactMap { line in
            line.firstRange(of: "› ").map { String(line[$0.upperBound...]).trimmingSpaces }
        }.first
    }
}

/// Runs `steps` (each a few script lines) one after another on one demo app, with one
/// narrator, and returns what was heard and seen after each; the first entry is the start-up
/// announcement before any step.
@MainActor
func narrate(_ steps: [String], size: (Int, Int) = (80, 24)) async throws -> (run: ScriptRun, steps: [HeardStep]) {
    let script = (["narration\nscreen"] + steps.map { "\($0)\nnarration\nscreen" }).joined(separator: "\n")
    let run = try await runScript(script, size: size)
    var heard: [String] = []
    var screen: [String]?
    var result: [HeardStep] = []
    for line in run.output {
        switch line {
        case "--- screen ---": screen = []
        case "--- end ---":
            result.append(HeardStep(heard: heard, screen: screen ?? []))
            (heard, screen) = ([], nil)
        default:
            if screen != nil { screen?.append(line) } else { heard.append(line) }
        }
    }
    return (run, result)
}
