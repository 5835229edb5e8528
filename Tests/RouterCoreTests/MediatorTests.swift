import Foundation
import TestSupport
import Testing

@testable import RouterCore

@Suite("Mediator (CTMediator)")
struct MediatorTests {
    private func makeMediator(instances: Locked<Int>) -> Mediator {
        let mediator = Mediator()
        mediator.register(target: "Order") {
            let instance = instances.increment()
            return MediatorTarget(
                name: "Order",
                actions: [
                    "makeScreen": { parameters in
                        "Confirm order \(parameters["goodsID"] as? String ?? "?") #\(instance)"
                    },
                    "nativeFetch": { _ in "secret" },
                ])
        }
        return mediator
    }

    @Test func performsActionsByName() async throws {
        let mediator = makeMediator(instances: Locked(0))
        let result = try await mediator.perform(target: "Order", action: "makeScreen", parameters: ["goodsID": "1"])
        #expect(result as? String == "Confirm order 1 #1")
        #expect(try await mediator.perform(target: "Order", action: "nativeFetch") as? String == "secret")
    }

    /// An action that cannot answer throws, and the caller gets that error as thrown.
    @Test func actionsThrowTheirErrors() async {
        let mediator = Mediator()
        mediator.register(target: "Goods") {
            MediatorTarget(
                name: "Goods", actions: ["info": { _ throws(RouteError) in throw RouteError(.notFound, "no goods #9") }]
            )
        }
        await #expect(throws: RouteError(.notFound, "no goods #9")) {
            try await mediator.perform(target: "Goods", action: "info")
        }
    }

    @Test func cachesTargetsUntilReleased() async throws {
        let mediator = makeMediator(instances: Locked(0))
        _ = try await mediator.perform(target: "Order", action: "makeScreen", cacheTarget: true)
        #expect(mediator.isCached("Order"))
        #expect(try await mediator.perform(target: "Order", action: "makeScreen") as? String == "Confirm order ? #1")
        mediator.releaseCachedTarget(named: "Order")
        #expect(try await mediator.perform(target: "Order", action: "makeScreen") as? String == "Confirm order ? #2")
    }

    @Test func missingTargetsAndActionsReachTheFallback() async throws {
        let mediator = makeMediator(instances: Locked(0))
        await #expect(throws: RouteError.self) { try await mediator.perform(target: "Nope", action: "x") }
        await #expect(throws: RouteError.self) { try await mediator.perform(target: "Order", action: "missing") }
        mediator.setFallback { target, action, _ in "fallback \(target).\(action)" }
        #expect(try await mediator.perform(target: "Nope", action: "x") as? String == "fallback Nope.x")
    }

    @Test func urlCallsUseTheQueryAndRefuseNativeActions() async throws {
        let mediator = makeMediator(instances: Locked(0))
        #expect(
            try await mediator.perform(url: "mediator://Order/makeScreen?goodsID=9&count=2") as? String
                == "Confirm order 9 #1")
        do {
            _ = try await mediator.perform(url: "mediator://Order/nativeFetch")
            Issue.record("native action reached by URL")
        } catch {
            #expect(error.code == .forbidden)
        }
        do {
            _ = try await mediator.perform(url: "mediator://Order")
            Issue.record("accepted a URL without an action")
        } catch {
            #expect(error.code == .invalidURL)
        }
    }
}
