import ArgumentParser
import CommandSupport
import TUIShell
import TUIShellCLI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `tuishell push FILE|-`: a simulated push payload for the running app, like `xcrun simctl push`.
struct PushCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "push",
        abstract: "Deliver a simulated push payload (APNs JSON) to the running app.",
        discussion: DeliveryOptions.pushDiscussion
    )

    @Argument(help: ArgumentHelp("The payload file, or - for standard input.", valueName: "file"))
    var file: String

    @OptionGroup var delivery: DeliveryOptions

    func run() throws {
        // One byte past the limit is enough to know the payload is too large.
        let bytes = try CommandInput.read(
            fileOrDash: file, limit: PushPayload.maximumSize + 1, code: "invalidPayload")
        try delivery.push(bytes, toApp: "tuishell")
    }
}
