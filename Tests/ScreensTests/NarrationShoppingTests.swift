import Testing

@testable import Screens

/// Narrated mode in the shop, heard as a blind user hears it: each step's lines exactly, and
/// what the screen shows at the same moment, so the words stay true to what is drawn.
@MainActor
@Suite("Narration: shopping and logging in")
struct NarrationShoppingTests {
    /// One step: what is done, every line heard after it, and text the screen shows then.
    struct Step: Sendable, CustomTestStringConvertible {
        let keys: String
        let heard: [String]
        var shown: [String] = []
        var testDescription: String { keys.isEmpty ? "start" : keys }
    }

    nonisolated static let toTheLogIn = [
        Step(
            keys: "",
            heard: [
                "tuishell, narrated: ? lists the keys, Ctrl+T reads the screen, Ctrl+R repeats",
                "Shown: Home (tab Home, 1 of 4)", "Not logged in", "Goods, then more demos",
                "3 goods, then 6 more demos", "Goods #1, Mechanical keyboard, 399 yuan, 1 of 3",
            ],
            shown: ["› Goods #1  Mechanical keyboard  ¥399"]),
        Step(
            keys: "key down", heard: ["Goods #2, Terminal mug, 59 yuan, 2 of 3"],
            shown: ["› Goods #2  Terminal mug  ¥59"]),
        Step(
            keys: "key enter\nwait 400ms",
            heard: ["Opened: Goods #2 (pushed)", "Terminal mug", "Price: 59 yuan", "1 item", "Buy, 1 of 1"],
            shown: ["Terminal mug", "Price: ¥59", "› Buy"]),
        Step(
            keys: "key enter\nwait 400ms",
            heard: [
                "Opened: Log in (presented)", "Log in with your phone number.",
                "A phone field, then Register. Enter submits; Down moves on.", "Phone field, empty",
            ],
            shown: ["Log in with your phone number.", "Phone:"]),
    ]

    nonisolated static let loggingIn =
        toTheLogIn + [
            Step(keys: "type 13800138000", heard: ["Phone field, 138 0013 8000"], shown: ["13800138000"]),
            Step(
                keys: "key enter\nwait 400ms",
                heard: [
                    "Closed: Log in", "Opened: Confirm order (pushed)", "Goods #2, Terminal mug", "Count: 1",
                    "Total: 59 yuan", "1 item", "Pay, 1 of 1",
                ],
                shown: ["Goods #2  Terminal mug", "Total: ¥59", "› Pay"]),
        ]

    nonisolated static let refusedNumber =
        toTheLogIn + [
            Step(keys: "type 12", heard: ["Phone field, 12"]),
            Step(
                keys: "key enter", heard: ["Phone field, 12, Enter a phone number: 5 to 15 digits"],
                shown: ["Enter a phone number: 5 to 15 digits"]),
            // The refusal was about the number submitted: editing it takes the refusal away,
            // from the screen and from what is said.
            Step(keys: "key backspace", heard: ["Phone field, 1"]),
            Step(keys: "key down", heard: ["Register, 2 of 2"], shown: ["› Register"]),
        ]

    @Test(arguments: [("shopping to the login", toTheLogIn), ("logging in through the gate", loggingIn)])
    func aShopperHearsEachStep(_ name: String, _ steps: [Step]) async throws {
        try await expect(steps)
    }

    @Test func aRefusedNumberIsHeardAfterEnter() async throws {
        let heard = try await expect(Self.refusedNumber)
        #expect(!heard[6].shows("Enter a phone number"), "the refusal stayed on screen after the number changed")
    }

    /// Every goods row's focus line says the price the row draws, in yuan, and its place among
    /// the goods.
    @Test func eachGoodsRowSaysThePriceItDraws() async throws {
        let (_, steps) = try await narrate(["key down", "key down"])
        for (index, step) in steps.enumerated() {
            let goods = GoodsModule.catalogue[index]
            let row = try #require(step.selectedRow)
            #expect(row.hasSuffix("¥\(goods.price)"))
            let focus = try #require(step.heard.last)
            #expect(focus == "Goods #\(goods.id), \(goods.name), \(goods.price) yuan, \(index + 1) of 3")
        }
    }

    /// Below the goods, the other demos are counted on their own, each said with its link.
    @Test func theDemoRowsAreCountedApartFromTheGoods() async throws {
        let (_, steps) = try await narrate(["key down\nkey down\nkey down", "key end"])
        #expect(steps[1].heard.last == "A post, app://post/42, demo 1 of 6")
        #expect(steps[1].selectedRow == "A post          app://post/42")
        #expect(steps[2].heard == ["x-callback, app://x-callback-url/register, demo 6 of 6"])
        #expect(steps[2].selectedRow == "x-callback      app://x-callback-url/register")
    }

    @discardableResult
    private func expect(_ steps: [Step]) async throws -> [HeardStep] {
        let (run, heard) = try await narrate(steps.dropFirst().map(\.keys))
        #expect(run.errors.isEmpty, "\(run.errors)")
        try #require(heard.count == steps.count)
        for (step, result) in zip(steps, heard) {
            #expect(result.heard == step.heard, "after \(step.testDescription)")
            for text in step.shown { #expect(result.shows(text), "after \(step.testDescription): \(text)") }
        }
        return heard
    }
}
