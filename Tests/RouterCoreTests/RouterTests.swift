import Foundation
import TestSupport
import Testing

@testable import RouterCore

/// Records what happened, safely from any task.
typealias Recorder = Locked<[String]>

struct Decliner: RouteHandler {
    let recorder: Recorder
    let name: String
    func shouldHandle(_ request: RouteRequest) async -> Bool {
        recorder.append("\(name)?")
        return false
    }
    func handle(_ request: RouteRequest) async throws(RouteError) -> HandlingResult { .completed(response: nil) }
}

@Suite("Router: handlers, fall-through, middleware, completion")
struct RouterTests {
    @Test func blockHandlersReceiveParametersAndAnswerTheCallerOnce() async throws {
        let router = Router()
        try router.register("app://user/login/:phone([0-9]+)", name: "login", access: .public) { request in
            "hello \(request["phone"] ?? "")"
        }
        let answers = Recorder([])
        let outcome = await router.handle("app://user/login/138", origin: .external) { result in
            answers.append((try? result.get() as? String) ?? "failed")
        }
        #expect(outcome.route == "login")
        #expect(answers.value == ["hello 138"])
        #expect(router.canHandle("app://user/login/1"))
        #expect(!router.canHandle("app://user/login/abc"))
    }

    /// The caller may name the answer's type: it arrives typed, or nil when it is another type.
    @Test func typedAnswersArriveAsTheirType() async throws {
        let router = Router()
        try router.register("app://count/:n", name: "count") { request in Int(request["n"] ?? "") }
        let answers = Recorder([])
        await router.handle("app://count/42", expecting: Int.self) { result in
            answers.append("\(((try? result.get()) ?? nil).map { $0 + 1 } ?? -1)")
        }
        await router.handle("app://count/42", expecting: String.self) { result in
            answers.append(((try? result.get()) ?? nil) ?? "nil")
        }
        #expect(answers.value == ["43", "nil"])
    }

    @Test func declinesFallThroughInCandidateOrder() async throws {
        let router = Router()
        let recorder = Recorder([])
        try router.register(
            "aop://log/*", name: "miss.log", priority: -1,
            handler: ClosureRouteHandler(
                accepts: { !($0.wildcard?.first?.hasPrefix("silent") ?? false) }, body: { _ in "log" }
            ))
        try router.register("aop://*", name: "miss.aop", priority: -2) { _ in "aop" }
        try router.register(
            "aop://log/special", name: "special", handler: Decliner(recorder: recorder, name: "special"))
        #expect(await router.handle("aop://log/special").route == "miss.log")
        #expect(recorder.value == ["special?"])
        #expect(await router.handle("aop://log/silent/x").route == "miss.aop")
        let allDecline = Router()
        try allDecline.register("app://x", handler: Decliner(recorder: recorder, name: "x"))
        let completion = Recorder([])
        let outcome = await allDecline.handle("app://x") { result in
            if case .failure(let error) = result { completion.append(error.code.rawValue) }
        }
        #expect(outcome.error?.code == .declined)
        #expect(completion.value == ["declined"])
    }

    @Test func reportsNotFoundForbiddenAndMissingHandlers() async throws {
        let router = Router()
        try router.register("app://pay") { _ in nil }
        try router.register(Route(name: "bare", pattern: "app://bare", access: .public))
        #expect(await router.handle("app://nothing").error?.code == .notFound)
        #expect(await router.handle("app://pay", origin: .external).error?.code == .forbidden)
        #expect(await router.handle("app://bare").error?.code == .declined)
        #expect(await router.handle("not a url").error?.code == .invalidURL)
        router.setFallbackHandler(ClosureRouteHandler { request in request.routeName })
        #expect(await router.handle("app://bare").route == "bare")
    }

