import CommandSupport
import TUIShell
import TUIShellCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lines of a file or stdin, read a megabyte at a time: memory stays the same however long
/// the input is (a 10-million-line log), unlike reading it whole.
struct LineStream {
    let path: String

    /// Calls `body` with each line (without its `\n`), in order; a final line without a newline
    /// counts too. A line longer than the buffer comes in pieces.
    func forEachLine(_ body: (UnsafeBufferPointer<UInt8>) -> Void) throws(CommandFailure) {
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure() }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var kept = 0
        while true {
            if kept == buffer.count {
                // A megabyte without a line break is no URL: it goes out as a line of its own.
                buffer.withUnsafeBufferPointer { body($0) }
                kept = 0
            }
            let count = buffer.withUnsafeMutableBytes {
                InputFile.read(descriptor, into: $0.baseAddress! + kept, count: $0.count - kept)
            }
            guard count >= 0 else { throw failure() }
            let end = kept + count
            let consumed = buffer.withUnsafeBufferPointer { bytes in
                var start = 0
                let read = UnsafeBufferPointer(rebasing: bytes[..<end])
                var index = LineBreaks.next(in: read, from: kept)
                while index < end {
                    body(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                    start = index + 1
                    index = LineBreaks.next(in: read, from: start)
                }
                if count == 0, start < end { body(UnsafeBufferPointer(rebasing: bytes[start..<end])) }
                return count == 0 ? end : start
            }
            if count == 0 { return }
            // The unfinished line moves to the front for the next read.
            buffer.withUnsafeMutableBufferPointer { bytes in
                bytes.baseAddress!.update(from: bytes.baseAddress! + consumed, count: end - consumed)
            }
            kept = end - consumed
        }
    }

    private func failure() -> CommandFailure {
        CommandFailure(code: "usage", message: InputFileError(path: path, code: errno).message, exitCode: 2)
    }
}
