/// A manifest that cannot be read: `error: invalidManifest: …`, exit 2.
public struct ManifestError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, for people.
    public let message: String

    init(_ message: String) { self.message = message }

    public var description: String { message }
}
