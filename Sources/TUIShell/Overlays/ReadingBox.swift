/// A framed box of text to read and leave: help (`?`) and the message log. It scrolls (↑/↓,
/// j/k, PgUp/PgDn, Home/End, the wheel); `/` starts a filter that keeps the lines containing
/// what is typed (and each kept line's section title); Esc clears the filter, then closes; a
/// click beside it closes it.
@MainActor
final class ReadingBox: Overlay {
    /// One line: a section title, or a line of a section.
    struct Line {
        let text: String
        let isTitle: Bool

        static func title(_ text: String) -> Line { Line(text: text, isTitle: true) }
        static func text(_ text: String) -> Line { Line(text: text, isTitle: false) }
    }

    private let title: String
    private let lines: [Line]
    private let closingKeys: Set<Key>
    private var filter: TextField?
    private var scroll = ScrollView()

    /// - Parameters:
    ///   - closingKeys: keys besides Esc and Enter that close it (`?` for help).
    ///   - isLog: whether it opens on its last lines, a log's newest.
    init(title: String, lines: [Line], closingKeys: Set<Key> = [], isLog: Bool = false) {
        self.title = title
        self.lines = lines
        self.closingKeys = closingKeys
        scroll = ScrollView(isLog: isLog)
    }

    /// The lines the filter keeps: those containing it, each under its section title, and the
    /// whole of a section whose title contains it.
    private var shown: [String] {
        guard let query = filter?.text.lowercased(), !query.isEmpty else { return lines.map(\.text) }
        var kept: [String] = []
        var section: String?
        var sectionMatches = false
        for line in lines {
            if line.isTitle {
                section = line.text
                sectionMatches = line.text.lowercased().contains(query)
            } else if !line.text.isEmpty, sectionMatches || line.text.lowercased().contains(query) {
                if let heading = section {
                    if !kept.isEmpty { kept.append("") }
                    kept.append(heading)
                    section = nil
                }
                kept.append(line.text)
            }
        }
        return kept.isEmpty ? ["nothing matches '\(filter?.text ?? "")'"] : kept
    }

    func draw(into grid: inout CellGrid, content: Rect) {
        let heading = filter.map { "\(title) — filter: \($0.text)▏" } ?? title
        let box = Box(title: heading, body: shown)
        if !keysBeforeLayout.isEmpty {
            // Keys that came before the box was first laid out (`?` then PgDn typed in one go
            // are handled before a frame is drawn) act once the box knows its height.
            var scratch = grid
            box.draw(into: &scratch, in: content, scroll: &scroll)
            for key in keysBeforeLayout { _ = scroll.handle(key) }
            keysBeforeLayout = []
        }
        box.draw(into: &grid, in: content, scroll: &scroll)
    }

    /// Scrolling keys that arrived before the first frame laid the box out.
    private var keysBeforeLayout: [Key] = []

    /// Scrolls by `key`, or keeps it for the first layout.
    private func scroll(with key: Key) {
        if scroll.viewportHeight == 0 { keysBeforeLayout.append(key) } else { _ = scroll.handle(key) }
    }

    func handle(_ key: Key) -> OverlayResponse {
        if var field = filter {
            switch key {
            case .escape:
                filter = nil
            case .enter:
                return .close
            default:
                if case .character = key {} else if [.up, .down, .pageUp, .pageDown].contains(key) {
                    scroll(with: key)
                    return .handled
                }
                _ = field.handle(key)
                filter = field
            }
            return .handled
        }
        if key == .escape || key == .enter || closingKeys.contains(key) { return .close }
        switch key {
        case .character("/"): filter = TextField()
        case .character("j"): scroll(with: .down)
        case .character("k"): scroll(with: .up)
        default: scroll(with: key)
        }
        return .handled
    }

    func paste(_ text: String) -> OverlayResponse {
        filter?.insert(text)
        return .handled
    }

    func scroll(by rows: Int, area: Int) { scroll.scroll(by: rows) }

    var bindings: [KeyBinding] {
        filter == nil
            ? [KeyBinding(.escape, action: "close"), KeyBinding(.character("/"), action: "filter"),
               KeyBinding(.up, .down, .character("j"), .character("k"), .pageUp, .pageDown, label: "↑/↓ PgUp/PgDn", action: "scroll")]
            : [KeyBinding(.escape, action: "clear the filter"), KeyBinding(.enter, action: "close")]
    }
    var stacking: OverlayStacking { .single }
    var closesOnClickOutside: Bool { true }
}
