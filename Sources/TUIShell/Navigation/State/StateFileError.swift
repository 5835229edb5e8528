#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file of a ``StateDirectory`` could not be read or written: the file's path and the
/// system's reason, so the warning says which file and whether it is missing, forbidden, a
/// folder or on a full disk.
package struct StateFileError: Error, Sendable, Equatable {
    /// The file's path.
    package let path: String
    /// The `errno` behind it.
    package let code: Int32

    /// The error for `path` and the system's error number `code`.
    package init(path: String, code: Int32) {
        self.path = path
        self.code = code
    }

    /// The system's reason, as the end of a sentence: `permission denied`, `is a directory`.
    package var reason: String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// The warning for a failed `action`: `warning: could not <action> <path>: <reason>`, e.g.
    /// with `save the navigation to`.
    package func warning(_ action: String) -> String {
        "warning: could not \(action) \(path): \(reason)"
    }
}
