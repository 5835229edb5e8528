import Foundation
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
}
