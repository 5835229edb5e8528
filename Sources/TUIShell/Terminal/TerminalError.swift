/// Why a terminal cannot be used (`TERM` unknown, too dumb to place the cursor): the terminal
/// layer's error, with the stable code `usage`, printed as `error: usage: <message>`.
package struct TerminalError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The stable code: always `usage`, as a terminal the app cannot use is a problem with how
    /// it was started.
    package let code = "usage"
    /// A human-readable explanation.
    package let message: String

    package init(_ message: String) {
        self.message = message
    }

    /// `usage: <message>`, as the command line prints it after `error: `.
    package var description: String { "\(code): \(message)" }
}
