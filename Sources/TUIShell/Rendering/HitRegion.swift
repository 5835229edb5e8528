/// A part of the frame that answers the mouse, recorded by whatever drew it: a list row, a tab,
/// an alert button, a footer hint, a scrollable area. Regions travel with the cells they were
/// drawn with (``CellGrid/regions``), so hit-testing asks the layout, never guesses coordinates.
package struct HitRegion: Equatable, Sendable {
    /// Where, in grid cells.
    package let rect: Rect
    /// What a click or the wheel there reaches.
    package let target: HitTarget
    /// Which layer drew it: the frame renderer marks the tab bar's, the footer's and each
    /// overlay's.
    package internal(set) var layer: HitLayer
}

/// What a region of a frame answers to the mouse: a screen marks its own with
/// `Canvas.addRegion(_:_:)`.
package enum HitTarget: Hashable, Sendable {
    /// Row or button `index` of the screen or overlay that drew it: a click selects and
    /// activates it, like Enter.
    case item(Int)
    /// Tab `index` of the tab bar.
    case tab(Int)
    /// A footer hint: a click presses its key.
    case key(Key)
    /// Scrollable area `index` of the screen or overlay that drew it (0 when it has one): the
    /// wheel scrolls it.
    case scrollArea(Int)
    /// The whole of an overlay's box: a click there is inside the overlay, on nothing in
    /// particular (so it does not count as a click outside, which may close it).
    case panel
    /// The focused row or button, for assistive technology (the served page marks it as the
    /// active item); the mouse ignores it.
    case focus

    /// Whether a click does something here (the wheel is for scroll areas; a panel only
    /// tells inside from outside).
    var isClickable: Bool {
        switch self {
        case .item, .tab, .key: true
        case .scrollArea, .panel, .focus: false
        }
    }
}

/// Who drew a region: the top screen, an overlay (by its place in the stack), or the frame
/// around them (the tab bar and the footer).
package enum HitLayer: Hashable, Sendable {
    case screen
    case overlay(Int)
    case chrome
}
