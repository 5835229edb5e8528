import ArgumentParser
import Foundation
import TUIShell
import Testing

@testable import tuishell

/// `tuishell` with `run`'s options alone starts without swift-argument-parser: what it starts with
/// must be what the parser makes of the same command line, and anything the quick reading is
/// unsure of must go to the parser.
@Suite("Run's options read without the parser")
struct RunArgumentsTests {
    @Test(
        arguments: [
            [], ["--instance", "demo"], ["--instance=demo"], ["--restore", "--instance", "restored"],
            ["--open", "app://goods/1", "--open=app://post/2"], ["--no-animation", "--no-mouse"],
            ["--record", "session.tuishell"], ["--routes", "table.json", "--restore"],
            ["--open", "app://search?q=a=b"], ["--instance", "a.b_c-d"], ["--open", "app://home", "--record=x.txt"],
            ["--narrate"], ["--narrate", "--no-mouse"],
        ] as [[String]])
    func readAsTheParserReadsThem(arguments: [String]) throws {
        let quick = try #require(RunArguments(arguments))
        // The whole command line's parser, which `tuishell` falls back to: `run` is its default.
        let parsed = try #require(TUIShellCommand.parseAsRoot(arguments) as? RunCommand)
        for environment in [
            [:], ["NO_MOTION": "1"], ["REDUCE_MOTION": "0"], ["TERM": "dumb"], ["TUISHELL_NARRATE": "0"],
            ["TUISHELL_NARRATE": "1"],
        ] as [[String: String]] {
            #expect(quick.settings(environment: environment) == parsed.options.settings(environment: environment))
        }
        #expect(quick.routes == parsed.table.routes)
    }

    @Test(
        arguments: [
            ["resolve", "app://x"], ["routes"], ["--help"], ["-h"], ["--version"], ["--unknown"], ["app://goods/1"],
            ["--instance"], ["--instance", "--restore"], ["--instance="], ["--open", "-x"], ["--restore=yes"],
            ["--restore", "--restore"], ["--instance", "a", "--instance", "b"], ["--", "--restore"], ["-"],
            ["--Restore"], ["--restore", "run"],
        ] as [[String]])
    func leavesEverythingElseToTheParser(arguments: [String]) {
        #expect(RunArguments(arguments) == nil)
    }

    /// The parser's own description of `run` names every option; each is read here too, so no
    /// option added to `run` quietly makes the app start the slow way.
    @Test func readsEveryOptionTheParserKnows() throws {
        let help = try JSONDecoder().decode(DumpedHelp.self, from: Data(RunCommand._dumpHelp().utf8))
        let options = help.command.arguments.filter { $0.preferredName?.name != "help" }
        #expect(options.count >= 7)
        for option in options {
            let preferred = try #require(option.preferredName, "run has an argument without a name")
            let name = "--\(preferred.name)"
            let arguments = option.kind == "flag" ? [name] : [name, "value"]
            #expect(RunArguments(arguments) != nil, "\(name) is not read without the parser")
            #expect(throws: Never.self) { try RunCommand.parse(arguments) }
        }
    }
}

/// The part of swift-argument-parser's `--experimental-dump-help` this suite reads.
private struct DumpedHelp: Decodable {
    struct Command: Decodable { var arguments: [Argument] }
    struct Argument: Decodable {
        struct Name: Decodable { var name: String }
        var kind: String
        var preferredName: Name?
    }
    var command: Command
}
