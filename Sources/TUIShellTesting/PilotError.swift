/// Why a ``Pilot`` call failed; its description says what to look at.
public enum PilotError: Error, Equatable, CustomStringConvertible {
    /// The screen does not show this text, so it cannot be clicked.
    case notShown(String)
    /// No key has this script name.
    case unknownKey(String)
    /// Background work did not finish within this time.
    case timedOut(Duration)
    /// The frame differs from the golden file at `path`.
    case frameDiffers(path: String, expected: String, actual: String)
    /// The golden file did not exist and was written; look at it, then run again.
    case goldenRecorded(path: String)
    /// The golden file could not be read or written.
    case goldenUnreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .notShown(let text): "the screen does not show '\(text)'".escapingControlCharacters
        case .unknownKey(let name): "no key is called '\(name)'".escapingControlCharacters
        case .timedOut(let duration): "background work was still running after \(duration)"
        case .frameDiffers(let path, let expected, let actual):
            "the frame differs from \(path):\n" + GoldenFile.difference(expected: expected, actual: actual)
        case .goldenRecorded(let path): "\(path) did not exist and now holds this frame; check it and run again"
        case .goldenUnreadable(let path, let reason): "\(path): \(reason)"
        }
    }
}
