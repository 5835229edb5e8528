import TUIShell

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A frame's text kept in a file, to compare later frames with.
struct GoldenFile {
    let path: String

    /// Compares `frame` with the file, writing it when the file is missing or updating is asked
    /// for (`TUISHELL_UPDATE_GOLDEN=1`).
    func compare(_ frame: String) throws(PilotError) {
        let update = getenv("TUISHELL_UPDATE_GOLDEN").map { String(cString: $0) } == "1"
        let contents = frame + "\n"
        if update { return try write(contents) }
        let bytes: [UInt8]
        do throws(InputFileError) {
            bytes = try InputFile.contents(of: path)
        } catch {
            guard error.code == ENOENT else { throw .goldenUnreadable(path: path, reason: error.message) }
            try write(contents)
            throw .goldenRecorded(path: path)
        }
        let expected = String(decoding: bytes, as: UTF8.self)
        guard expected == contents else {
            throw .frameDiffers(path: path, expected: expected, actual: contents)
        }
    }

    /// Writes `contents` to the file, making the folders it is in.
    private func write(_ contents: String) throws(PilotError) {
        // Each folder on the way, as `mkdir -p` makes them: `a`, `a/b` for `a/b/frame.txt`.
        for slash in path.indices where path[slash] == "/" && slash != path.startIndex {
            _ = mkdir(String(path[..<slash]), 0o755)
        }
        if let failure = OutputFile.write(contents, to: path) {
            throw .goldenUnreadable(path: path, reason: failure.message)
        }
    }

    /// The first row that differs, both ways, numbered from 0.
    static func difference(expected: String, actual: String) -> String {
        let (old, new) = (
            expected.split(separator: "\n", omittingEmptySubsequences: false),
            actual.split(separator: "\n", omittingEmptySubsequences: false)
        )
        for row in 0..<max(old.count, new.count) {
            let (was, now) = (row < old.count ? String(old[row]) : "", row < new.count ? String(new[row]) : "")
            if was != now {
                // Each row escaped on its own, so the lines of the message stay lines.
                let (expected, actual) = (was.escapingControlCharacters, now.escapingControlCharacters)
                return "row \(row):\n  expected: \(expected)\n  actual:   \(actual)"
            }
        }
        return "the rows are the same; the line endings differ"
    }
}
