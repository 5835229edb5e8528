import RouterCore
import TUIShell

/// The goods module: the Home tab's goods list and one product with a Buy button. Buying goes
/// through the router (so `requireLogin` applies) to the mediator's `Order/makeScreen`; the
/// order module answers through the `success` callback.
@MainActor
enum GoodsModule {
    struct Goods: Sendable {
        let id: Int
        let name: String
        let price: Int
    }

    nonisolated static let catalogue = [
        Goods(id: 1, name: "Mechanical keyboard", price: 399),
        Goods(id: 2, name: "Terminal mug", price: 59),
        Goods(id: 3, name: "Router handbook", price: 88),
    ]

    static func install(in context: DemoContext) {
        context.screens.register("Home") { _ in home(context) }
        context.screens.register("GoodsDetail") { request in detail(id: request["id"] ?? "") }
        context.mediator.register(target: "Goods") {
            MediatorTarget(
                name: "Goods",
                actions: ["info": { parameters throws(RouteError) in try info(id: parameters["id"] as? String) }])
        }
    }

    /// The Home tab's root: who is logged in, the goods, and a row for each other demo.
    static func home(_ context: DemoContext) -> Screen {
        let screen = HomeScreen(
            lines: [context.session.summary, "", "Goods, then more demos"],
            goods: catalogue.map { .init("Goods #\($0.id)  \($0.name)  ¥\($0.price)", url: "app://goods/\($0.id)") },
            demos: MoreDemos.items)
        screen.url = "app://home"
        context.broadcast.observe(.loginChanged, owner: screen) { [weak screen, session = context.session] in
            screen?.lines[0] = session.summary
        }
        return screen
    }

    private static func detail(id: String) -> Screen {
        guard let goods = catalogue.first(where: { String($0.id) == id }) else {
            return ListScreen(
                name: "GoodsDetail", title: "Goods #\(id)", lines: ["This product is not in the catalogue."])
        }
        let screen = WordedListScreen(
            name: "GoodsDetail", title: "Goods #\(id)", lines: [ListScreen.Line(goods.name), "Price: ¥\(goods.price)"])
        let success: MessageCallback = { [weak screen] message in
            screen?.lines = [
                ListScreen.Line(goods.name), "Price: ¥\(goods.price)", "", ListScreen.Line(message, style: .success),
            ]
        }
        screen.items = [
            .init("Buy", url: "app://order/make?goodsID=\(id)&count=1", inAppValues: ["success": success])
        ]
        return screen
    }

    /// `Goods/info`: name and price by id, for modules that show goods without knowing this one.
    private nonisolated static func info(id: String?) throws(RouteError) -> [String: String] {
        guard let id, !id.isEmpty else { throw RouteError(.declined, "Goods/info needs the parameter id") }
        guard let goods = catalogue.first(where: { String($0.id) == id }) else {
            throw RouteError(.notFound, "there is no goods #\(id)")
        }
        return ["name": goods.name, "price": String(goods.price)]
    }
}
