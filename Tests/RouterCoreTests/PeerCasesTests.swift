import Testing

@testable import RouterCore

/// Cases taken from the behaviour the peers' own suites check, where docs/reference.md agrees with them.
@Suite("Agreement with peer routers")
struct PeerCasesTests {
    /// routing-kit: a constant beats a parameter at the same position; `**` (our `*`) catches the rest.
    @Test func routingKitConstantsAndCatchAll() throws {
        let table = try makeTable(["/users/:id", "/users/me", "/static/*"])
        #expect(winner("app://h/users/me", in: table) == "/users/me")
        #expect(table.resolve("app://h/users/42").match?.request.routeParameters == ["id": "42"])
        #expect(table.resolve("app://h/static/css/a.css").match?.request.wildcard == ["css", "a.css"])
    }

    /// routing-kit (its issue 145): a trie loses `/google` once `/google/callback` exists; we do not.
    @Test func routingKitIssue145() throws {
        let table = try makeTable(["/:provider", "/google/callback"])
        #expect(table.resolve("app://h/google").match?.request.routeParameters == ["provider": "google"])
    }

    /// JLRoutes: parameters come from the path and the query, the path one winning; a handler that
    /// returns NO passes the URL to the next matching route.
    @Test func jlRoutesParametersAndFallThrough() async throws {
        let table = try makeTable(["/user/view/:userID"])
        let request = try #require(table.resolve("myapp://h/user/view/joeldev?debug=true&userID=x").match?.request)
        #expect(request.stringParameters == ["userID": "joeldev", "debug": "true"])

        let router = Router()
        try router.register("/:object/:action", name: "generic", priority: 0) { _ in "generic" }
        try router.register(
            "/user/:action", name: "user",
            handler: ClosureRouteHandler(accepts: { $0["action"] == "view" }) { _ in "user" })
        #expect(await router.handle("myapp://h/user/view").route == "user")
        #expect(await router.handle("myapp://h/user/edit").route == "generic")
    }

    /// URLNavigator: `myapp://user/<int:id>` (our `:id([0-9]+)`) refuses non-numbers, and a scheme-bound
    /// pattern never matches another scheme.
    @Test func urlNavigatorTypedPlaceholders() throws {
        let table = try makeTable(["myapp://user/:id([0-9]+)"])
        #expect(winner("myapp://user/123", in: table) == "myapp://user/:id([0-9]+)")
        #expect(winner("myapp://user/abc", in: table) == "error:notFound")
        #expect(winner("other://user/123", in: table) == "error:notFound")
    }

    /// DeepLinkKit: routes may name the host (`table/book/:id`), matching any scheme.
    @Test func deepLinkKitHostRoutes() throws {
        let table = try makeTable(["table/book/:id"])
        #expect(table.resolve("dpl://table/book/abc123").match?.request.routeParameters == ["id": "abc123"])
        #expect(winner("dpl://chair/book/abc123", in: table) == "error:notFound")
    }
}
