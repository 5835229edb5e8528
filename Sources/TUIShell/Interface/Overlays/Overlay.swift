/// What an overlay did with a key or a paste.
package enum OverlayResponse {
    /// Used; keep the overlay.
    case handled
    /// Close the overlay.
    case close
    /// Not used; the screen and the global keys may have it, unless the overlay blocks input.
    case passThrough
}

/// What happens when an overlay is shown while another of the same type is up.
package enum OverlayStacking {
    /// Both are shown, the new one on top (alerts).
    case stack
    /// The new one takes the old one's place (toasts).
    case replace
    /// The new one waits until the shown one closes (push banners).
    case queue
    /// The new one is dropped (the quit confirmation).
    case single
}

/// Something drawn above the screens that is not a screen: alert, toast, banner, help, the
/// command bar, or an app's own. Screens under an overlay stay visible and get no lifecycle
/// events. The ``OverlayStack`` applies the same rules to every overlay, by these properties.
@MainActor
package protocol Overlay: AnyObject {
    /// Draws into the whole frame; `content` is the screen area between title and tab bar.
    func draw(into grid: inout CellGrid, content: Rect)
    /// Handles a key.
    func handle(_ key: Key) async -> OverlayResponse
    /// Handles pasted text (default: passes it on).
    func paste(_ text: String) async -> OverlayResponse
    /// A click on the button or row `index` it drew as a `HitTarget.item(_:)` region
    /// (default: nothing happens).
    func click(item index: Int) async -> OverlayResponse
    /// The wheel over area `area` it drew as a `HitTarget.scrollArea(_:)` (default: nothing).
    func scroll(by rows: Int, area: Int)
    /// The keys shown in the footer and `?` while it is up (an overlay that takes no keys: the
    /// ones the global keys give it, such as Esc closing a toast).
    var bindings: [KeyBinding] { get }
    /// Whether keys reach it (default `true`); a toast's do not.
    var takesKeys: Bool { get }
    /// Whether keys it passes on stop here instead of reaching the screens (default `true`).
    var blocksInput: Bool { get }
    /// Milliseconds of (virtual) time after which it closes by itself (default: never).
    var lifetime: Int? { get }
    /// What another overlay of the same type does while this one is up (default: ``OverlayStacking/stack``).
    var stacking: OverlayStacking { get }
    /// Whether a click outside it closes it, as Esc would (default `false`: an alert waits for
    /// an answer). Either way the click reaches nothing beneath.
    var closesOnClickOutside: Bool { get }
    /// Whether it draws over the footer's row (default `false`); the footer is drawn again over
    /// it while an overlay that does not is on top, so that one's keys are shown.
    var coversFooter: Bool { get }
    /// What narrated mode says about it: its kind, title, summary and focus.
    var narration: OverlayNarration { get }
}

extension Overlay {
    package func paste(_ text: String) async -> OverlayResponse { .passThrough }
    package func click(item index: Int) async -> OverlayResponse { .handled }
    package func scroll(by rows: Int, area: Int) {}
    package var takesKeys: Bool { true }
    package var blocksInput: Bool { true }
    package var lifetime: Int? { nil }
    package var stacking: OverlayStacking { .stack }
    package var closesOnClickOutside: Bool { false }
    package var coversFooter: Bool { false }
}
