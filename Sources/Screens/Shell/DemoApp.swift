import RouterCore
import TUIShell

/// Builds the demo app: its tabs, screens and closure routes on a router for a route table.
@MainActor
public enum DemoApp {
    /// The app for `table` (default: the demo table), at `size`.
    public static func make(table: RouteTable, history: CommandHistory, size: (width: Int, height: Int)) -> ShellApp {
        let registry = ScreenRegistry()
        GoodsScreens.register(in: registry)
        OrderScreens.register(in: registry)
        AccountScreens.register(in: registry)
        MineScreens.register(in: registry)
        ContentScreens.register(in: registry)
        LabScreens.register(in: registry)

        let router = Router(table: table)
        let app = ShellApp(
            router: router, screens: registry,
            tabs: [("Home", GoodsScreens.home()), ("Orders", OrderScreens.orders()), ("Mine", MineScreens.mine()), ("Lab", LabScreens.lab())],
            history: history, size: size
        )
        DemoHandlers.install(on: router, app: app)
        return app
    }
}
