/// The frame: each screen with its own title bar (so a transition moves the title with the
/// content), overlays, the tab bar, and a footer with key hints or the status messages.
@MainActor
struct FrameRenderer {
    let window: Window
    let overlays: OverlayStack
    let status: StatusLine
    /// The bindings that work now, most important first.
    let hints: [KeyBinding]

    func render(width: Int, height: Int) -> CellGrid {
        var grid = CellGrid(width: width, height: height)
        guard width > 0, height > 0 else { return grid }
        let hasTitleBar = height >= 3
        // Under a modal the modal's screen takes the tab bar's row.
        let hasTabBar = height >= 4 && !window.isTabBarCovered
        let screenArea = Rect(x: 0, y: 0, width: width, height: height >= 4 ? height - (hasTabBar ? 2 : 1) : height)
        drawScreens(into: &grid, area: screenArea, titleBar: hasTitleBar)
        let content = Rect(
            x: 0, y: hasTitleBar ? 1 : 0, width: width, height: screenArea.height - (hasTitleBar ? 1 : 0))
        if hasTabBar { drawTabBar(into: &grid, row: height - 2) }
        if height >= 2 || content.height == 0 { drawFooter(into: &grid, row: height - 1) }
        // On a tiny terminal a dialog may use the title and tab bar rows too: a quit dialog
        // that cannot be seen is worse than one over the chrome.
        let dialogArea =
            content.height >= Self.smallestOverlayArea
            ? content : Rect(x: 0, y: 0, width: width, height: max(0, height - 1))
        for (index, overlay) in overlays.overlays.enumerated() {
            let drawnBefore = grid.regions.count
            overlay.draw(into: &grid, content: overlay.blocksInput ? dialogArea : content)
            for region in drawnBefore..<grid.regions.count { grid.regions[region].layer = .overlay(index) }
        }
        return grid
    }

    /// The fewest content rows a dialog is drawn within (a border, a line, its buttons).
    static let smallestOverlayArea = 5

    private func drawScreens(into grid: inout CellGrid, area: Rect, titleBar: Bool) {
        guard area.height > 0 else { return }
        guard let active = window.animator.active else {
            // Still: the top screen draws straight into the frame.
            return Self.draw(window.topScreen, into: &grid, area: area, titleBar: titleBar)
        }
        let image = { (screen: Screen?) in
            var picture = CellGrid(width: area.width, height: area.height)
            Self.draw(
                screen, into: &picture, area: Rect(x: 0, y: 0, width: area.width, height: area.height),
                titleBar: titleBar)
            return picture
        }
        let outgoing = window.animator.outgoingPicture(width: area.width, height: area.height) { image(active.from) }
        let frame = active.transition.frame(
            from: outgoing, to: image(active.to),
            progress: active.progress(at: window.animator.clock.now), direction: active.direction
        )
        grid.draw(frame, atColumn: area.x, row: area.y)
    }

    /// One screen as drawn alone in `area`: its title bar (`‹` when Esc pops it, else `▣` at a
    /// modal's root) and its content.
    private static func draw(_ screen: Screen?, into grid: inout CellGrid, area: Rect, titleBar: Bool) {
        let top = titleBar ? 1 : 0
        Canvas.draw(in: &grid, bounds: Rect(x: area.x, y: area.y + top, width: area.width, height: area.height - top)) {
            canvas in
            screen?.draw(in: &canvas)
        }
        if titleBar {
            grid.fill(Rect(x: area.x, y: area.y, width: area.width, height: 1), style: Style(.title))
            let stack = screen?.navigationStack
            let isAboveRoot = stack.map { $0.root !== screen } ?? false
            let marker = isAboveRoot ? "‹ " : stack?.isModal == true ? "▣ " : ""
            grid.write(
                " \(marker)\(screen?.title ?? "")", column: area.x, row: area.y, style: Style(.title),
                maxColumn: area.maxX)
            // The `‹` goes back when clicked, as a navigation bar's back button does.
            if isAboveRoot {
                grid.addRegion(Rect(x: area.x, y: area.y, width: 3, height: 1), .key(.escape), layer: .chrome)
            }
        }
    }

    /// The tab bar; a bar wider than the frame is cut like any text, ending with `…`, so no
    /// tab disappears without a sign.
    private func drawTabBar(into grid: inout CellGrid, row: Int) {
        let labels = window.tabs.enumerated().map { " \($0.offset + 1) \($0.element.name) " }
        // Each label and its `│`; the last separator may fall off the edge without a cut.
        let isCut = labels.reduce(0) { $0 + TextWidth.of($1) + 1 } - 1 > grid.width
        var column = 0
        for (index, label) in labels.enumerated() where column < grid.width {
            let start = column
            column = grid.write(
                label, column: column, row: row, style: Style(index == window.selectedTabIndex ? .selectedTab : .tab))
            grid.addRegion(Rect(x: start, y: row, width: column - start, height: 1), .tab(index), layer: .chrome)
            column = grid.write("│", column: column, row: row, style: .hint)
        }
        // One `…` in the last cell, whether a label was cut there or the bar ended between tabs.
        if isCut { grid.write("…", column: grid.width - 1, row: row, style: .hint) }
    }

    /// The status messages, newest in the footer and earlier ones above it; else the key hints.
    private func drawFooter(into grid: inout CellGrid, row: Int) {
        let messages = status.messages.suffix(row + 1)
        guard messages.isEmpty else {
            for (offset, message) in messages.reversed().enumerated() {
                let style = Style(message.kind.role ?? .dim)
                grid.fill(Rect(x: 0, y: row - offset, width: grid.width, height: 1))
                grid.write(TextWidth.truncate(message.text, to: grid.width), column: 0, row: row - offset, style: style)
            }
            return
        }
        var column = 0
        for (index, binding) in Self.footerHints(hints, width: grid.width).enumerated() {
            if index > 0 { column += 2 }
            let start = column
            column = grid.write(binding.hintKey, column: column, row: row, style: .hintKey)
            column = grid.write(" \(binding.action)", column: column, row: row, style: .hint)
            if let key = binding.keys.first {
                grid.addRegion(Rect(x: start, y: row, width: column - start, height: 1), .key(key), layer: .chrome)
            }
        }
    }

    /// The bindings whose `key action` hints fit `width` two spaces apart, most important first
    /// (secondary ones after every primary one); a binding whose key is already named is left
    /// out, and a hint that does not fit whole is skipped, never cut. Room for `? help` is kept
    /// first, so it is the last hint to go: it is how a user finds the rest.
    static func footerHints(_ bindings: [KeyBinding], width: Int) -> [KeyBinding] {
        let help = bindings.first { $0.keys.contains(.character("?")) }
        let helpWidth = help.map { TextWidth.of(hint($0)) } ?? 0
        var named = Set<Key>()
        var shown: [KeyBinding] = []
        let helpFits = help != nil && helpWidth <= width
        // Each hint adds its width and a two-space separator; the first needs no separator.
        var used = helpFits ? helpWidth : -2
        let ordered = bindings.filter { !$0.isSecondary } + bindings.filter(\.isSecondary)
        for binding in ordered where !binding.keys.contains(where: named.contains) {
            if binding == help {
                if helpFits { shown.append(binding) }
                named.formUnion(binding.keys)
                continue
            }
            let hintWidth = TextWidth.of(hint(binding)) + 2
            guard used + hintWidth <= width else { continue }
            shown.append(binding)
            used += hintWidth
            named.formUnion(binding.keys)
        }
        return shown
    }

    private static func hint(_ binding: KeyBinding) -> String { "\(binding.hintKey) \(binding.action)" }
}
