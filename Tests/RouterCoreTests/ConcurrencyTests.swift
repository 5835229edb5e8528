import Testing

@testable import RouterCore

@Suite("Concurrent resolution")
struct ConcurrencyTests {
    @Test func resolvesFromManyTasksAtOnce() async throws {
        // `n(0|[1-9][0-9]*)` needs the regex engine (no character-class fast path), so shared
        // NSRegularExpression instances are exercised from every task.
        let patterns = (0..<500).map { "app://m\($0)/:id(n(0|[1-9][0-9]*))/detail" } + ["/:any/*"]
        let table = try makeTable(patterns)
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for worker in 0..<16 {
                group.addTask {
                    var wrong = 0
                    for step in 0..<500 {
                        let module = (worker * 31 + step) % 500
                        let match = table.resolve("app://m\(module)/n\(step)/detail").match
                        if match?.route.name != "app://m\(module)/:id(n(0|[1-9][0-9]*))/detail"
                            || match?.request.routeParameters["id"] != "n\(step)"
                        {
                            wrong += 1
                        }
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test func routerRegistrationDuringResolutionIsSafe() async throws {
        let router = Router()
        try router.register("app://base") { _ in nil }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for index in 0..<200 { try? router.register("app://r\(index)") { _ in nil } }
            }
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<200 { _ = router.canHandle("app://base") }
                }
            }
        }
        #expect(router.table.routes.count == 201)
        #expect(router.canHandle("app://r199"))
    }
}
