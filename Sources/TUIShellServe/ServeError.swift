/// Why ``TUIServer`` could not serve: a port out of range or taken (with the system's reason),
/// an SSH host key or an authorized-keys file it cannot use.
public struct ServeError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, naming the address or file: `cannot serve on 127.0.0.1:8080: Address
    /// already in use`.
    public let message: String

    public var description: String { message }
}
