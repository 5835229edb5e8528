import RouterCore

/// A screen that answers whoever presented it with a `Result` — Textual's `Screen[ResultType]`
/// and its typed `dismiss(result)`. The presenter's callback takes exactly that type, so a
/// mismatch is a compile error, not a `nil` at run time.
///
/// ```swift
/// final class ColourPicker: ModalScreen<String> {
///     override func handle(_ key: Key) -> Bool {
///         guard key == .enter else { return false }
///         dismiss(with: "blue")
///         return true
///     }
/// }
///
/// try present(ColourPicker(title: "Colour")) { colour in chosen = colour }  // String?
/// ```
@MainActor
open class ModalScreen<Result>: Screen {
    /// Dismisses the modal this screen is the root of (and every modal above it), handing
    /// `result` to the presenter's `onDismiss`.
    public func dismiss(with result: Result) {
        try? window?.dismiss(self, result: result)
    }
}

extension Screen {
    /// Presents `screen` modally above everything; `onDismiss` receives what it answered with
    /// ``ModalScreen/dismiss(with:)``, or `nil` when it was dismissed without an answer (Esc,
    /// ``dismiss()``, a route that replaced the modals).
    ///
    /// - Throws: `transitionFailed` when this screen is not shown, or `screen` already is;
    ///   nothing changes then.
    public func present<Result>(_ screen: ModalScreen<Result>, onDismiss: @escaping (Result?) -> Void)
        throws(RouteError)
    {
        try present(screen, handler: { onDismiss($0 as? Result) })
    }
}
