import Testing

@testable import Screens

/// Whole frames of key screens, compared line by line, so layout changes are seen in review.
@MainActor
@Suite("Golden screens")
struct GoldenScreenTests {
    @Test func homeAt60x12() async throws {
        let run = try await runScript("", size: (60, 12))
        #expect(
            run.app.render().lines == [
                " Home",
                "",
                "  Not logged in",
                "",
                "  Goods, then more demos",
                "",
                " › Goods #1  Mechanical keyboard  ¥399",
                "   Goods #2  Terminal mug  ¥59",
                "   Goods #3  Router handbook  ¥88",
                "   A post          app://post/42                           ▼",
                " 1 Home │ 2 Orders │ 3 Mine │ 4 Lab │",
                "↑/↓ j/k move  Enter open  : open URL  ? help  Ctrl+P palette",
            ])
    }

    @Test func loginModalOverGoodsAt50x10() async throws {
        let run = try await runScript("open app://goods/1\nopen app://user/login/138\nwait 300ms", size: (50, 10))
        #expect(
            run.app.render().lines == [
                " ▣ Log in",
                "",
                "  Log in with your phone number.",
                "",
                "  Phone: [138                     ]",
                "",
                "",
                "   Register",
                "",
                "Enter submit  ↑/↓ move  Esc back",
            ])
    }

    @Test func slideIsHalfwayAfter125ms() async throws {
        let run = try await runScript("open app://goods/3\nwait 125ms", size: (40, 10))
        let halfway = run.app.render().lines
        // The title bar slides with its screen: the new title is halfway in, not already there.
        #expect(halfway[0] == String(repeating: " ", count: 21) + "‹ Goods #3")
        #expect(halfway[2] == "                      Router handbook")
        #expect(halfway[6].hasSuffix("¥399"))
        run.app.advance(by: 200)
        let done = run.app.render().lines
        #expect(done[2] == "  Router handbook")
        #expect(!done.contains { $0.contains("¥399") })
    }
}
