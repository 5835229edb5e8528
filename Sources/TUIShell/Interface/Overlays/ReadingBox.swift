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
    /// The lines, read each time the box is drawn, so help follows the screen under it.
    private let lines: @MainActor () -> [Line]
    private let closingKeys: Set<Key>
    private var filter: TextField?
    private var scroll = ScrollView()

    /// - Parameters:
    ///   - closingKeys: keys besides Esc and Enter that close it (`?` for help).
    ///   - isLog: whether it opens on its last lines, a log's newest.
    ///   - lines: what it shows now; asked again for every frame.
    init(
        title: String, closingKeys: Set<Key> = [], isLog: Bool = false, lines: @escaping @MainActor () -> [Line]
    ) {
        self.title = title
        self.lines = lines
        self.closingKeys = closingKeys
        scroll = ScrollView(isLog: isLog)
    }

    /// The lines the filter keeps: those containing it, each under its section title, and the
    /// whole of a section whose title contains it.
    private var shown: [String] {
        let lines = lines()
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
        Box(title: heading, body: shown).draw(into: &grid, in: content, scroll: &scroll)
    }

    func handle(_ key: Key) -> OverlayResponse {
        if var field = filter {
            switch key {
            case .escape:
                filter = nil
            case .enter:
                return .close
            default:
                if case .character = key {
                } else if [.up, .down, .pageUp, .pageDown].contains(key) {
                    _ = scroll.handle(key)
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
        case .character("j"): _ = scroll.handle(.down)
        case .character("k"): _ = scroll.handle(.up)
        default: _ = scroll.handle(key)
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
            ? [
                KeyBinding(.escape, action: "close"), KeyBinding(.character("/"), action: "filter"),
                KeyBinding(
                    .up, .down, .character("j"), .character("k"), .pageUp, .pageDown, label: "↑/↓ j/k PgUp/PgDn",
                    action: "scroll"),
            ]
            : [KeyBinding(.escape, action: "clear the filter"), KeyBinding(.enter, action: "close")]
    }
    /// Every line it shows (help is read whole); while filtering, how many lines match.
    var narration: OverlayNarration {
        let lines = shown.filter { !$0.isEmpty } + ["Esc closes, / filters"]
        let focus = filter.map { "Filter: \($0.text), \(Narration.count(lines.count - 1, "line")) shown" }
        return OverlayNarration(role: .reading, title: title, narration: Narration(summary: lines, focus: focus))
    }

    var stacking: OverlayStacking { .single }
    var closesOnClickOutside: Bool { true }
}
