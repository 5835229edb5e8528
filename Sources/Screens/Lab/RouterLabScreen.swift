import RouterCore
import TUIShell

/// The Router Lab: resolve what you type (match, parameters, ordered candidates), switch the demo
/// handlers, open the transition demos, and watch the route table, the last request's timeline
/// and the live lifecycle log.
@MainActor
final class RouterLabScreen: Screen {
    private let router: Router
    private let recentEvents: @MainActor () -> [String]
    private let lastRequest: @MainActor () -> RequestTimeline?
    private let switches: HandlerSwitches
    private var field = TextField()
    /// 0 is the field, then the choices row by row. Focus starts on the first switch so the
    /// global keys (1–9, Tab, q) work when the tab opens; ↑ or `/` reach the field.
    private var focus = 1
    /// Where focus was before the field took it: leaving the field (Esc, or opening what it
    /// holds) puts it back, so `q` and the digits work again at once.
    private var focusBeforeField = 1
    /// The route table (area 0), the last request's timeline (area 1) and the lifecycle log
    /// (area 2), which follows its newest line.
    private var routeView = ScrollView()
    private var timelineView = ScrollView()
    private var logView = ScrollView(isLog: true)

    /// One thing on the Lab's rows that Enter or Space acts on.
    private enum Choice {
        case toggle(HandlerSwitches.Switch)
        case demo(TransitionStyle)
        case slowMotion
    }

    /// The rows of choices, each with its label.
    private static let rows: [(label: String, choices: [Choice])] =
        HandlerSwitches.Switch.rows.map { ($0.label, $0.switches.map(Choice.toggle)) }
        + [("Show with:", TransitionStyle.allCases.map(Choice.demo) + [.slowMotion])]
    private static let choices = rows.flatMap(\.choices)

    /// - Parameters:
    ///   - recentEvents: the latest lifecycle and router lines, for the live log.
    ///   - lastRequest: the timeline of the latest request.
    init(
        router: Router, recentEvents: @escaping @MainActor () -> [String], lastRequest: @escaping @MainActor () -> RequestTimeline?,
        switches: HandlerSwitches
    ) {
        self.router = router
        self.recentEvents = recentEvents
        self.lastRequest = lastRequest
        self.switches = switches
        super.init(name: "RouterLab", title: "Router Lab")
        url = "app://lab"
    }

    override var isEditingText: Bool { focus == 0 }

