import RouterCore
import TUIShell
import TUIShellCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Buffered writes to stdout, one-line errors to stderr, and bounded reads of files or stdin.
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
        writeErrorLine("error: \(code): \(message)")
    }

    /// A line on stderr, control characters escaped.
    package static func writeErrorLine(_ line: String) {
        DescriptorWriter.writeError(line.escapingControlCharacters)
    }

    /// Standard input (`-`) or the file at `path`, as bytes: all of it, or at most `limit`
    /// bytes (``InputFile/contents(of:limit:)``).
    ///
    /// - Parameter code: the error code for a file that cannot be read.
    package static func read(fileOrDash path: String, limit: Int? = nil, code: String = "usage") throws(CommandFailure)
        -> [UInt8]
    {
        do throws(InputFileError) {
            return try InputFile.contents(of: path, limit: limit)
        } catch {
            throw CommandFailure(code: code, message: error.message, exitCode: 2)
        }
    }
}
