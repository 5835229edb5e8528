import RouterCore
import TUIShell

/// The order and pay modules: confirming an order, paying, the Orders tab.
@MainActor
enum OrderScreens {
    static func register(in registry: ScreenRegistry) {
        registry.register("ConfirmOrder") { request in
            ListScreen(
                name: "ConfirmOrder", title: "Confirm order",
                lines: ["Goods #\(request["goodsID"] ?? "?")", "Count: \(request["count"] ?? "1")"],
                items: [.init("Pay", url: "app://pay?orderID=1")]
            )
        }
        registry.register("Pay") { request in
            ListScreen(name: "Pay", title: "Pay", lines: ["Order #\(request["orderID"] ?? "?")"])
        }
        registry.register("Orders") { _ in orders() }
    }

    static func orders() -> Screen {
        let screen = ListScreen(name: "Orders", title: "Orders", lines: ["No orders yet."])
        screen.url = "app://orders"
        return screen
    }
}
