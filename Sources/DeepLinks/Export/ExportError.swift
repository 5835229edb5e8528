/// Why a table cannot be exported as asked: the command line prints it as `error: usage: …` and
/// exits 2.
public struct ExportError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, for people.
    public let message: String

    init(_ message: String) { self.message = message }

    public var description: String { message }
}

/// What an export produced: the text, and warnings for stderr.
public struct ExportOutput: Sendable {
    /// The exported file's text.
    public let text: String
    /// What was left out or loosened, a line each.
    public let warnings: [String]

    /// An output of `text`, with `warnings` for stderr.
    public init(text: String, warnings: [String]) {
        self.text = text
        self.warnings = warnings
    }
}
