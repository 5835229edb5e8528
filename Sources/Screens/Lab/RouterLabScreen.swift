import RouterCore
import TUIShell

/// The Router Lab: resolve what you type (match, parameters, ordered candidates), switch the demo
/// handlers, open the transition demos, and watch the route table, the last request's timeline
/// (`n` and `p` step through it) and the live lifecycle log.
@MainActor
final class RouterLabScreen: Screen {
    private let router: Router
    private let recentEvents: @MainActor () -> [String]
    let lastRequest: @MainActor () -> RequestTimeline?
    let switches: HandlerSwitches
    private(set) var field = TextField()
    /// Tab completion in the field, as the command bar's.
    private var completion = LinkCompletion()
    private let history: @MainActor () -> [String]
    /// 0 is the field, then the choices row by row. Focus starts on the first switch so the
    /// global keys (1–9, Tab, q) work when the tab opens; ↑ or `/` reach the field.
    private(set) var focus = 1
    /// Where focus was before the field took it: leaving the field (Esc, or opening what it
    /// holds) puts it back, so `q` and the digits work again at once.
    private var focusBeforeField = 1
    /// The route table, the last request's timeline and the lifecycle log, one focused.
    private(set) var panes = LabPanes()
    /// Where `n` and `p` have got to in the last request's steps.
    private(set) var stepCursor = LabStepCursor()
    /// What the user moved last, which narration's focus follows.
    private(set) var moved = Moved.choice

    /// What the user can move in the Lab: the focus among the field and the choices, the place
    /// in the last request's steps, the focused pane.
    enum Moved {
        case choice, step, pane
    }

    /// - Parameters:
    ///   - recentEvents: the latest lifecycle and router lines, for the live log.
    ///   - lastRequest: the timeline of the latest request.
    ///   - history: the command bar's history, which Tab completes from with the route patterns.
    init(
        router: Router, recentEvents: @escaping @MainActor () -> [String],
        lastRequest: @escaping @MainActor () -> RequestTimeline?,
        history: @escaping @MainActor () -> [String],
        switches: HandlerSwitches
    ) {
        self.router = router
        self.history = history
        self.recentEvents = recentEvents
        self.lastRequest = lastRequest
        self.switches = switches
        super.init(name: "RouterLab", title: "Router Lab")
        url = "app://lab"
    }

    override var isEditingText: Bool { focus == 0 }

    private var stops: Int { 1 + Self.choices.count }

    override func handle(_ key: Key) -> Bool {
        let before = focus
        let used = act(on: key)
        if focus != before { moved = .choice }
        return used
    }

    private func act(on key: Key) -> Bool {
        switch key {
        case .character("j") where focus > 0, .character("k") where focus > 0:
            return act(on: key == .character("j") ? .down : .up)
        case .left where focus > 0, .right where focus > 0:
            // ←/→ walk the choices of one row; the row's ends stop them.
            let next = focus + (key == .left ? -1 : 1)
            if Self.stopMap.row(of: next) == Self.stopMap.row(of: focus) { focus = next }
        case .down:
            focus = focus == 0 ? 1 : Self.stopMap.stop(from: focus, rowStep: 1) ?? focus
        case .up where focus > 0:
            guard let above = Self.stopMap.stop(from: focus, rowStep: -1) else {
                focusBeforeField = focus
                focus = 0
                return true
            }
            focus = above
        case .character("/") where focus > 0:
            focusBeforeField = focus
            focus = 0
        case .escape where focus == 0:
            // Esc leaves the field, so q, digits and Esc itself work as everywhere else.
            focus = focusBeforeField
            completion.reset()
        case .tab where focus == 0, .backTab where focus == 0:
            completion.complete(
                &field,
                candidates: LinkCompletion.candidates(
                    history: history(), patterns: router.table.routes.map(\.pattern.text)),
                step: key == .tab ? 1 : -1)
        case .enter where focus == 0:
            let typed = field.text.trimmingSpaces
            guard !typed.isEmpty else { return true }
            open(typed)
            focus = focusBeforeField
            completion.reset()
        case .enter:
            activate()
        case .character(" ") where focus > 0:
            activate()
        case let paging where focus > 0 && [.pageUp, .pageDown, .home, .end].contains(paging):
            panes.page(paging)
        case .character("]") where focus > 0, .character("[") where focus > 0:
            panes.focus(step: key == .character("]") ? 1 : -1)
            moved = .pane
        case .character("n") where focus > 0, .character("p") where focus > 0:
            return step(by: key == .character("n") ? 1 : -1)
        default:
            guard focus == 0, field.handle(key) else { return false }
            completion.reset()
        }
        return true
    }

    /// A click: regions `0..<stops` are the field and the choices (focus, and a choice acts as
    /// Enter would); from `stops` on, one per route row, which starts the field with the route's
    /// pattern up to its first parameter.
    override func click(item index: Int) {
        if index < stops {
            moved = .choice
            if index == 0, focus > 0 { focusBeforeField = focus }
            focus = index
            if index > 0 { activate() }
            return
        }
        let routes = router.table.routes
        guard routes.indices.contains(index - stops) else { return }
        field.setText(
            LinkCompletion.literalPrefix(of: routes[index - stops].pattern.text) ?? routes[index - stops].pattern.text)
        completion.reset()
        focusBeforeField = max(1, focus)
        focus = 0
    }