    private var stops: Int { 1 + Self.choices.count }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .down:
            focus = min(stops - 1, focus + 1)
        case .up:
            if focus == 1 { focusBeforeField = 1 }
            focus = max(0, focus - 1)
        case .character("/") where focus > 0:
            focusBeforeField = focus
            focus = 0
        case .escape where focus == 0:
            // Esc leaves the field, so q, digits and Esc itself work as everywhere else.
            focus = focusBeforeField
        case .enter where focus == 0:
            let typed = field.text.trimmingSpaces
            guard !typed.isEmpty else { return true }
            open(typed)
            focus = focusBeforeField
        case .enter:
            activate()
        case .character(" ") where focus > 0:
            activate()
        case let paging where focus > 0 && [.pageUp, .pageDown, .home, .end].contains(paging):
            _ = timelineView.handle(paging)
        default:
            return focus == 0 && field.handle(key)
        }
        return true
    }

    private func activate() {
        switch Self.choices[focus - 1] {
        case .toggle(let item): switches.toggle(item)
        case .demo(let style): open("app://lab/transition/\(style.rawValue)")
        case .slowMotion:
            guard let animator = window?.animator else { return }
            animator.timeScale = animator.timeScale == 1 ? 4 : 1
        }
    }

    private func label(of choice: Choice) -> String {
        switch choice {
        case .toggle(let item): "[\(switches.isOn(item) ? "x" : " ")] \(item.rawValue)"
        case .demo(let style): style.rawValue
        case .slowMotion: "[\(window?.animator.timeScale ?? 1 > 1 ? "x" : " ")] slow motion"
        }
    }

    override var bindings: [KeyBinding] {
        [
            KeyBinding(.up, .down, action: "move"), KeyBinding(.character("/"), action: "resolve a URL"),
            KeyBinding(.enter, action: focus == 0 ? "open the URL" : { if case .demo = Self.choices[focus - 1] { "open" } else { "toggle" } }()),
            KeyBinding(.pageUp, .pageDown, .home, .end, label: "PgUp/PgDn", action: "scroll the timeline", secondary: true),
        ]
    }

    override func scroll(by rows: Int, area: Int) {
        switch area {
        case 0: routeView.scroll(by: rows)
        case 1: timelineView.scroll(by: rows)
        default: logView.scroll(by: rows)
        }
    }

    // MARK: Drawing

    override func draw(in canvas: inout Canvas) {
        var row = 1
        canvas.write("Resolve:", column: 1, row: row)
        field.draw(in: &canvas, column: 10, row: row, width: max(1, canvas.width - 11), focused: focus == 0)
        row += 1
        for line in resolutionLines() {
            canvas.write(TextWidth.truncate(line, to: max(0, canvas.width - 3)), column: 3, row: row)
            row += 1
        }
        row = drawChoices(in: &canvas, row: row + 1) + 1
        drawColumns(in: &canvas, from: row)
    }

    private func resolutionLines() -> [String] {
        let typed = field.text.trimmingSpaces
        guard !typed.isEmpty else { return ["Type a URL: the match, its parameters and every candidate, in order.", "", ""] }
        let resolution = router.resolve(typed, origin: .internal)
        guard let match = resolution.match else {
            let error = resolution.error?.description ?? ""
            return ["no match  \(error)", "", ""]
        }
        let parameters = match.request.stringParameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let redirects = resolution.redirects.isEmpty ? "" : "  via \(resolution.redirects.joined(separator: " → "))"
        return [
            "match \(match.route.name)  \(match.route.pattern.text)\(redirects)",
            "parameters \(parameters.isEmpty ? "none" : parameters.joined(separator: ", "))",
            "candidates \(match.candidates.map(\.name).joined(separator: " → "))",
        ]
    }

    /// The handler switches, the transition demos and slow motion, a row per group.
    private func drawChoices(in canvas: inout Canvas, row: Int) -> Int {
        var stop = 1
        for (offset, (title, choices)) in Self.rows.enumerated() {
            canvas.write(title, column: 1, row: row + offset)
            var column = 12
            for choice in choices {
                column = canvas.write(label(of: choice), column: column, row: row + offset, style: focus == stop ? .selection : .plain) + 2
                stop += 1
            }
        }
        return row + Self.rows.count
    }

    /// From this width the route table, the timeline and the log stand side by side.
    static let threeColumnWidth = 120

    /// The route table, the last request's timeline and the live lifecycle log: three columns
    /// on a wide terminal, else the table on the left and the timeline above the log on the right.
    private func drawColumns(in canvas: inout Canvas, from row: Int) {
        let height = canvas.height - row
        guard height > 1 else { return }
        let panes: [Rect]
        if canvas.width >= Self.threeColumnWidth {
            let third = canvas.width / 3
            panes = [
                Rect(x: 1, y: row, width: third - 1, height: height),
                Rect(x: third + 1, y: row, width: third - 1, height: height),
                Rect(x: 2 * third + 1, y: row, width: canvas.width - 2 * third - 1, height: height),
            ]
        } else {
            let half = canvas.width / 2
            let logHeight = max(3, height / 3)
            panes = [
                Rect(x: 1, y: row, width: half - 1, height: height),
                Rect(x: half + 1, y: row, width: canvas.width - half - 1, height: height - logHeight),
                Rect(x: half + 1, y: row + height - logHeight, width: canvas.width - half - 1, height: logHeight),
            ]
        }
        let routes = router.table.routes
        drawPane("Routes (\(routes.count))", routes.map { ("\($0.name)  \($0.pattern.text)", .hint) }, in: panes[0], view: &routeView, area: 0, canvas: &canvas)
        let timeline = lastRequest()?.labLines ?? [("Open a URL to see its way through the router.", .hint)]
        drawPane("Last request", timeline, in: panes[1], view: &timelineView, area: 1, canvas: &canvas)
        drawPane("Lifecycle log", recentEvents().map { ($0, .plain) }, in: panes[2], view: &logView, area: 2, canvas: &canvas)
    }

    /// A title in the pane's first row and its lines, scrolled by `view`, below.
    private func drawPane(_ title: String, _ lines: [(text: String, style: Style)], in pane: Rect, view: inout ScrollView, area: Int, canvas: inout Canvas) {
        canvas.write(title, column: pane.x, row: pane.y, style: .title, width: pane.width)
        let rect = Rect(x: pane.x, y: pane.y + 1, width: pane.width, height: pane.height - 1)
        guard rect.height > 0 else { return }
        view.layout(contentHeight: lines.count, viewportHeight: rect.height)
        for (offset, line) in lines[view.visibleRows].enumerated() {
            canvas.write(line.text, column: rect.x, row: rect.y + offset, style: line.style, width: rect.width - 1)
        }
        // Written up to the column's edge less one, so a cut line's `…` stays inside it.
        view.drawIndicators(in: &canvas, area: Rect(x: rect.x, y: rect.y, width: rect.width - 1, height: rect.height))
        canvas.addRegion(rect, .scrollArea(area))
    }
}
