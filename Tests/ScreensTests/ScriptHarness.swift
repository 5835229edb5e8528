import RouterCore
import Screens
import TUIShell

/// What a script run printed and how it ended.
struct ScriptRun {
    let status: Int32
    let output: [String]
    let errors: [String]
    let app: ShellApp

    /// The `stack` JSON lines printed, parsed.
    var stacks: [JSONValue] { output.filter { $0.hasPrefix("{") }.compactMap { try? JSONParser.parse($0) } }
    /// Lifecycle and route lines printed.
    var events: [String] { output.filter { $0.hasPrefix("lifecycle ") || $0.hasPrefix("route ") } }
}

/// Runs a script against the demo app, in process, as `tuishell script` does.
@MainActor
func runScript(_ script: String, size: (Int, Int) = (80, 24)) async throws -> ScriptRun {
    try await runScript(
        script, on: DemoApp.make(table: DemoRouteTable.builtIn, history: CommandHistory(directory: nil), size: size))
}

/// Runs a script against `app`, which may already have been used.
@MainActor
func runScript(_ script: String, on app: ShellApp) async throws -> ScriptRun {
    var output: [String] = []
    var errors: [String] = []
    let runner = ScriptRunner(
        app: app, write: { output.append($0) }, writeError: { errors.append($0) },
        deliverPush: { source in
            await app.receive(.push(source))
        })
    let status = await runner.run(script)
    return ScriptRun(status: status, output: output, errors: errors, app: app)
}

extension JSONValue {
    /// The screen names of the `stack` JSON's selected tab, or of a tab by name.
    func stackNames(tab: String? = nil) -> [String] {
        guard case .array(let tabs)? = self["tabs"] else { return [] }
        let name =
            tab ?? { if case .string(let selected)? = self["selectedTab"] { return selected } else { return "" } }()
        guard let match = tabs.first(where: { $0["name"] == .string(name) }), case .array(let screens)? = match["stack"]
        else { return [] }
        return screens.compactMap { if case .string(let screen)? = $0["screen"] { return screen } else { return nil } }
    }

    var topScreen: String? {
        if case .string(let name)? = self["top"]?["screen"] { return name }
        return nil
    }
}
