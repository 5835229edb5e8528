import RouterCore
import TUIShell

/// Builds the demo app: its modules, tabs, handlers and middleware on a router for a route table.
@MainActor
package enum DemoApp {
    /// The app for `table`, at `size`. The table is asked for when a route is first needed, so
    /// it can be loaded after the first frame.
    package static func make(
        table: @autoclosure @escaping @Sendable () -> RouteTable,
        history: CommandHistory = CommandHistory(directory: nil),
        size: (width: Int, height: Int) = (80, 24)
    ) -> ShellApp {
        let context = DemoContext(router: Router(loadingTable: table))
        let orders = OrderBook()
        GoodsModule.install(in: context)
        OrderModule.install(in: context, book: orders)
        AccountModule.install(in: context)
        MineModule.install(in: context)
        ContentModule.install(in: context)
        LabModule.install(in: context)

        let app = ShellApp(
            router: context.router, screens: context.screens,
            tabs: [
                ("Home", GoodsModule.home(context)), ("Orders", OrdersScreen(book: orders)),
                ("Mine", MineModule.mine(context)), ("Lab", LabModule.lab(context)),
            ],
            history: history, size: size
        )
        context.app = app
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
