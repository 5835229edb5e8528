import CommandSupport
import TUIShell
import TUIShellCLI

extension InstanceOption {
    /// Sends `message` to the instance and turns the app's answer into the command's outcome.
    func deliver(_ message: DeepLinkMessage) throws {
        let address: InstanceAddress
        do {
            address = try self.address()
        } catch {
            throw CommandFailure(code: "usage", message: error.message, exitCode: 2)
        }
        if let error = DeepLinkClient.send(message, to: address) {
            throw CommandFailure(error, exitCode: 1)
        }
    }
}
