#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files the user names for the app to read (a route table, a script, a log, a payload, a
/// manifest; `-` is standard input): read whole, or an error that names the file by its
/// absolute path and gives the system's reason — a relative path alone does not say which
/// folder was searched, and "cannot read" alone not whether the file is missing, forbidden or a
/// folder. The one reader of every such file, the route table's and the command line's.
package enum InputFile {
    /// The bytes of standard input (`-`) or the file at `path`: all of them, or at most `limit`
    /// — so `yes | tuishell push -` stops reading instead of growing without bound.
    package static func contents(of path: String, limit: Int? = nil) throws(InputFileError) -> [UInt8] {
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputFileError(path: path, code: errno) }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        // A regular file is read straight into an array of its size: reading in pieces and
        // appending them copies a 37 MB batch file once more.
        var status = stat()
        let size = fstat(descriptor, &status) == 0 ? min(Int(status.st_size), limit ?? .max) : 0
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: max(0, size)) { buffer, count in
            count = 0
            while count < buffer.count {
                let read = Self.read(descriptor, into: buffer.baseAddress! + count, count: buffer.count - count)
                if read < 0 { failed = true }
                if read <= 0 { break }
                count += read
            }
        }
        if failed { throw InputFileError(path: path, code: errno) }
        // Whatever else there is: standard input, or a file that grew.
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while limit.map({ bytes.count < $0 }) ?? true {
            let wanted = min(buffer.count, limit.map { $0 - bytes.count } ?? buffer.count)
            let count = buffer.withUnsafeMutableBytes { Self.read(descriptor, into: $0.baseAddress, count: wanted) }
            guard count >= 0 else { throw InputFileError(path: path, code: errno) }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[..<count])
        }
        return bytes
    }

    /// The C library's `read`, tried again when a signal interrupts it before anything was read.
    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer?, count: Int) -> Int {
        while true {
            let result = systemRead(descriptor, buffer, count)
            if result >= 0 || errno != EINTR { return result }
        }
    }
}

/// The C library's `read`, by a name ``InputFile/read(_:into:count:)`` does not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// Why a file could not be read: `cannot read /abs/path: No such file or directory`.
package struct InputFileError: Error, Sendable {
    /// The `errno` behind it.
    package let code: Int32
    /// What to show after `error: <code>: `.
    package let message: String

    /// The error for `path` (`-` is standard input) and the system's error number `code`.
    package init(path: String, code: Int32) {
        self.code = code
        let name = path == "-" ? "standard input" : URL(fileURLWithPath: path).standardizedFileURL.path
        message = "cannot read \(name): \(String(cString: strerror(code)))"
    }
}
