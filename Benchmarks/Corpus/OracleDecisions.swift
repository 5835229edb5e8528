// Prints, for one manifest of the corpus, the URLs sampled from its rules and what the platform
// decides for each (`claimed`, `excluded`, `unmatched`), a tab between: the oracle side of
// Benchmarks/corpus-agreement.sh. Compiled with Tests/PlatformOracles by that script.
import Foundation

@main
enum OracleDecisions {
    static func main() throws {
        let arguments = CommandLine.arguments
        guard arguments.count == 3 else {
            FileHandle.standardError.write(Data("usage: oracle-decisions aasa|android FILE\n".utf8))
            exit(2)
        }
        let text = try String(contentsOfFile: arguments[2], encoding: .utf8)
        if arguments[1] == "aasa" {
            let oracle = try AppleAppLinks(json: text)
            for url in oracle.samples() {
                let decision =
                    switch oracle.decide(url) {
                    case .claimed: "claimed"
                    case .excluded: "excluded"
                    case .unmatched: "unmatched"
                    }
                print("\(url)\t\(decision)")
            }
        } else {
            let oracle = try AndroidAppLinks(xml: text)
            for url in oracle.samples() { print("\(url)\t\(oracle.claims(url) ? "claimed" : "unmatched")") }
        }
    }
}
