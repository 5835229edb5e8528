import Foundation
import RouterCore
import TUIShell
import TestSupport
import Testing

@Suite("tuishell resolve and routes (docs/reference.md §7)", .machineSlot)
struct ResolveCommandTests {
    @Test func resolvesToJSONWithExitZero() async throws {
        let result = try await CLIRunner.run(["resolve", "app://goods/42?from=home", "--json"])
        #expect(result.status == 0)
        let json = try JSONParser.parse(result.stdout.trimmingCharacters(in: .newlines))
        #expect(json["route"] == .string("goods.detail"))
        #expect(json["routeParameters"] == .object([("id", .string("42"))]))
        #expect(json["parameters"] == .object([("from", .string("home")), ("id", .string("42"))]))
    }

    @Test func notMatchedExitsOneWithTheErrorCode() async throws {
        let result = try await CLIRunner.run(["resolve", "app://nowhere"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: notFound: "))
        let external = try await CLIRunner.run(["resolve", "app://pay", "--origin", "external", "--json"])
        #expect(external.status == 1)
        #expect(
            try JSONParser.parse(external.stdout.trimmingCharacters(in: .newlines))["error"]?["code"]
                == .string("forbidden"))
        let invalid = try await CLIRunner.run(["resolve", "app://x/%zz"])
        #expect(invalid.status == 1 && invalid.stderr.hasPrefix("error: invalidURL: "))
    }

    @Test func badUsageAndBadTablesExitTwo() async throws {
        let usage = try await CLIRunner.run(["resolve"])
        #expect(usage.status == 2 && usage.stderr.hasPrefix("error: "))
        let missing = try await CLIRunner.run(["resolve", "app://x", "--routes", "/nonexistent/routes.json"])
        #expect(missing.status == 2 && missing.stderr.hasPrefix("error: invalidRouteTable: "))
        let pattern = try CLIRunner.temporaryFile(#"{"routes":[{"name":"a","pattern":"/a/:x((a+)+)"}]}"#)
        let bad = try await CLIRunner.run(["routes", "--routes", pattern])
        #expect(bad.status == 2 && bad.stderr.hasPrefix("error: invalidPattern: route 0 (a)"))
        #expect(bad.stderr.split(separator: "\n").count == 1)
        let option = try await CLIRunner.run(["resolve", "app://x", "--origin", "sideways"])
        #expect(option.status == 2)
    }

    @Test func batchKeepsInputOrderAndSummarises() async throws {
        let input = "app://goods/1\napp://nowhere\n\naop://blog/redirect\r\n"
        let result = try await CLIRunner.run(["resolve", "--batch", "-"], stdin: input)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map { try? JSONParser.parse(String($0)) }
        #expect(lines.map { $0?["route"] } == [.string("goods.detail"), .null, .null, .string("blog.open")])
        #expect(lines[2]?["error"]?["code"] == .string("invalidURL"))
        let summary = try await CLIRunner.run(
            ["resolve", "--batch", "-", "--summary", "--origin", "external"], stdin: input)
        #expect(summary.stdout == "matched=2 total=4\n")
    }

    /// Half a megabyte of lines of every length, so that line breaks fall at every offset and
    /// lines cross the chunks resolved in parallel: each comes back once, in order.
    @Test func aLongBatchKeepsEveryLineInOrder() async throws {
        let urls = (0..<30_000).map { "app://goods/\($0)?p=" + String(repeating: "x", count: $0 % 17) }
        let result = try await CLIRunner.run(["resolve", "--batch", "-"], stdin: urls.joined(separator: "\n"))
        #expect(result.status == 0)
        let echoed = result.stdout.split(separator: "\n").map { (try? JSONParser.parse(String($0)))?["url"] }
        #expect(echoed == urls.map { .string($0) })
        let summary = try await CLIRunner.run(
            ["resolve", "--batch", "-", "--summary"], stdin: urls.joined(separator: "\n") + "\n")
        #expect(summary.stdout == "matched=30000 total=30000\n")
    }

    @Test func routesPrintsAndExportsTheDemoTable() async throws {
        let text = try await CLIRunner.run(["routes"])
        #expect(text.status == 0 && text.stdout.contains("goods.detail") && text.stdout.contains("→ aop://blog/open"))
        let json = try await CLIRunner.run(["routes", "--json"])
        let path = try CLIRunner.temporaryFile(json.stdout)
        let reloaded = try RouteTableFile.load(contentsOf: path, format: .screens)
        #expect(reloaded.routes.count == (try RouteTableFile.load(json.stdout, format: .screens)).routes.count)
        #expect(reloaded.route(named: "miss.aop")?.priority == -2)
    }

    @Test func routesCheckReportsProblemsWithExitOne() async throws {
        let clean = try await CLIRunner.run(["routes", "--check"])
        #expect(clean.status == 0)
        let path = try CLIRunner.temporaryFile(
            #"{"routes":[{"name":"a","pattern":"/u/:id"},{"name":"b","pattern":"/u/:name"},{"name":"c","pattern":"/x/*","priority":1},{"name":"d","pattern":"/x/y"}]}"#
        )
        let result = try await CLIRunner.run(["routes", "--check", "--routes", path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("duplicate: route 1 (b)"))
        #expect(result.stdout.contains("never wins: route 3 (d)"))
    }
}
