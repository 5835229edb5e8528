import RouterCore
import TUIShell

/// The Router Lab: resolve what you type (match, parameters, ordered candidates), switch the demo
/// handlers, open the transition demos, and watch the route table and the live lifecycle log.
@MainActor
final class RouterLabScreen: Screen {
    private let router: Router
    private let recentEvents: @MainActor () -> [String]
    private let switches: HandlerSwitches
    private var field = TextField()
    /// 0 is the field, then the switches, then the transition demos. Focus starts on the first
    /// switch so the global keys (1–9, Tab, q) work when the tab opens; ↑ or `/` reach the field.
    private var focus = 1

    private static let demos = TransitionStyle.allCases

    /// - Parameter recentEvents: the latest lifecycle and router lines, for the live log.
    init(router: Router, recentEvents: @escaping @MainActor () -> [String], switches: HandlerSwitches) {
        self.router = router
        self.recentEvents = recentEvents
        self.switches = switches
        super.init(name: "RouterLab", title: "Router Lab")
        url = "app://lab"
    }

    override var isEditingText: Bool { focus == 0 }

    private var stops: Int { 1 + HandlerSwitches.Switch.allCases.count + Self.demos.count }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .down:
            focus = min(stops - 1, focus + 1)
        case .up:
            focus = max(0, focus - 1)
        case .character("/") where focus > 0:
            focus = 0
        case .escape where focus == 0:
            // Esc leaves the field, so q, digits and Esc itself work as everywhere else.
            focus = 1
        case .enter where focus == 0:
            let typed = field.text.trimmingSpaces
            if !typed.isEmpty { open(typed) }
        case .enter:
            activate()
        case .character(" ") where focus > 0:
            activate()
        default:
            return focus == 0 && field.handle(key)
        }
        return true
    }

    private func activate() {
        let switchCount = HandlerSwitches.Switch.allCases.count
        if focus <= switchCount {
            switches.toggle(HandlerSwitches.Switch.allCases[focus - 1])
        } else {
            open("app://lab/transition/\(Self.demos[focus - 1 - switchCount].rawValue)")
        }
    }

    override var bindings: [KeyBinding] {
        [
            KeyBinding(.up, .down, action: "move"), KeyBinding(.character("/"), action: "resolve a URL"),
            KeyBinding(.enter, action: focus == 0 ? "open the URL" : focus <= HandlerSwitches.Switch.allCases.count ? "toggle" : "open"),
        ]
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

    /// The handler switches and the transition demos, one row each.
    private func drawChoices(in canvas: inout Canvas, row: Int) -> Int {
        let rows = [
            ("Handlers:", HandlerSwitches.Switch.allCases.map { "[\(switches.isOn($0) ? "x" : " ")] \($0.rawValue)" }),
            ("Demos:", Self.demos.map { "show with \($0.rawValue)" }),
        ]
        var stop = 1
        for (offset, (label, choices)) in rows.enumerated() {
            canvas.write(label, column: 1, row: row + offset)
            var column = 11
            for choice in choices {
                column = canvas.write(choice, column: column, row: row + offset, style: focus == stop ? .selection : .plain) + 2
                stop += 1
            }
        }
        return row + rows.count
    }

    /// The route table on the left, the live lifecycle log on the right.
    private func drawColumns(in canvas: inout Canvas, from row: Int) {
        let height = canvas.height - row
        guard height > 1 else { return }
        let half = canvas.width / 2
        let routes = router.table.routes
        canvas.write("Routes (\(routes.count))", column: 1, row: row, style: .title)
        canvas.write("Lifecycle log", column: half + 1, row: row, style: .title)
        for (offset, route) in routes.prefix(height - 1).enumerated() {
            let text = "\(route.name)  \(route.pattern.text)"
            canvas.write(TextWidth.truncate(text, to: max(0, half - 2)), column: 1, row: row + 1 + offset, style: .hint)
        }
        for (offset, line) in recentEvents().suffix(height - 1).enumerated() {
            canvas.write(TextWidth.truncate(line, to: max(0, canvas.width - half - 2)), column: half + 1, row: row + 1 + offset)
        }
    }
}
