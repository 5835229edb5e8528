/// The frame: each screen with its own title bar (so a transition moves the title with the
/// content), overlays, the tab bar, and a footer with key hints or the status messages.
@MainActor
struct FrameRenderer {
    let window: Window
    let overlays: OverlayStack
    let status: StatusLine
    /// The bindings that work now, most important first: the overlay's and the screen's own,
    /// then the global ones.
    let hints: (own: [KeyBinding], global: [KeyBinding])

    func render(width: Int, height: Int) -> CellGrid {
        var grid = CellGrid(width: width, height: height)
        guard width > 0, height > 0 else { return grid }
        guard width >= Self.smallest.width, height >= Self.smallest.height else {
            drawTooSmall(into: &grid)
            return grid
        }
        // Each row is drawn by one thing. The footer always has the last row; on a short
        // terminal the tab bar gives way first (under 4 rows), then the title bar (under 3), so
        // at 12×2 one row of the screen is left above the footer. Under a modal the modal's
        // screen takes the tab bar's row.
        let hasTitleBar = height >= 3
        let hasTabBar = height >= 4 && !window.isTabBarCovered
        let screenArea = Rect(x: 0, y: 0, width: width, height: height - (hasTabBar ? 2 : 1))
        drawScreens(into: &grid, area: screenArea, titleBar: hasTitleBar)
        let content = Rect(
            x: 0, y: hasTitleBar ? 1 : 0, width: width, height: screenArea.height - (hasTitleBar ? 1 : 0))
        if hasTabBar { drawTabBar(into: &grid, row: height - 2) }
        // Messages beyond the footer's one row go above the tab bar, never over the title.
        let above = Rect(x: 0, y: content.y, width: width, height: max(0, height - 1 - content.y - (hasTabBar ? 1 : 0)))
        drawFooter(into: &grid, row: height - 1, above: above)
        // On a tiny terminal a dialog may use every row, the chrome's too: a quit dialog that
        // cannot be seen is worse than one over the title, the tab bar and the footer.
        let dialogArea =
            content.height >= Self.smallestOverlayArea ? content : Rect(x: 0, y: 0, width: width, height: height)
        for (index, overlay) in overlays.overlays.enumerated() {
            let drawnBefore = grid.regions.count
            overlay.draw(into: &grid, content: overlay.blocksInput ? dialogArea : content)
            for region in drawnBefore..<grid.regions.count { grid.regions[region].layer = .overlay(index) }
        }
        // The palette over the command bar: the footer shows the keys of what is on top.
        if let top = overlays.keyTaker, !top.coversFooter, overlays.overlays.contains(where: \.coversFooter) {
            grid.fill(Rect(x: 0, y: height - 1, width: width, height: 1))
            drawFooter(into: &grid, row: height - 1, above: above)
        }
        return grid
    }

    /// The fewest content rows a dialog is drawn within (a border, a line, its buttons).
    static let smallestOverlayArea = 5

    /// The smallest terminal the app is drawn in (a row of the screen and the footer, a tab
    /// or two); a smaller one shows ``drawTooSmall(into:)``'s notice.
    static let smallest = (width: 12, height: 2)

    /// `Too small: 3×2, needs 12×2`, wrapped to the terminal, as much as fits.
    private func drawTooSmall(into grid: inout CellGrid) {
        let (needed, size) = (Self.smallest, "\(grid.width)×\(grid.height)")
        var lines = TextWidth.wrap("Too small: \(size), needs \(needed.width)×\(needed.height)", to: grid.width)
        if lines.count > grid.height {
            lines = Array(lines.prefix(grid.height))
            lines[lines.count - 1] = TextWidth.truncate(lines[lines.count - 1] + " …", to: grid.width)
        }
        for (row, line) in lines.enumerated() { grid.write(line, column: 0, row: row, style: .warning) }
    }

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

    /// The status messages, newest in the footer and earlier ones in `above`'s last rows; else
    /// the key hints.
    private func drawFooter(into grid: inout CellGrid, row: Int, above: Rect) {
        guard status.messages.isEmpty else { return drawMessages(into: &grid, row: row, above: above) }
        var column = 0
        for (index, binding) in Self.footerHints(own: hints.own, global: hints.global, width: grid.width).enumerated() {
            if index > 0 { column += 2 }
            let start = column
            column = grid.write(binding.hintKey, column: column, row: row, style: .hintKey)
            column = grid.write(" \(binding.action)", column: column, row: row, style: .hint)
            if let key = binding.keys.first {
                grid.addRegion(Rect(x: start, y: row, width: column - start, height: 1), .key(key), layer: .chrome)
            }
        }
    }

    /// The messages' rows (``StatusLine/rows(width:room:)``) from the bottom up: the last on
    /// `row`, the others on the lower half of `above`.
    private func drawMessages(into grid: inout CellGrid, row: Int, above: Rect) {
        let rows = status.rows(width: grid.width, room: above.height / 2 + 1)
        for (offset, line) in rows.reversed().enumerated() {
            let y = offset == 0 ? row : above.maxY - offset
            grid.fill(Rect(x: 0, y: y, width: grid.width, height: 1))
            grid.write(line.text, column: 0, row: y, style: line.style)
        }
    }

    /// The bindings whose `key action` hints fit `width` two spaces apart, in the order given
    /// (secondary ones after every primary one); a binding whose key is already named is left
    /// out, and a hint that does not fit whole is skipped, never cut. When not all fit they are
    /// picked by rank: room for `? help` first (it is how a user finds the rest), then the
    /// screen's and the overlay's `own` keys, the moving arrows last of those (a user tries them
    /// anyway; `Enter open` says what the screen does), then the global keys, then the secondary.
    static func footerHints(own: [KeyBinding], global: [KeyBinding], width: Int) -> [KeyBinding] {
        let bindings = own + global
        let help = bindings.first { $0.keys.contains(.character("?")) }
        let helpWidth = help.map { TextWidth.of(hint($0)) } ?? 0
        let helpFits = help != nil && helpWidth <= width
        let isArrows = { (binding: KeyBinding) in
            binding.keys.starts(with: [.up, .down]) || binding.keys.starts(with: [.left, .right])
        }
        let ownPrimary = own.indices.filter { !own[$0].isSecondary }
        let ranked =
            ownPrimary.filter { !isArrows(own[$0]) } + ownPrimary.filter { isArrows(own[$0]) }
            + global.indices.filter { !global[$0].isSecondary }.map { own.count + $0 }
            + bindings.indices.filter { bindings[$0].isSecondary }
        var named = Set<Key>()
        var picked = Set<Int>()
        // Each hint adds its width and a two-space separator; the first needs no separator.
        var used = helpFits ? helpWidth : -2
        for index in ranked where !bindings[index].keys.contains(where: named.contains) {
            let binding = bindings[index]
            if binding == help {
                if helpFits { picked.insert(index) }
                named.formUnion(binding.keys)
                continue
            }
            let hintWidth = TextWidth.of(hint(binding)) + 2
            guard used + hintWidth <= width else { continue }
            picked.insert(index)
            used += hintWidth
            named.formUnion(binding.keys)
        }
        let order =
            bindings.indices.filter { !bindings[$0].isSecondary } + bindings.indices.filter { bindings[$0].isSecondary }
        return order.filter(picked.contains).map { bindings[$0] }
    }

    private static func hint(_ binding: KeyBinding) -> String { "\(binding.hintKey) \(binding.action)" }
}
