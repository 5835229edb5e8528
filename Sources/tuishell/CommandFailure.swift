import RouterCore
import TUIShell

/// A failure that ends a command with `error: <code>: <message>` on stderr and an exit code.
struct CommandFailure: Error {
    let code: String
    let message: String
    let exitCode: Int32

    init(_ error: RouteError, exitCode: Int32) {
        self.init(code: error.code.rawValue, message: error.message, exitCode: exitCode)
    }

    init(_ error: ShellError, exitCode: Int32) {
        self.init(code: error.code.rawValue, message: error.message, exitCode: exitCode)
    }

    init(code: String, message: String, exitCode: Int32) {
        self.code = code
        self.message = message
        self.exitCode = exitCode
    }
}
