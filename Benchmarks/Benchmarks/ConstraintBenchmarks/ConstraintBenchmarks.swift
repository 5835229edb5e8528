import Benchmark
import RouterCore

/// The worst a registered constraint can cost on one value as long as a URL may be
/// (8,192 bytes). The demo table's constraints, and adversarial ones that pass the
/// nested-quantifier rule, each on the inputs that make a backtracking engine work hardest.
private let room = URLParser.maximumLength - "app://x/".utf8.count

private let cases: [(name: String, constraint: String, value: String)] = [
    ("demo [0-9]+, digits then x", "[0-9]+", String(repeating: "1", count: room - 1) + "x"),
    ("demo slide|fade|cover|none, near-misses", "slide|fade|cover|none", String(repeating: "slid", count: room / 4)),
    ("(a|aa)+b, exponential on a backtracking engine", "(a|aa)+b", String(repeating: "a", count: room - 1) + "c"),
    ("[a-z]+[0-9]+x, quadratic", "[a-z]+[0-9]+x", String(repeating: "a", count: room - 1) + "!"),
    (".*a.*b.*c, cubic", ".*a.*b.*c", String(repeating: "ab", count: room / 2)),
]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock], warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 200)
    // Compiling a Unicode property constraint (issue 26): each iteration a pattern the
    // process has not seen, so the constraint cache does not answer; the property tables are
    // read once, on the first.
    for property in ["\\p{L}", "\\p{Han}"] {
        Benchmark("Constraint compile \(property)+") { benchmark in
            for iteration in benchmark.scaledIterations {
                blackHole(try? RoutePattern("app://x/:v(\(property){1,\(iteration + 1)})"))
            }
        }
    }
    for (name, source, value) in cases {
        guard
            let table = try? RouteTableFile.load(
                #"{"routes":[{"name":"c","pattern":"app://x/:v(\#(source))","access":"public"}]}"#)
        else {
            continue
        }
        Benchmark("Constraint \(name)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(table.resolve("app://x/" + value)) }
        }
    }
}
