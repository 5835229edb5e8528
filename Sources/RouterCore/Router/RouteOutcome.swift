/// The result of ``Router/handle(_:inAppValues:origin:callback:)``.
public struct RouteOutcome: Sendable {
    /// The URL as given.
    public let url: String
    /// URLs produced by redirects, in order.
    public let redirects: [String]
    /// The route that handled the request, or the error that ended it.
    public let result: Result<String, RouteError>

    /// The error, if the request was not handled.
    public var error: RouteError? {
        if case .failure(let error) = result { return error }
        return nil
    }

    /// The name of the route that handled the request.
    public var route: String? { try? result.get() }
}
