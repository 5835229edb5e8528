import Testing

@testable import RouterCore

@Suite("Redirects (docs/reference.md §5)")
struct RedirectTests {
    private func table(_ entries: [(String, String, String?)]) throws -> RouteTable {
        try RouteTable(
            validating: entries.map { try Route(name: $0.0, pattern: $0.1, access: .public, redirect: $0.2) })
    }

    @Test func fillsParametersEncodedAndCarriesTheQuery() throws {
        let table = try self.table([
            ("old", "app://u/:id", "app://user/:id/profile"),
            ("profile", "app://user/:id/profile", nil),
        ])
        let resolution = table.resolve("app://u/a%20b?tab=posts")
        #expect(resolution.redirects == ["app://user/a%20b/profile?tab=posts"])
        #expect(resolution.match?.route.name == "profile")
        #expect(resolution.match?.request.routeParameters == ["id": "a b"])
        #expect(resolution.match?.request.queryParameters == ["tab": "posts"])
        #expect(resolution.url == "app://u/a%20b?tab=posts")
    }

    @Test func templateQueryReplacesTheOriginal() throws {
        let table = try self.table([("old", "app://old", "app://new?src=old"), ("new", "app://new", nil)])
        let resolution = table.resolve("app://old?x=1")
        #expect(resolution.redirects == ["app://new?src=old"])
        #expect(resolution.match?.request.queryParameters == ["src": "old"])
    }

    @Test func followsChainsAndStopsLoops() throws {
        let chain = try self.table([("a", "app://a", "app://b"), ("b", "app://b", "app://c"), ("c", "app://c", nil)])
        #expect(chain.resolve("app://a").redirects == ["app://b", "app://c"])
        let cycle = try self.table([("a", "app://a", "app://b"), ("b", "app://b", "APP://A")])
        #expect(cycle.resolve("app://a").error?.code == .redirectLoop)
        let long = try RouteTable(validating: [
            Route(name: "step", pattern: "app://step/:n([0-9]+)", access: .public, redirect: "app://step/:n/x"),
            Route(name: "grow", pattern: "app://step/:n/*", access: .public, redirect: "app://step/1:n"),
        ])
        let resolution = long.resolve("app://step/1")
        #expect(resolution.error?.code == .redirectLoop)
        #expect(resolution.redirects.count == RedirectChain.maximumHops)
    }

    @Test func keepsTheOrigin() throws {
        let table = try RouteTable(validating: [
            Route(name: "door", pattern: "app://door", access: .public, redirect: "app://vault"),
            Route(name: "vault", pattern: "app://vault", access: .internal),
        ])
        #expect(table.resolve("app://door", origin: .external).error?.code == .forbidden)
        #expect(table.resolve("app://door", origin: .internal).match?.route.name == "vault")
    }
}
