/// A manifest that cannot be read: `error: invalidManifest: …`, exit 2.
package struct ManifestError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, for people.
    package let message: String

    init(_ message: String) { self.message = message }

    package var description: String { message }
}
