import RouterCore

/// The error codes of the app layer: what can go wrong showing a route or taking a deep link
/// from outside, beyond the router's own codes.
extension RouteError.Code {
    /// The route shows no screen: no `screen` in the table, or no factory under that name.
    public static let noScreen = RouteError.Code(rawValue: "noScreen")
    /// A navigation could not be performed on the stacks; nothing changed.
    public static let transitionFailed = RouteError.Code(rawValue: "transitionFailed")
    /// A push payload or a deep-link request is malformed.
    public static let invalidPayload = RouteError.Code(rawValue: "invalidPayload")
    /// A push payload is over 4,096 bytes, or a request over its limit.
    public static let payloadTooLarge = RouteError.Code(rawValue: "payloadTooLarge")
    /// No app runs as the instance, or it did not answer.
    public static let noInstance = RouteError.Code(rawValue: "noInstance")
}
