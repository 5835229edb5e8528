#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes whole buffers to a file descriptor, going on after short writes and interruptions:
/// standard output and error without Foundation's FileHandle (which would load ICU).
package enum DescriptorWriter {
    /// Writes all of `bytes` to `descriptor`; stops quietly when the descriptor is closed.
    ///
    /// - Returns: `nil` when every byte was written, else the system's error number.
    @discardableResult
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// Writes all of `buffer`, retrying after signals; stops quietly when the reader is gone.
    ///
    /// - Returns: `nil` when every byte was written, else the system's error number.
    @discardableResult
    package static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var written = 0
        while written < buffer.count {
            let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count < 0 ? errno : EIO }
            written += count
        }
        return nil
    }

    /// Writes `line` and a newline to standard error.
    package static func writeError(_ line: String) {
        writeAll(Array((line + "\n").utf8), to: STDERR_FILENO)
    }
}
