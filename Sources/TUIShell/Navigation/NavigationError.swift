import RouterCore

/// A change the window refused — a screen shown twice, no such tab, an empty stack — with
/// nothing changed: the navigation layer's error, with the stable code `transitionFailed`.
///
/// Inside a route's lifecycle it reaches the router as the ``RouteError`` of the same code and
/// message (``RouteError/init(_:)-(NavigationError)``), the one conversion on its way to a person.
package struct NavigationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The stable code, shared with the router's `transitionFailed`.
    package static let code = RouteError.Code.transitionFailed
    /// A human-readable explanation.
    package let message: String

    package init(_ message: String) {
        self.message = message
    }

    /// `transitionFailed: <message>`.
    package var description: String { "\(Self.code.rawValue): \(message)" }
}

extension RouteError {
    /// A window failure inside a route's lifecycle, as the router reports it: the same code and
    /// message.
    package init(_ error: NavigationError) {
        self.init(NavigationError.code, error.message)
    }
}
