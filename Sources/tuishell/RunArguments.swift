import TUIShell

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A command line of `run`'s own long options (`--instance demo --restore`), read without
/// swift-argument-parser.
///
/// The parser finds its options by reflection and runtime conformance look-ups: under callgrind,
/// as many instructions as everything else before the first frame (Benchmarks/first-frame.py
/// times the difference). Only the
/// plainest spelling of each option is read here; anything else — a subcommand, `--help`, a
/// repeated option, a value that looks like an option — is left to the parser, with its help and
/// its errors. CLITests hold this reading to the parser's on the same command lines.
struct RunArguments {
    /// `--routes FILE`, or nil for the demo app's table.
    private(set) var routes: String?
    /// The settings the options give, before the environment has its say on motion.
    private var options = RunSettings(environment: [:])

    /// The options that take a value, as `--name value` or `--name=value`.
    private static let valueOptions: [String: @Sendable (inout RunArguments, String) -> Void] = [
        "--routes": { $0.routes = $1 },
        "--open": { $0.options.urls.append($1) },
        "--record": { $0.options.recording = $1 },
        "--instance": { $0.options.instance = $1 },
    ]
    private static let flags: [String: @Sendable (inout RunArguments) -> Void] = [
        "--restore": { $0.options.restore = true },
        "--no-animation": { $0.options.animated = false },
        "--no-mouse": { $0.options.mouse = false },
        "--narrate": { $0.options.narrated = true },
    ]

    /// Reads `arguments` (without the executable's name), or returns nil when they are not
    /// `run`'s options alone in their plainest spelling.
    init?(_ arguments: some Sequence<String>) {
        var remaining = arguments.makeIterator()
        var seen: Set<String> = []
        while let argument = remaining.next() {
            let equals = argument.firstIndex(of: "=")
            let name = String(argument[..<(equals ?? argument.endIndex)])
            // `--open` is the one option given more than once.
            guard name == "--open" || seen.insert(name).inserted else { return nil }
            if let setOption = Self.valueOptions[name] {
                let value = equals.map { String(argument[argument.index(after: $0)...]) } ?? remaining.next()
                guard let value, !value.isEmpty, !value.hasPrefix("-") else { return nil }
                setOption(&self, value)
            } else if let setFlag = Self.flags[name], equals == nil {
                setFlag(&self)
            } else {
                return nil
            }
        }
    }

    /// What the options say in `environment`, where `NO_MOTION` or `REDUCE_MOTION` stop the
    /// transitions as `--no-animation` does, and `TERM=dumb` or `TUISHELL_NARRATE` narrate as
    /// `--narrate` does.
    func settings(environment: [String: String] = ProcessInfo.processInfo.environment) -> RunSettings {
        options.respecting(environment)
    }
}
