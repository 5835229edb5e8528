import TestSupport
import Testing

@testable import DeepLinks
@testable import RouterCore

/// `routes export --format aasa` (docs/reference.md §13), read back with Apple's rules.
@Suite("AASA export")
struct AASAExportTests {
    private static let table = try! RouteTable(validating: [
        Route(name: "goods", pattern: "https://shop.example.com/goods/:id([0-9]+)", access: .public),
        Route(name: "goods.new", pattern: "https://shop.example.com/goods/new"),
        Route(name: "help", pattern: "/help/*", access: .public),
        Route(name: "home", pattern: "https://shop.example.com", access: .public),
        Route(name: "app.goods", pattern: "app://goods/:id", access: .public),
        Route(name: "user", pattern: "shop.example.com/u/:name", access: .public),
    ])

    private func file(_ table: RouteTable, host: String? = nil) throws -> (AASAFile, JSONValue) {
        let output = try AASAExport(table: table, appID: "ABCDE12345.com.example.shop", host: host).export()
        return (try AASAFile(json: output.text), try JSONParser.parse(output.text))
    }

    @Test func componentsFollowTheCandidateOrder() throws {
        let (aasa, json) = try file(Self.table)
        let details = json["applinks"]?["details"]?.arrayValue?.first
        #expect(details?["appIDs"] == .array([.string("ABCDE12345.com.example.shop")]))
        #expect(aasa.entries.map(\.path) == ["/", "/goods/new", "/goods/*", "/u/*", "/help", "/help/*"])
        #expect(aasa.entries.map(\.exclude) == [false, true, false, false, false, false])
        let comment = details?["components"]?.arrayValue?[2]["comment"]
        guard case .string(let text)? = comment else {
            Issue.record("no comment on a digits-only parameter")
            return
        }
        #expect(text.contains("digits only") && text.contains("[0-9]+"))
        #expect(json["applinks"]?["defaults"] == .object([]))
        for (path, claimed) in [
            ("/goods/42", true), ("/goods/new", false), ("/help", true), ("/help/a/b", true), ("/", true),
            ("/other", false),
        ] {
            #expect(aasa.claims(path: path) == claimed, "\(path)")
        }
    }

    @Test func internalRoutesAreExcludedWhenTheirComponentsAreExact() throws {
        let table = try RouteTable(validating: [
            Route(name: "everything", pattern: "https://h.example/*", access: .public),
            Route(name: "admin", pattern: "https://h.example/admin/*"),
            Route(name: "user", pattern: "https://h.example/u/:id"),
            Route(name: "profile", pattern: "https://h.example/u/:name/profile", access: .public),
        ])
        let output = try AASAExport(table: table, appID: "T.app", host: nil).export()
        let aasa = try AASAFile(json: output.text)
        // First match makes a parameter exact: the deeper links `*` would also keep out are
        // claimed just before the exclusion.
        #expect(aasa.entries.map(\.path) == ["/u/*/*", "/u/*", "/u/*/profile", "/admin", "/admin/*", "/", "/*"])
        #expect(aasa.entries.filter(\.exclude).map(\.path) == ["/u/*", "/admin", "/admin/*"])
        #expect(output.warnings.isEmpty)
        #expect(
            !aasa.claims(path: "/admin/x") && !aasa.claims(path: "/u/7") && aasa.claims(path: "/u/7/profile")
                && aasa.claims(path: "/other"))
    }

    @Test func aCaseInsensitiveTableSaysSoInTheDefaults() throws {
        let table = try RouteTable(
            validating: [Route(name: "a", pattern: "https://h.example/About", access: .public)],
            options: RouteTableOptions(caseInsensitive: true))
        let (aasa, json) = try file(table)
        #expect(json["applinks"]?["defaults"]?["caseSensitive"] == .bool(false))
        #expect(aasa.claims(path: "/about"))
    }

    @Test func theHostIsTheOnlyOneOrTheOneGiven() throws {
        let two = try RouteTable(validating: [
            Route(name: "a", pattern: "https://a.example/x", access: .public),
            Route(name: "b", pattern: "https://b.example/y", access: .public),
        ])
        #expect(throws: ExportError.self) { try AASAExport(table: two, appID: "T.app", host: nil).export() }
        do {
            _ = try AASAExport(table: two, appID: "T.app", host: nil).export()
        } catch {
            #expect(error.message.contains("a.example, b.example"))
        }
        #expect(try file(two, host: "B.example").0.entries.map(\.path) == ["/y"])
    }

    /// A class escape in a whole-path constraint is one character of many: widened, never read
    /// as the letter after the backslash.
    @Test(arguments: [
        ("\\p{Han}+", ["*"], false), ("\\P{L}+", ["*"], false), ("x\\pLy", ["x?y"], false),
        ("a\\p{Han}{2}", ["a*"], false),
        ("\\d", ["?"], false), ("\\w+-\\d", ["*-?"], false), ("a\\.b", ["a.b"], true), ("\\pL+x", ["*x"], false),
        ("(a|b)/\\p{Lu}", ["a/?", "b/?"], false),
    ])
    func classEscapesAreWidened(_ regex: String, _ globs: [String], _ exact: Bool) throws {
        let glob = try #require(RegexGlob(regex))
        #expect(glob.alternatives.map(\.glob) == globs, "\(regex)")
        #expect(glob.isExact == exact, "\(regex)")
    }

    /// The regex is read by the router's own parser, so what the router takes the export takes:
    /// `(?:…)` groups and the `^`/`$` a whole-value constraint may carry come out exact, and what
    /// the router refuses is refused here too.
    @Test(arguments: [
        ("(?:a|b)/x", ["a/x", "b/x"] as [String]?, true), ("^/docs/.*$", ["/docs/*"], true),
        ("[^/]*\\.json", ["*.json"], false), ("\\t", ["?"], false), ("a(?=b)", nil, false), ("a{2,1}", nil, false),
        // A repeated `/` is a wildcard: one `/` would not claim `a//b`.
        ("a/+b", ["a*b"], false),
    ])
    func theRoutersReadingOfTheRegex(_ regex: String, _ globs: [String]?, _ exact: Bool) {
        let glob = RegexGlob(regex)
        #expect(glob?.alternatives.map(\.glob) == globs, "\(regex)")
        if globs != nil { #expect(glob?.isExact == exact, "\(regex)") }
    }

    /// Whatever the table claims on the host, the file claims (it may claim more: `*` spans `/`).
    @Test(arguments: [false, true])
    func theFileClaimsEveryLinkTheTableClaims(caseInsensitive: Bool) throws {
        var random = SeededGenerator(seed: caseInsensitive ? 11 : 12)
        var claimed = 0
        for _ in 0..<40 {
            let table = RandomLinks.table(using: &random, host: "h.example", caseInsensitive: caseInsensitive)
            let aasa = try file(table, host: "h.example").0
            for _ in 0..<40 {
                let path = RandomLinks.path(using: &random)
                guard tableClaims(table, "https://h.example" + path) else { continue }
                claimed += 1
                #expect(aasa.claims(path: path), "https://h.example\(path) in \(table.routes.map(\.pattern.text))")
            }
        }
        #expect(claimed > 200)
    }
}