    @Test func middlewareRunsInOrderAndCanRewriteRejectOrRedirect() async throws {
        let router = Router()
        let seen = Recorder([])
        let decisions = Recorder([])
        router.observe { event in
            if case .middleware(let route, let name, let decision) = event {
                decisions.append("\(route) \(name) \(decision)")
            }
        }
        router.addGlobalMiddleware(named: "audit") { request in
            seen.append("global:\(request.routeName)")
            return .next(request)
        }
        router.addMiddleware(
            ClosureMiddleware { request in
                var rewritten = request
                rewritten.routeParameters["user"] = "guest"
                seen.append("stamp")
                return .next(rewritten)
            }, named: "stamp")
        router.addMiddleware(named: "requireLogin") { request in
            request.queryParameters["token"] == nil ? .reject(reason: "log in first") : .next(request)
        }
        router.addMiddleware(named: "toLogin") { _ in .redirect(to: "app://login") }
        try router.register(
            Route(name: "order", pattern: "app://order", middleware: ["stamp", "requireLogin"]),
            handler: ClosureRouteHandler { request in
                seen.append("handled by \(request["user"] ?? "?")")
                return nil
            })
        try router.register(
            Route(name: "gate", pattern: "app://gate", middleware: ["toLogin"]),
            handler: ClosureRouteHandler { _ in nil })
        try router.register(Route(name: "login", pattern: "app://login"), handler: ClosureRouteHandler { _ in nil })
        try router.register(
            Route(name: "typo", pattern: "app://typo", middleware: ["nope"]), handler: ClosureRouteHandler { _ in nil })

        let rejected = await router.handle("app://order")
        #expect(rejected.error == RouteError(.rejected, "log in first"))
        #expect(await router.handle("app://order?token=1").route == "order")
        #expect(seen.value == ["global:order", "stamp", "global:order", "stamp", "handled by guest"])
        let redirected = await router.handle("app://gate")
        #expect(redirected.route == "login" && redirected.redirects == ["app://login"])
        #expect(await router.handle("app://typo").error?.code == .rejected)
        #expect(
            decisions.value == [
                "order audit next", "order stamp next", #"order requireLogin reject(reason: "log in first")"#,
                "order audit next", "order stamp next", "order requireLogin next",
                "gate audit next", #"gate toLogin redirect(to: "app://login")"#, "login audit next",
            ])
    }

    @Test func eventsDescribeTheLifecycle() async throws {
        let router = Router()
        let events = Recorder([])
        router.observe { events.append("\($0)") }
        try router.register("app://a", name: "a", handler: Decliner(recorder: Recorder([]), name: "a"))
        try router.register("app://:x", name: "b") { _ in nil }
        _ = await router.handle("app://a")
        #expect(
            events.value == [
                #"shouldHandle(route: "a")"#, #"declined(route: "a")"#, #"shouldHandle(route: "b")"#,
                #"handled(route: "b")"#,
            ])
    }

    @Test func completionFiresExactlyOnce() async {
        let calls = Recorder([])
        let completion = RequestCompletion { result in
            calls.append((try? result.get()).map { "\(String(describing: $0))" } ?? "failed")
        }
        #expect(completion.state == RequestState.pending)
        await withTaskGroup(of: Bool.self) { group in
            for index in 0..<50 {
                group.addTask {
                    completion.finish(index.isMultiple(of: 2) ? .success(index) : .failure(RouteError(.rejected, "x")))
                }
            }
        }
        #expect(calls.value.count == 1)
        #expect(completion.state != RequestState.pending)
        #expect(!completion.finish(Result<(any Sendable)?, RouteError>.success(nil)))
    }

    @Test func deferredHandlersLeaveTheAnswerToTheTarget() async throws {
        struct Deferring: RouteHandler {
            func handle(_ request: RouteRequest) async throws(RouteError) -> HandlingResult {
                Task { request.completion.finish(.success("later")) }
                return .deferred
            }
        }
        let router = Router()
        try router.register("app://later", handler: Deferring())
        let answer = await withCheckedContinuation { continuation in
            Task {
                await router.handle("app://later") { result in
                    continuation.resume(returning: (try? result.get()) as? String)
                }
            }
        }
        #expect(answer == "later")
    }

    /// A router built on a table loader asks for the table once, when routes are first needed, and
    /// routes registered afterwards join the loaded ones.
    @Test func aLoadedTableIsAskedForOnceWhenFirstNeeded() async throws {
        let loads = Recorder([])
        let router = Router(loadingTable: {
            loads.append("load")
            return (try? makeTable(["app://a/:id"])) ?? RouteTable(routes: [], options: RouteTableOptions())
        })
        #expect(loads.value.isEmpty)
        try router.register("app://b", name: "b") { _ in "b" }
        #expect(loads.value == ["load"])
        #expect(router.table.routes.map(\.name) == ["app://a/:id", "b"])
        #expect(router.canHandle("app://a/7"))
        #expect(loads.value == ["load"])
    }
}
