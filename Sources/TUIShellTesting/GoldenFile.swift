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
        let bytes: [UInt8]
        do throws(InputFileError) {
            bytes = try InputFile.contents(of: path)
        } catch {
            guard update || error.code == ENOENT else { throw .goldenUnreadable(path: path, reason: error.message) }
            // A new golden folder is made, one level deep, as a test writing its first frame needs.
            if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
                _ = mkdir(String(path[..<slash]), 0o755)
            }
            if let failure = OutputFile.write(contents, to: path) {
                throw .goldenUnreadable(path: path, reason: failure.message)
            }
            if update { return }
            throw .goldenRecorded(path: path)
        }
        let expected = String(decoding: bytes, as: UTF8.self)
        guard expected == contents else {
            throw .frameDiffers(path: path, expected: expected, actual: contents)
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
                return "row \(row):\n  expected: \(was)\n  actual:   \(now)".escapingControlCharacters
            }
        }
        return "the rows are the same; the line endings differ"
    }
}
