/// A window onto content taller than its area, one piece that every list, log, help box and
/// long alert uses: it keeps a row visible, pages, follows the newest line of a log unless the
/// user scrolled up, and draws `▲`/`▼` where content is hidden.
///
/// ```swift
/// scroll.layout(contentHeight: lines.count, viewportHeight: canvas.height)
/// let width = scroll.textWidth(in: canvas.width)
/// for row in scroll.visibleRows { canvas.write(lines[row], row: row - scroll.offset, width: width) }
/// scroll.drawIndicators(in: &canvas, area: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
/// ```
public struct ScrollView: Equatable, Sendable {
    /// The first content row shown.
    public private(set) var offset = 0
    /// The content's rows.
    public private(set) var contentHeight = 0
    /// The rows shown at once.
    public private(set) var viewportHeight = 0
    /// Whether this is a live log, whose view shows the newest row as rows arrive.
    public let isLog: Bool
    /// Whether the view sits on the last row: a log keeps following new rows while it does.
    public private(set) var isAtEnd = true

    /// Creates a view at the top, or for a live log (`isLog`) at the newest row.
    public init(isLog: Bool = false) {
        self.isLog = isLog
    }

    /// The rows shown.
    public var visibleRows: Range<Int> { offset..<min(contentHeight, offset + viewportHeight) }
    /// Whether rows are hidden above.
    public var hidesAbove: Bool { offset > 0 }
    /// Whether rows are hidden below.
    public var hidesBelow: Bool { offset + viewportHeight < contentHeight }
    private var lastOffset: Int { max(0, contentHeight - viewportHeight) }

    /// Scrolling keys that came before the first layout, when the view had no size yet (keys
    /// typed in one go with the one that showed it are handled before a frame is drawn).
    private var keysBeforeLayout: [Key] = []
    private var isLaidOut = false

    /// Sets the sizes (each frame, before drawing) and keeps the offset in range; the first
    /// time, it then applies the scrolling keys that came before.
    public mutating func layout(contentHeight: Int, viewportHeight: Int) {
        self.contentHeight = max(0, contentHeight)
        self.viewportHeight = max(0, viewportHeight)
        offset = isLog && isAtEnd ? lastOffset : min(offset, lastOffset)
        guard !isLaidOut else { return }
        isLaidOut = true
        for key in keysBeforeLayout { _ = handle(key) }
        keysBeforeLayout = []
    }

    /// Scrolls as little as needed to show `row`.
    public mutating func reveal(_ row: Int) {
        guard viewportHeight > 0 else { return }
        if row < offset { offset = row } else if row >= offset + viewportHeight { offset = row - viewportHeight + 1 }
        offset = max(0, min(offset, lastOffset))
        isAtEnd = offset == lastOffset
    }

    /// Scrolls by `rows` (negative: up), within the content.
    public mutating func scroll(by rows: Int) {
        offset = max(0, min(offset + rows, lastOffset))
        isAtEnd = offset == lastOffset
    }

    /// The rows a page key moves: the view less one row of overlap.
    public var pageSize: Int { max(1, viewportHeight - 1) }

    /// Handles the scrolling keys for content without a selection (↑/↓, PageUp/PageDown,
    /// Home/End); whether `key` was one.
    public mutating func handle(_ key: Key) -> Bool {
        guard isLaidOut else {
            guard [.up, .down, .pageUp, .pageDown, .home, .end].contains(key) else { return false }
            // A few are what a person types in one go; a view never drawn must not hoard more.
            keysBeforeLayout = (keysBeforeLayout + [key]).suffix(4)
            return true
        }
        switch key {
        case .up: scroll(by: -1)
        case .down: scroll(by: 1)
        case .pageUp: scroll(by: -pageSize)
        case .pageDown: scroll(by: pageSize)
        case .home: scroll(by: -contentHeight)
        case .end: scroll(by: contentHeight)
        default: return false
        }
        return true
    }

    /// The columns of an area `width` wide that its rows' text may use: all of them while the
    /// content fits, else all but the last, which is the markers' own (a row cut there ends in
    /// `…` instead of losing its last character under `▼`).
    public func textWidth(in width: Int) -> Int {
        contentHeight > viewportHeight ? max(0, width - 1) : width
    }

    /// Draws `▲` in the first row and `▼` in the last row of `area` (canvas coordinates), at its
    /// right edge, where rows are hidden; text written within ``textWidth(in:)`` stays clear of them.
    public func drawIndicators(in canvas: inout Canvas, area: Rect) {
        guard area.width > 0, area.height > 0 else { return }
        if hidesAbove { canvas.write("▲", column: area.maxX - 1, row: area.y, style: .hint) }
        if hidesBelow { canvas.write("▼", column: area.maxX - 1, row: area.maxY - 1, style: .hint) }
    }
}
