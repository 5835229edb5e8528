#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RouterCore
import TUIShell

/// Buffered writes to stdout, one-line errors to stderr, and bounded reads of files or stdin.
enum StandardStreams {
    static func write(_ text: String) {
        DescriptorWriter.writeAll(Array(text.utf8), to: STDOUT_FILENO)
    }

    static func write(_ bytes: [UInt8]) {
        DescriptorWriter.writeAll(bytes, to: STDOUT_FILENO)
    }

    static func write(_ bytes: UnsafeRawBufferPointer) {
        DescriptorWriter.writeAll(bytes, to: STDOUT_FILENO)
    }

    static func writeLine(_ text: String) { write(text + "\n") }

    /// `error: <code>: <message>` on one line; control characters in it (echoed file names,
    /// URLs) are escaped so they can neither forge a second line nor drive the terminal.
    static func error(code: String, message: String) {
        writeErrorLine("error: \(code): \(message)")
    }

    /// A line on stderr, control characters escaped.
    static func writeErrorLine(_ line: String) {
        DescriptorWriter.writeError(line.escapingControlCharacters)
    }

    /// Standard input (`-`) or the file at `path`, as bytes: all of it, or at most `limit`
    /// bytes — so `yes | tuishell push -` stops reading instead of growing without bound.
    ///
    /// - Parameter code: the error code for a file that cannot be read.
    static func read(fileOrDash path: String, limit: Int? = nil, code: String = "usage") throws(CommandFailure) -> [UInt8] {
        let failure = { CommandFailure(code: code, message: InputFileError(path: path, code: errno).message, exitCode: 2) }
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure() }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        // A regular file is read straight into an array of its size: reading in pieces and
        // appending them copies a 37 MB batch file once more.
        var status = stat()
        let size = fstat(descriptor, &status) == 0 ? min(Int(status.st_size), limit ?? .max) : 0
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: max(0, size)) { buffer, count in
            count = 0
            while count < buffer.count {
                let read = readBytes(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if read < 0 { failed = true }
                if read <= 0 { break }
                count += read
            }
        }
        if failed { throw failure() }
        // Whatever else there is: standard input, or a file that grew.
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while limit.map({ bytes.count < $0 }) ?? true {
            let wanted = min(buffer.count, limit.map { $0 - bytes.count } ?? buffer.count)
            let count = buffer.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, wanted) }
            guard count >= 0 else { throw failure() }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[..<count])
        }
        return bytes
    }
}

/// The C library's `read`, under a name ``StandardStreams/read(fileOrDash:limit:code:)`` does not
/// hide, tried again when a signal interrupts it before anything was read.
func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    while true {
        let result = read(descriptor, buffer, count)
        if result >= 0 || errno != EINTR { return result }
    }
}
