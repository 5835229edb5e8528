/// The frame: a title bar, the top screen (or a transition between two), overlays, the tab bar,
/// and a footer with key hints, a status line or the command bar.
extension ShellApp {
    /// Renders the current frame.
    public func render() -> CellGrid {
        let (width, height) = size
        var grid = CellGrid(width: width, height: height)
        guard width > 0, height > 0 else { return grid }
        let contentTop = height >= 3 ? 1 : 0
        let contentBottom = height >= 4 ? height - 2 : height
        let content = Rect(x: 0, y: contentTop, width: width, height: contentBottom - contentTop)

        drawContent(into: &grid, area: content)
        if contentTop == 1 { drawTitleBar(into: &grid) }
        for overlay in overlays { overlay.draw(into: &grid, content: content) }
        if height >= 4 { drawTabBar(into: &grid, row: height - 2) }
        if height >= 2 || content.height == 0 { drawFooter(into: &grid, row: height - 1) }
        return grid
    }

    private func screenImage(_ screen: Screen?, size: Rect) -> CellGrid {
        var canvas = Canvas(grid: CellGrid(width: size.width, height: size.height), bounds: Rect(x: 0, y: 0, width: size.width, height: size.height))
        screen?.draw(in: &canvas)
        return canvas.grid
    }

    private func drawContent(into grid: inout CellGrid, area: Rect) {
        guard area.height > 0 else { return }
        if let active = host.activeTransition {
            let frame = active.transition.frame(
                from: screenImage(active.from, size: area), to: screenImage(active.to, size: area),
                progress: active.progress(at: host.clock.now), direction: active.direction
            )
            grid.draw(frame, atColumn: area.x, row: area.y)
        } else {
            grid.draw(screenImage(host.topScreen, size: area), atColumn: area.x, row: area.y)
        }
    }

    private func drawTitleBar(into grid: inout CellGrid) {
        grid.fill(Rect(x: 0, y: 0, width: grid.width, height: 1), style: .highlight)
        let top = host.activeTransition?.to ?? host.topScreen
        let depth = host.visibleStack?.screens.count ?? 0
        let marker = host.modals.isEmpty ? (depth > 1 ? "‹ " : "") : "▣ "
        grid.write(" \(marker)\(top?.title ?? "")", column: 0, row: 0, style: Style(bold: true, reverse: true))
    }

    private func drawTabBar(into grid: inout CellGrid, row: Int) {
        if isCommandBarOpen, let error = commandBar.error {
            grid.write("✗ \(error)", column: 0, row: row, style: .error)
            return
        }
        var column = 0
        for (index, tab) in host.tabs.enumerated() {
            let label = " \(index + 1) \(tab.name) "
            column = grid.write(label, column: column, row: row, style: index == host.selectedTabIndex ? .highlight : .plain)
            column = grid.write("│", column: column, row: row, style: .hint)
        }
    }

    private func drawFooter(into grid: inout CellGrid, row: Int) {
        if isCommandBarOpen {
            var canvas = Canvas(grid: grid, bounds: Rect(x: 0, y: row, width: grid.width, height: 1))
            canvas.write(":", row: 0)
            commandBar.field.draw(in: &canvas, column: 1, row: 0, width: grid.width - 1, focused: true)
            grid = canvas.grid
            return
        }
        if let status {
            grid.write(status, column: 0, row: row, style: status.hasPrefix("error") ? .error : .hint)
            return
        }
        let bindings = (overlays.last(where: { !($0 is ToastOverlay) })?.bindings ?? host.topScreen?.bindings ?? []) + Self.globalBindings
        let hints = bindings.map { "\($0.keys[0]) \($0.action)" }.joined(separator: "  ")
        grid.write(hints, column: 0, row: row, style: .hint)
    }
}
