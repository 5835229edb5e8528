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

/// Files the user names for the app to read (a route table): read whole, or an error that names
/// the file by its absolute path and gives the system's reason — a relative path alone does not
/// say which folder was searched, and "cannot read" alone not whether the file is missing,
/// forbidden or a folder.
package enum InputFile {
    /// The bytes of the file at `path`.
    package static func contents(of path: String) throws(InputFileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputFileError(path: path, code: errno) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw InputFileError(path: path, code: errno) }
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[..<count])
        }
    }
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
