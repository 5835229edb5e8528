import Testing

@testable import TUIShell

/// The footer names what the keys do with the overlay that is up (issue #36, defect 12).
@MainActor
@Suite("The footer agrees with what is shown")
struct FooterAgreementTests {
    @Test func aBannerWithoutALinkOffersNoEnterOpen() async throws {
        let run = try await runScript(#"push {"aps":{"alert":"Hello"}}"# + "\nexpect Hello")
        #expect(run.status == 0, "\(run.output) \(run.errors)")
        let footer = try #require(run.app.render().lines.last)
        #expect(footer.hasPrefix("Esc/Enter dismiss"), "\(footer)")
        #expect(!footer.contains("Enter open"), "\(footer)")
    }

    @Test func aToastIsDismissedByEscNotBack() async throws {
        let run = try await runScript("open app://goods/1\nopen aop://log?message=hi\nexpect log: hi")
        #expect(run.status == 0, "\(run.output) \(run.errors)")
        let footer = try #require(run.app.render().lines.last)
        #expect(footer.contains("Esc dismiss") && !footer.contains("back"), "\(footer)")
        let back = try await runScript("key esc\nexpect-not log: hi\nexpect Goods #1", on: run.app)
        #expect(back.status == 0, "Esc closed the toast only: \(back.output)")
    }

    @Test func aOneRowScreenOffersNoMove() async throws {
        let run = try await runScript("open app://goods/1\nexpect Buy")
        let footer = try #require(run.app.render().lines.last)
        #expect(footer.hasPrefix("Enter open"), "\(footer)")
        #expect(!footer.contains("move") && !footer.contains("PgUp"), "\(footer)")
    }

    @Test func aPushWithNothingToShowIsRefused() async throws {
        let run = try await runScript(#"push {"aps":{"badge":1},"url":"app://goods/1"}"#)
        #expect(
            run.errors.first?.hasPrefix("error: invalidPayload: the payload has no alert to show") == true,
            "\(run.errors)")
        #expect(!run.app.render().text.contains("🔔"), "an empty banner was shown")
    }
}
