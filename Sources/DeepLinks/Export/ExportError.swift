/// Why a table cannot be exported as asked: the command line prints it as `error: usage: …` and
/// exits 2.
package struct ExportError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, for people.
    package let message: String

    init(_ message: String) { self.message = message }

    package var description: String { message }
}

/// What an export produced: the text, and warnings for stderr.
package struct ExportOutput: Sendable {
    /// The exported file's text.
    package let text: String
    /// What was left out or loosened, a line each.
    package let warnings: [String]

    /// An output of `text`, with `warnings` for stderr.
    package init(text: String, warnings: [String]) {
        self.text = text
        self.warnings = warnings
    }
}
