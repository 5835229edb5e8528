import Benchmark
import RouterCore
import TUIShell

/// A full 200×60 frame: title bar, a screen of mixed ASCII and CJK text with a selection, tab bar
/// and footer; and the same frame halfway through a slide, which renders two screens.
@MainActor
private func makeApp() throws -> ShellApp {
    let items = (0..<50).map { ListScreen.Item("Item \($0)  北京烤鸭 · Peking duck · ¥\($0 * 7)", url: "app://item/\($0)") }
    let home = ListScreen(name: "Home", title: "Home", lines: ["A screen of goods, 路由 and routes"], items: items)
    let table = try RouteTable(validating: [
        Route(name: "item", pattern: "app://item/:id", access: .public, screen: "Item")
    ])
    let screens = ScreenRegistry()
    screens.register("Item") { request in
        ListScreen(
            name: "Item", title: "Item \(request["id"] ?? "")", lines: Array(repeating: "详情 detail line", count: 40))
    }
    return ShellApp(
        router: Router(table: table), screens: screens,
        tabs: [("Home", home), ("Orders", ListScreen(title: "Orders")), ("Mine", ListScreen(title: "Mine"))],
        history: CommandHistory(directory: nil), size: (200, 60)
    )
}

/// What the curses terminal adds to a frame: each run of same-styled cells resolved to its
/// theme colours and attributes.
@MainActor
private func resolveRuns(of grid: CellGrid, in appearance: Appearance) -> Int {
    var runs = 0
    for row in 0..<grid.height {
        var previous: Style?
        for column in 0..<grid.width {
            guard let style = grid[column, row]?.style, style != previous else { continue }
            blackHole(appearance.resolve(style))
            previous = style
            runs += 1
        }
    }
    return runs
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], warmupIterations: 3, maxDuration: .seconds(3), maxIterations: 2_000)

    // The app lives on the main actor; the benchmark object is handed over to it and only used
    // there while this closure waits, so the unchecked handover is safe.
    for sliding in [false, true] {
        for inColour in [false, true] {
            let name =
                "Render 200x60 frame" + (sliding ? " mid-slide" : "") + (inColour ? " in colour (runs resolved)" : "")
            Benchmark(name) { benchmark async in
                nonisolated(unsafe) let benchmark = benchmark
                await MainActor.run {
                    let app = try! makeApp()
                    if sliding {
                        app.window.animator.isEnabled = true
                        try! app.window.push(
                            ListScreen(
                                name: "Item", title: "Item", lines: Array(repeating: "详情 detail line", count: 40)),
                            transition: SlideTransition())
                        app.advance(by: 125)
                    }
                    benchmark.startMeasurement()
                    for _ in benchmark.scaledIterations {
                        let frame = app.render()
                        blackHole(inColour ? resolveRuns(of: frame, in: app.appearance) : frame.width)
                    }
                    benchmark.stopMeasurement()
                }
            }
        }
    }
}
