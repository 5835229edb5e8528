import Foundation
import RouterCore
import TestSupport
import Testing

/// `tuishell resolve URL --explain [--json]` (docs/reference.md §13).
@Suite("tuishell resolve --explain", .machineSlot)
struct ExplainCommandTests {
    private static let table = #"""
        {"routes":[
          {"name":"any","pattern":"/*","access":"public"},
          {"name":"callback","pattern":"app://google/callback","access":"public"},
          {"name":"provider","pattern":"app://:provider/callback"},
          {"name":"numbered","pattern":"app://google/:n([0-9]+)","access":"public"}
        ]}
        """#

    @Test func jsonSaysWhyEachRouteMatchedOrNotAndWhyEachCandidateRanks() async throws {
        let routes = try CLIRunner.temporaryFile(Self.table)
        let result = try await CLIRunner.run([
            "resolve", "app://google/callback", "--explain", "--json", "--routes", routes,
        ])
        #expect(result.status == 0)
        let json = try JSONParser.parse(result.stdout.trimmingCharacters(in: .newlines))
        #expect(json["url"] == .string("app://google/callback"))
        let verdicts = json["routes"]?.arrayValue ?? []
        #expect(verdicts.map { $0["route"] } == ["any", "callback", "provider", "numbered"].map(JSONValue.string))
        #expect(verdicts.map { $0["matched"] } == [true, true, true, false].map(JSONValue.bool))
        #expect(verdicts[3]["reason"] == .string("segment 1 'callback' does not match [0-9]+"))
        #expect(verdicts[1]["pattern"] == .string("app://google/callback") && verdicts[1]["reason"] == .null)
        let candidates = json["candidates"]?.arrayValue ?? []
        #expect(candidates.map { $0["route"] } == ["callback", "provider", "any"].map(JSONValue.string))
        #expect(candidates.map { $0["rank"] } == [1, 2, 3].map(JSONValue.number))
        #expect(
            candidates.map { $0["reason"] } == [
                .null, .string("specificity at host: literal beats parameter"),
                .string("specificity at scheme: scheme-bound beats any scheme"),
            ])
        let external = try await CLIRunner.run([
            "resolve", "app://google/callback", "--explain", "--json", "--origin", "external", "--routes", routes,
        ])
        let outside = try JSONParser.parse(external.stdout.trimmingCharacters(in: .newlines))
        #expect(outside["routes"]?.arrayValue?[2]["reason"] == .string("internal route, external request"))
        #expect(outside["candidates"]?.arrayValue?.map { $0["route"] } == ["callback", "any"].map(JSONValue.string))
    }

    @Test func textListsEveryRouteThenTheMatchAndExitsAsResolveDoes() async throws {
        let result = try await CLIRunner.run(["resolve", "app://goods/abc", "--explain"])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains("goods.detail") && result.stdout.contains("segment 1 'abc' does not match [0-9]+"))
        #expect(result.stdout.contains("candidates  none"))
        #expect(result.stderr.hasPrefix("error: notFound: "))
        let matched = try await CLIRunner.run(["resolve", "app://goods/42", "--explain"])
        #expect(matched.status == 0)
        let lines = matched.stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("  1") && $0.contains("goods.detail") })
        #expect(lines.contains { $0.hasPrefix("route ") && $0.hasSuffix("goods.detail") })
    }

    @Test func hostileValuesAreEscapedAndBadUseIsAnError() async throws {
        let result = try await CLIRunner.run(["resolve", "app://goods/%1B%5B2J%0Aroute", "--explain"])
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(result.stdout.contains(#"'\u{1B}[2J\nroute' does not match"#))
        let invalid = try await CLIRunner.run(["resolve", "app://x/%zz", "--explain", "--json"])
        #expect(invalid.status == 1)
        #expect(
            try JSONParser.parse(invalid.stdout.trimmingCharacters(in: .newlines))["error"]?["code"]
                == .string("invalidURL"))
        let batch = try await CLIRunner.run(["resolve", "--batch", "-", "--explain"], stdin: "app://home\n")
        #expect(batch.status == 2 && batch.stderr.hasPrefix("error: "))
    }

    /// On a table of 400 routes, one URL's explanation stays short: the routes refused at the
    /// scheme or host are one counted line; an exclusion ends the candidates and says so.
    @Test func aLargeTableExplainsShortlyAndNamesTheExclusion() async throws {
        var routes = (0..<400).map { #"{"name":"r\#($0)","pattern":"app\#($0)://h/x","access":"public"}"# }
        routes += [
            #"{"name":"out","pattern":"https:///oauth/*","exclude":true}"#,
            #"{"name":"all","pattern":"https:///*","access":"public"}"#,
        ]
        let file = try CLIRunner.temporaryFile(#"{"routes":["# + routes.joined(separator: ",") + "]}")
        let result = try await CLIRunner.run([
            "resolve", "https://h.example/oauth/cb", "--explain", "--origin", "external", "--routes", file,
        ])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count < 12, "\(result.stdout)")
        #expect(lines.contains { $0.contains("400 more routes: another scheme or host") })
        #expect(lines.contains { $0.contains("all") && $0.contains("excluded by out") })
        #expect(lines.contains { $0.hasPrefix("excluded by out") })
        #expect(result.stderr.contains("error: notFound: ") && result.stderr.contains("excluded by out"))
        let json = try await CLIRunner.run([
            "resolve", "https://h.example/oauth/cb", "--explain", "--json", "--origin", "external", "--routes", file,
        ])
        #expect(
            try JSONParser.parse(json.stdout.trimmingCharacters(in: .newlines))["routes"]?.arrayValue?.count == 402,
            "JSON lists every route")
    }
}
