import RouterCore
import TUIShell

/// Builds the demo app: its modules, tabs, handlers and middleware on a router for a route table.
@MainActor
public enum DemoApp {
    /// The app for `table` (default: the demo table), at `size`.
    public static func make(table: RouteTable, history: CommandHistory, size: (width: Int, height: Int)) -> ShellApp {
        let context = DemoContext(router: Router(table: table))
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
        app.useScreenHandler(DemoScreenHandler(shell: app, switches: context.switches))
        let makeOrder = MediatorScreenHandler(shell: app, switches: context.switches, mediator: context.mediator, target: "Order", action: "makeScreen")
        app.useScreenHandler(makeOrder, forRoute: "order.make")
        app.useScreenHandler(MediatorScreenHandler(shell: app, switches: context.switches, mediator: context.mediator), forRoute: "mediator")
        DemoHandlers.install(on: context.router, app: app)
        return app
    }
}
