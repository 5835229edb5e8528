/// A manifest that cannot be read: `error: invalidManifest: …`, exit 2.
package struct ManifestError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, for people.
    package let message: String
    /// The error code the command line prints: `invalidManifest`, or `usage` when the file is
    /// fine and an option asks for what it does not hold.
    package let code: String

    init(_ message: String, code: String = "invalidManifest") {
        self.message = message
        self.code = code
    }

    package var description: String { message }
}
