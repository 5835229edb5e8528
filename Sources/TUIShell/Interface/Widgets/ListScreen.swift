import RouterCore

/// A screen showing a few lines of text and a list to pick from (↑/↓ or j/k, Enter opens).
///
/// Each item opens its URL as an in-app navigation; the demo's menus and the goods list are these.
@MainActor
open class ListScreen: Screen {
    /// One row of the list.
    public struct Item {
        /// What the row shows.
        public let label: String
        /// What Enter does.
        package let action: Action

        /// What an item does when activated.
        package enum Action {
            /// Opens a URL as an in-app navigation, with in-app values a URL cannot carry.
            case open(url: String, inAppValues: [String: any Sendable])
            /// Opens a typed route as an in-app navigation.
            case route(any RouteLink)
            /// Runs code on the screen (log out, pay …).
            case perform(@MainActor () -> Void)
        }

        /// An item that opens `url`.
        public init(_ label: String, url: String, inAppValues: [String: any Sendable] = [:]) {
            self.label = label
            action = .open(url: url, inAppValues: inAppValues)
        }

        /// An item that opens a typed route; a value the route's constraint refuses shows its
        /// `invalidURL` error when the item is chosen.
        public init(_ label: String, route: some RouteLink) {
            self.label = label
            action = .route(route)
        }

        /// An item that runs `perform`.
        public init(_ label: String, perform: @escaping @MainActor () -> Void) {
            self.label = label
            action = .perform(perform)
        }
    }

    /// A line of text above the list, in its own style: `"Count: 2"`, or
    /// `Line("Paid: order #3", style: .success)` — a run of rich text.
    public typealias Line = RichText.Span

    /// Text above the list.
    public var lines: [Line]
    /// The rows.
    public var items: [Item]
    /// The selected row.
    public private(set) var selection = 0
    /// The view onto the lines and rows; it scrolls so the selection stays visible.
    package private(set) var scrollView = ScrollView()

    /// Creates a list screen, named `name` or else after its title.
    public init(name: String? = nil, title: String, lines: [Line] = [], items: [Item] = []) {
        self.lines = lines
        self.items = items
        super.init(name: name ?? title, title: title)
    }

    /// Content rows: a top margin, the lines, a gap, the items.
    private var itemsStart: Int { 1 + lines.count + (lines.isEmpty ? 0 : 1) }

    open override func draw(in canvas: inout Canvas) {
        scrollView.layout(contentHeight: itemsStart + items.count, viewportHeight: canvas.height)
        if items.indices.contains(selection) { scrollView.reveal(itemsStart + selection) }
        let offset = scrollView.offset
        let width = scrollView.textWidth(in: canvas.width)
        canvas.addRegion(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height), .scrollArea(0))
        for (index, line) in lines.enumerated() {
            canvas.write(line.text, column: 2, row: 1 + index - offset, style: line.style, width: width - 2)
        }
        for (index, item) in items.enumerated() {
            let row = itemsStart + index - offset
            guard row >= 0, row < canvas.height else { continue }
            let selected = index == selection
            if selected { canvas.fillRow(row, style: .selection) }
            canvas.write(
                (selected ? "› " : "  ") + item.label, column: 1, row: row, style: selected ? .selection : .plain,
                width: width - 1)
            canvas.addRegion(Rect(x: 0, y: row, width: canvas.width, height: 1), .item(index))
            if selected { canvas.markFocus(Rect(x: 0, y: row, width: canvas.width, height: 1)) }
        }
        scrollView.drawIndicators(in: &canvas, area: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
    }

    /// Selects the row at `index` (clamped to the rows there are).
    public func select(_ index: Int) {
        selection = max(0, min(index, items.count - 1))
    }

    open override func handle(_ key: Key) -> Bool {
        // With fewer than two rows there is nowhere to move: the key does nothing, and says so.
        let moves: [Key] = [.up, .down, .character("k"), .character("j"), .pageUp, .pageDown, .home, .end]
        if items.count < 2, moves.contains(key) { return false }
        switch key {
        case .up, .character("k"): select(selection - 1)
        case .down, .character("j"): select(selection + 1)
        case .pageUp: select(selection - scrollView.pageSize)
        case .pageDown: select(selection + scrollView.pageSize)
        case .home: select(0)
        case .end: select(items.count - 1)
        case .enter:
            guard items.indices.contains(selection) else { return false }
            activate(items[selection])
        default:
            return false
        }
        return true
    }

    open override func click(item index: Int) {
        guard items.indices.contains(index) else { return }
        selection = index
        activate(items[index])
    }

    /// Moves the view; a selection that would leave it moves to the nearest row still shown.
    /// The view stops where the first row is still in it, so there always is one.
    open override func scroll(by rows: Int, area: Int) {
        scrollView.scroll(by: rows)
        if !items.isEmpty, scrollView.visibleRows.upperBound <= itemsStart { scrollView.reveal(itemsStart) }
        let visible = scrollView.visibleRows
        guard !items.isEmpty, !visible.isEmpty else { return }
        let first = max(0, visible.lowerBound - itemsStart)
        let last = min(items.count - 1, visible.upperBound - 1 - itemsStart)
        if first <= last { selection = max(first, min(selection, last)) }
    }

    private func activate(_ item: Item) {
        switch item.action {
        case .open(let url, let inAppValues): open(url, inAppValues: inAppValues)
        case .route(let route): open(route)
        case .perform(let body): body()
        }
    }

    /// The lines above the list and how many rows it has; the selected row and its place.
    open override var narration: Narration? {
        let text = lines.map(\.text).filter { !$0.isEmpty }
        let focus =
            items.indices.contains(selection)
            ? Narration.position(items[selection].label, index: selection, count: items.count) : nil
        let count = items.isEmpty ? [] : [Narration.count(items.count, "item")]
        return Narration(summary: text + count, focus: focus, details: text + items.map(\.label))
    }

    /// Enter while there is a row; the moving keys only while there are rows to move between.
    open override var bindings: [KeyBinding] {
        let open = items.isEmpty ? [] : [KeyBinding(.enter, action: "open")]
        guard items.count > 1 else { return open }
        return [KeyBinding(.up, .down, .character("j"), .character("k"), label: "↑/↓ j/k", action: "move")] + open + [
            KeyBinding(.pageUp, .pageDown, label: "PgUp/PgDn", action: "page", secondary: true),
            KeyBinding(.home, .end, label: "Home/End", action: "first/last", secondary: true),
        ]
    }
}
