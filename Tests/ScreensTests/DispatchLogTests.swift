import Testing

/// A dispatch route's failure is its target's (issue #36, defect 14).
@MainActor
@Suite("Dispatch failures")
struct DispatchLogTests {
    /// `native://` opens its target as a navigation of its own, which fails first: the message
    /// log lists the error once, not once per navigation.
    @Test func aFailedNativeDispatchIsLoggedOnce() async throws {
        let run = try await runScript(
            """
            open native://www.taoqu.com?ios_path=/nothing/here
            expect error: notFound: no route matches app://nothing/here
            key ctrl+p
            type Messages
            key enter
            expect Messages (1)
            """)
        #expect(run.status == 0, "\(run.output)")
    }
}
