import RouterCore
import TUIShell

/// Builds the demo app: its modules, tabs, handlers and middleware on a router for a route table.
/// The tabs are the table's `tab:` routes (``TabRoot``), so a table of one's own (`--routes`)
/// has its own tabs.
@MainActor
package enum DemoApp {
    /// The app for `table` (the demo's own, or one from a file), at `size`.
    package static func make(
        table: RouteTable, history: CommandHistory = CommandHistory(directory: nil),
        size: (width: Int, height: Int) = (80, 24)
    ) -> ShellApp {
        let (tabs, problems) = TabRoot.all(in: table)
        return make(loading: table, tabs: tabs, problems: problems, history: history, size: size)
    }

    /// The app for the demo's own table, which is parsed when a route is first needed, so it
    /// can be loaded after the first frame: its tabs are known without it (``DemoRouteTable/tabs``).
    package static func makeBuiltIn(history: CommandHistory) -> ShellApp {
        make(loading: DemoRouteTable.builtIn, tabs: DemoRouteTable.tabs, problems: [], history: history, size: (80, 24))
    }

    private static func make(
        loading table: @autoclosure @escaping @Sendable () -> RouteTable, tabs: [TabRoot], problems: [RouteError],
        history: CommandHistory, size: (width: Int, height: Int)
    ) -> ShellApp {
        let context = DemoContext(router: Router(loadingTable: table))
        let orders = OrderBook()
        GoodsModule.install(in: context)
        OrderModule.install(in: context, book: orders)
        AccountModule.install(in: context)
        MineModule.install(in: context)
        ContentModule.install(in: context)
        LabModule.install(in: context)

        let (roots, rootProblems) = ShellApp.tabs(tabs, screens: context.screens)
        let app = ShellApp(router: context.router, screens: context.screens, tabs: roots, history: history, size: size)
        if !(problems + rootProblems).isEmpty { app.status.show(problems + rootProblems) }
        context.app = app
        app.onRelease.append { context.dismantle() }
        let navigator = app.navigator
        navigator.useScreenHandler(DemoScreenHandler(context: navigator.context, switches: context.switches))
        let makeOrder = MediatorScreenHandler(
            context: navigator.context, switches: context.switches, mediator: context.mediator, target: "Order",
            action: "makeScreen")
        navigator.useScreenHandler(makeOrder, forRoute: "order.make")
        navigator.useScreenHandler(
            MediatorScreenHandler(context: navigator.context, switches: context.switches, mediator: context.mediator),
            forRoute: "mediator")
        navigator.useScreenHandler(TransitionDemoHandler(context: navigator.context), forRoute: "lab.transition")
        DemoHandlers.install(on: context.router, app: app)
        return app
    }
}
