/// A notification banner at the top of the screen: title and body; Enter opens its link (or,
/// without one, dismisses it as Esc does), and it times out after ``lifetime`` of virtual time
/// (a push payload's after five seconds; one that must stay until it is dismissed, never).
@MainActor
final class BannerOverlay: Overlay {
    static let defaultLifetime = 5000

    /// The notification's title, its subtitle and body lines, and its link.
    let title: String
    let lines: [String]
    let url: String?
    private let onOpen: (String) -> Void
    /// How many banners wait behind this one.
    private let waiting: () -> Int
    private var scroll = ScrollView()

    let lifetime: Int?

    init(
        title: String, lines: [String], url: String?, lifetime: Int? = defaultLifetime, waiting: @escaping () -> Int,
        onOpen: @escaping (String) -> Void
    ) {
        self.title = title
        self.lines = lines
        self.url = url
        self.lifetime = lifetime
        self.waiting = waiting
        self.onOpen = onOpen
    }

    /// A framed box at the top; `1 of 3` in the title while others wait behind it, kept whole when
    /// a long title is cut.
    func draw(into grid: inout CellGrid, content: Rect) {
        let body = lines + [url == nil ? "Esc/Enter dismiss" : "Enter open · Esc dismiss"]
        let behind = waiting()
        let count = behind > 0 ? "  1 of \(behind + 1)" : ""
        Box(title: "🔔 " + title, titleTail: count, body: body, top: content.y)
            .draw(into: &grid, in: content, scroll: &scroll)
    }

    func handle(_ key: Key) -> OverlayResponse {
        switch key {
        case .enter:
            if let url = url { onOpen(url) }
            return .close
        case .escape:
            return .close
        default:
            return .passThrough
        }
    }

    /// `Enter open` only when there is a link to open; without one Enter dismisses, as Esc does.
    var bindings: [KeyBinding] {
        url == nil
            ? [KeyBinding(.escape, .enter, label: "Esc/Enter", action: "dismiss")]
            : [KeyBinding(.enter, action: "open"), KeyBinding(.escape, action: "dismiss")]
    }
    /// Its lines, the link Enter opens, and how many wait behind it.
    var narration: OverlayNarration {
        let behind = waiting()
        let keys = url.map { "Enter opens \($0), Esc dismisses" } ?? "Enter or Esc dismisses"
        let queue = behind > 0 ? ["1 of \(behind + 1) notifications"] : []
        return OverlayNarration(
            role: .notification, title: title, narration: Narration(summary: lines + [keys] + queue))
    }

    /// Keys other than Enter and Esc reach the screen: a banner must not take the app hostage.
    var blocksInput: Bool { false }
    var stacking: OverlayStacking { .queue }
}
