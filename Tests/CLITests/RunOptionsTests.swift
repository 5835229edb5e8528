import TUIShell
import TUIShellCLI
import TestSupport
import Testing

/// `tuishell` with no arguments starts without the argument parser: what it runs with must be what
/// the parser would have made of no arguments, in every environment.
@Suite("Run options", .machineSlot)
struct RunOptionsTests {
    @Test(
        arguments: [
            [:], ["NO_MOTION": "1"], ["REDUCE_MOTION": "yes"], ["NO_MOTION": "0"], ["NO_MOTION": ""],
            ["REDUCE_MOTION": "0", "NO_MOTION": "1"],
        ] as [[String: String]])
    func noArgumentsMeanAPlainStart(environment: [String: String]) throws {
        let parsed = try RunOptions.parse([]).settings(environment: environment)
        #expect(parsed == RunSettings(environment: environment))
        #expect(parsed.animated == !(environment["NO_MOTION"] == "1" || environment["REDUCE_MOTION"] == "yes"))
    }

    @Test func optionsChangeTheSettings() async throws {
        let settings = try RunOptions.parse([
            "--open", "app://home", "--restore", "--no-animation", "--instance", "demo",
        ]).settings(environment: [:])
        #expect(settings == RunSettings(urls: ["app://home"], restore: true, animated: false, instance: "demo"))
    }
}
