import ArgumentParser
import TUIShell

/// `--instance NAME`: which running app `run` serves as, and `openurl`/`push` deliver to.
struct InstanceOption: ParsableArguments {
    @Option(name: .customLong("instance"), help: ArgumentHelp("The app instance (default: default).", valueName: "name"))
    var name = "default"

    /// The socket address for the instance.
    func address() throws -> InstanceAddress {
        do {
            return try InstanceAddress(instance: name)
        } catch {
            throw CommandFailure(code: "usage", message: error.message, exitCode: 2)
        }
    }

    /// Sends `message` and turns the app's answer into the command's outcome.
    func deliver(_ message: DeepLinkMessage) throws {
        if let error = DeepLinkClient.send(message, to: try address()) {
            throw CommandFailure(error, exitCode: 1)
        }
    }
}
