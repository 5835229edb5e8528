import RouterCore
import TUIShell

/// A failure that ends a command with `error: <code>: <message>` on stderr and an exit code.
package struct CommandFailure: Error {
    package let code: String
    package let message: String
    package let exitCode: Int32

    package init(_ error: RouteError, exitCode: Int32) {
        self.init(code: error.code.rawValue, message: error.message, exitCode: exitCode)
    }

    package init(_ error: ShellError, exitCode: Int32) {
        self.init(code: error.code.rawValue, message: error.message, exitCode: exitCode)
    }

    package init(code: String, message: String, exitCode: Int32) {
        self.code = code
        self.message = message
        self.exitCode = exitCode
    }
}
