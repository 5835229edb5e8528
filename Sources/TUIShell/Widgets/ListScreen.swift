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
        public let action: Action

        /// What an item does when activated.
        public enum Action {
            /// Opens a URL as an in-app navigation, with in-app values a URL cannot carry.
            case open(url: String, primitiveParameters: [String: any Sendable])
            /// Runs code on the screen (log out, pay …).
            case perform(@MainActor () -> Void)
        }

        /// An item that opens `url`.
        public init(_ label: String, url: String, primitiveParameters: [String: any Sendable] = [:]) {
            self.label = label
            action = .open(url: url, primitiveParameters: primitiveParameters)
        }

        /// An item that runs `perform`.
        public init(_ label: String, perform: @escaping @MainActor () -> Void) {
            self.label = label
            action = .perform(perform)
        }
    }

    /// A line of text above the list, in its own style: `"Count: 2"`, or
    /// `Line("Paid: order #3", style: .success)`.
    public struct Line: ExpressibleByStringInterpolation, Equatable {
        public let text: String
        public let style: Style

        public init(_ text: String, style: Style = .plain) {
            self.text = text
            self.style = style
        }

        public init(stringLiteral text: String) { self.init(text) }

        public init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }
    }

    /// Text above the list.
    public var lines: [Line]
    /// The rows.
    public var items: [Item]
    /// The selected row.
    public private(set) var selection = 0
    /// The first content row drawn: the view scrolls so the selection stays visible.
    private var firstRow = 0

    /// Creates a list screen.
    public init(name: String? = nil, title: String, lines: [Line] = [], items: [Item] = []) {
        self.lines = lines
        self.items = items
        super.init(name: name, title: title)
    }

    open override func draw(in canvas: inout Canvas) {
        // Content rows: a top margin, the lines, a gap, the items.
        let itemsStart = 1 + lines.count + (lines.isEmpty ? 0 : 1)
        let total = itemsStart + items.count
        if items.indices.contains(selection) {
            let selected = itemsStart + selection
            if selected < firstRow { firstRow = selected }
            if selected >= firstRow + canvas.height { firstRow = selected - canvas.height + 1 }
        }
        firstRow = max(0, min(firstRow, total - canvas.height))
        for (offset, line) in lines.enumerated() { canvas.write(line.text, column: 2, row: 1 + offset - firstRow, style: line.style) }
        for (index, item) in items.enumerated() {
            let row = itemsStart + index - firstRow
            let selected = index == selection
            if selected { canvas.fillRow(row, style: .selection) }
            canvas.write((selected ? "› " : "  ") + item.label, column: 1, row: row, style: selected ? .selection : .plain)
        }
    }

    /// Selects the row at `index` (clamped to the rows there are).
    public func select(_ index: Int) {
        selection = max(0, min(index, items.count - 1))
    }

    open override func handle(_ key: Key) -> Bool {
        switch key {
        case .up, .character("k"):
            selection = max(0, selection - 1)
        case .down, .character("j"):
            selection = min(max(0, items.count - 1), selection + 1)
        case .enter:
            guard items.indices.contains(selection) else { return false }
            switch items[selection].action {
            case .open(let url, let primitiveParameters): open(url, primitiveParameters: primitiveParameters)
            case .perform(let body): body()
            }
        default:
            return false
        }
        return true
    }

    open override var bindings: [KeyBinding] {
        items.isEmpty ? [] : [KeyBinding(.up, .down, .character("j"), .character("k"), label: "↑/↓ j/k", action: "move"), KeyBinding(.enter, action: "open")]
    }
}