    /// `n` / `p`: the next or previous step of the last request, shown in its pane, which takes
    /// the focus.
    private func step(by delta: Int) -> Bool {
        guard let timeline = lastRequest() else { return false }
        stepCursor.move(by: delta, in: timeline)
        panes.focus(.timeline)
        if let step = stepCursor.step(in: timeline) { panes.reveal(timeline.labLine(ofStep: step), in: .timeline) }
        moved = .step
        return true
    }

    private func activate() {
        moved = .choice
        switch Self.choices[focus - 1] {
        case .toggle(let item): switches.toggle(item)
        case .demo(let style): open("app://lab/transition/\(style.rawValue)")
        case .slowMotion:
            guard let animator = window?.animator else { return }
            animator.timeScale = animator.timeScale == 1 ? 4 : 1
        }
    }

    override var bindings: [KeyBinding] { labBindings }

    override var narration: Narration? { labNarration }

    override func scroll(by rows: Int, area: Int) {
        panes.scroll(by: rows, area: area)
    }

    // MARK: Drawing

    /// Draws from the top, or shifted up as far as it takes to keep the focused choice in
    /// sight on a short terminal.
    override func draw(in canvas: inout Canvas) {
        let resolution = resolutionLines()
        let choices = LabChoiceLayout(
            rows: Self.rows.map { ($0.label, $0.choices.map(label(of:))) }, width: canvas.width)
        let choicesTop = 3 + resolution.count
        let focusedLine = focus == 0 ? 1 : choicesTop + choices.placements[focus - 1].line
        let top = -max(0, focusedLine - (canvas.height - 1))
        canvas.write("Resolve:", column: 1, row: top + 1)
        field.draw(in: &canvas, column: 10, row: top + 1, width: max(1, canvas.width - 11), focused: focus == 0)
        canvas.addClickRegion(Rect(x: 10, y: top + 1, width: max(1, canvas.width - 11), height: 1), item: 0)
        // Tab's choices take the resolution's rows while they are listed.
        if completion.choices.isEmpty {
            for (offset, line) in resolution.enumerated() {
                canvas.write(TextWidth.truncate(line, to: max(0, canvas.width - 3)), column: 3, row: top + 2 + offset)
            }
        } else {
            completion.draw(
                in: &canvas, area: Rect(x: 3, y: top + 2, width: max(0, canvas.width - 4), height: resolution.count))
        }
        drawChoices(choices, in: &canvas, row: top + choicesTop)
        drawColumns(in: &canvas, from: top + choicesTop + choices.lineCount + 1)
    }

    func resolutionLines() -> [String] {
        let typed = field.text.trimmingSpaces
        guard !typed.isEmpty else {
            return ["Type a URL: the match, its parameters and every candidate, in order.", "", ""]
        }
        let summary = ResolutionSummary(router.resolve(typed, origin: .internal))
        return [summary.headline, summary.parameters, summary.candidates]
    }

    /// The handler switches, the transition demos and slow motion, laid out by `layout`.
    private func drawChoices(_ layout: LabChoiceLayout, in canvas: inout Canvas, row: Int) {
        for title in layout.titles { canvas.write(title.text, column: 1, row: row + title.line) }
        for (index, place) in layout.placements.enumerated() {
            let stop = index + 1
            let end = canvas.write(
                place.text, column: place.column, row: row + place.line, style: focus == stop ? .selection : .plain,
                width: canvas.width - place.column)
            canvas.addClickRegion(
                Rect(x: place.column, y: row + place.line, width: end - place.column, height: 1), item: stop)
        }
    }

    /// The route table, the last request's timeline and the live lifecycle log below `row`.
    private func drawColumns(in canvas: inout Canvas, from row: Int) {
        let height = canvas.height - row
        guard row >= 0, height > 1 else { return }
        let rects = LabPanes.layout(width: canvas.width, row: row, height: height)
        let routes = router.table.routes
        // Names in a column of their own (at most half the pane), the patterns lined up after it.
        let nameWidth = min(rects[0].width / 2, (routes.map { TextWidth.of($0.name) }.max() ?? 0) + 2)
        let lines = routes.map { route in
            let name = TextWidth.truncate(route.name, to: nameWidth - 2)
            return (
                name + String(repeating: " ", count: nameWidth - TextWidth.of(name)) + route.pattern.text, Style.hint
            )
        }
        panes.draw(
            .routes, title: "Routes (\(routes.count))", lines: lines, in: rects[0], canvas: &canvas, firstItem: stops)
        let request = lastRequest()
        let timeline = request?.labLines ?? [("Open a URL to see its way through the router.", .hint)]
        let step = request.flatMap { request in stepCursor.step(in: request).map(request.labLine(ofStep:)) }
        panes.draw(.timeline, title: "Last request", lines: timeline, in: rects[1], canvas: &canvas, selected: step)
        panes.draw(
            .log, title: "Lifecycle log", lines: recentEvents().map { ($0, .plain) }, in: rects[2], canvas: &canvas)
    }
}
