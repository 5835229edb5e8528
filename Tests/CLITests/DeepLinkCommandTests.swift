import Foundation
import TUIShell
import TestSupport
import Testing

/// `tuishell openurl` and `tuishell push` without a running app, and with bad arguments (docs/reference.md §7).
@Suite("tuishell openurl and push", .machineSlot)
struct DeepLinkCommandTests {
    @Test func nothingListeningIsNoInstance() async throws {
        let home = IsolatedHome()
        defer { home.remove() }
        let opened = try await CLIRunner.run(["openurl", "app://home"], environment: home.environment)
        #expect(opened.status == 1)
        #expect(opened.stderr.hasPrefix("error: noInstance: no tuishell app is running as instance 'default'"))
        let pushed = try await CLIRunner.run(
            ["push", "-", "--instance", "demo"], stdin: #"{"aps":{"alert":"hi"}}"#, environment: home.environment)
        #expect(pushed.status == 1 && pushed.stderr.hasPrefix("error: noInstance: "), "\(pushed.stderr)")
    }

    @Test func badArgumentsAreUsageErrors() async throws {
        let home = IsolatedHome()
        defer { home.remove() }
        let badName = try await CLIRunner.run(
            ["openurl", "app://home", "--instance", "../etc"], environment: home.environment)
        #expect(badName.status == 2 && badName.stderr.hasPrefix("error: usage: "), "\(badName.stderr)")
        let missingFile = try await CLIRunner.run(["push", "/nonexistent/payload.json"], environment: home.environment)
        #expect(missingFile.status == 2 && missingFile.stderr.hasPrefix("error: "), "\(missingFile.stderr)")
        let noURL = try await CLIRunner.run(["openurl"], environment: home.environment)
        #expect(noURL.status == 2 && noURL.stderr.hasPrefix("error: usage: "))
    }

    /// A link pasted with spaces around it is trimmed as the command bar trims it (issue 36,
    /// defect 19).
    @Test func spacesAroundTheLinkAreTrimmed() async throws {
        let home = IsolatedHome()
        defer { home.remove() }
        let server = try DeepLinkServer.start(at: InstanceAddress(instance: "trim", environment: home.environment))
        defer { server.stop() }
        async let opened = CLIRunner.run(
            ["openurl", "  app://goods/1 \t", "--instance", "trim"], environment: home.environment)
        let delivery = await Self.nextDelivery(server)
        #expect(delivery?.message == .openURL("app://goods/1"))
        if let delivery, delivery.beginApplying() { delivery.reply(nil) }
        let result = try await opened
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    }

    /// An app that does not take the link in time (stopped, frozen) is reported as not answering,
    /// not as absent, and never applies the link afterwards (issue 36, defect 2).
    @Test func anAppThatDoesNotAnswerInTimeNeverGetsTheLink() async throws {
        let home = IsolatedHome()
        defer { home.remove() }
        let server = try DeepLinkServer.start(at: InstanceAddress(instance: "frozen", environment: home.environment))
        defer { server.stop() }
        // Nobody takes the link until the command has given up, as with an app stopped by SIGSTOP.
        let result = try await CLIRunner.run(
            ["openurl", "app://goods/1", "--instance", "frozen", "--timeout", "1"], environment: home.environment)
        #expect(result.status == 1)
        #expect(
            result.stderr == "error: noAnswer: the app did not answer in time (1 s); it will not apply the link later\n"
        )
        let late = await Self.nextDelivery(server)
        #expect(late?.message == .openURL("app://goods/1"))
        #expect(late?.beginApplying() == false, "a link reported unanswered was applied")

        let badWait = try await CLIRunner.run(
            ["openurl", "app://home", "--timeout", "0"], environment: home.environment)
        #expect(badWait.status == 2 && badWait.stderr.hasPrefix("error: usage: --timeout "), "\(badWait.stderr)")
    }

    /// The next message that reaches `server`, within a deadline.
    private static func nextDelivery(_ server: DeepLinkServer) async -> DeepLinkServer.Delivery? {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            if let delivery = server.takeDeliveries().first { return delivery }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return nil
    }
}
