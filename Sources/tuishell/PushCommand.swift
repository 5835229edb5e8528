import ArgumentParser
import Foundation
import TUIShell

/// `tuishell push FILE|-`: a simulated push payload for the running app, like `xcrun simctl push`.
struct PushCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "push",
        abstract: "Deliver a simulated push payload (APNs JSON) to the running app.",
        discussion: "Exits 0 once the app showed the banner, 1 with the app's error (invalidPayload, payloadTooLarge, noInstance)."
    )

    /// Larger files are refused here instead of being sent (the app's own limit is 4096 bytes).
    static let sendLimit = 1 << 19

    @Argument(help: ArgumentHelp("The payload file, or - for standard input.", valueName: "file"))
    var file: String

    @OptionGroup var instance: InstanceOption

    func run() throws {
        let bytes = try StandardStreams.read(fileOrDash: file)
        guard bytes.count <= Self.sendLimit else {
            throw CommandFailure(code: "payloadTooLarge", message: "the payload is \(bytes.count) bytes; the limit is \(PushPayload.maximumSize)", exitCode: 1)
        }
        try instance.deliver(.push(String(decoding: bytes, as: UTF8.self)))
    }
}

