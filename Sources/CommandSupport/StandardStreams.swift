import RouterCore
import TUIShell
import TUIShellCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Buffered writes to stdout and one-line errors to stderr.
package enum StandardStreams {
    package static func write(_ text: String) {
        DescriptorWriter.writeAll(Array(text.utf8), to: STDOUT_FILENO)
    }

    package static func write(_ bytes: [UInt8]) {
        DescriptorWriter.writeAll(bytes, to: STDOUT_FILENO)
    }

    package static func write(_ bytes: UnsafeRawBufferPointer) {
        DescriptorWriter.writeAll(bytes, to: STDOUT_FILENO)
    }

    package static func writeLine(_ text: String) { write(text + "\n") }

    /// `error: <code>: <message>` on one line; control characters in it (echoed file names,
    /// URLs) are escaped so they can neither forge a second line nor drive the terminal.
    package static func error(code: String, message: String) {
        CommandEntry.writeError(code: code, message: message)
    }

    /// A line on stderr, control characters escaped.
    package static func writeErrorLine(_ line: String) {
        DescriptorWriter.writeError(line.escapingControlCharacters)
    }
}
