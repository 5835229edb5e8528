import RouterCore
import TUIShell

/// The goods module: the Home tab's goods list and one product.
@MainActor
enum GoodsScreens {
    struct Goods {
        let id: Int
        let name: String
        let price: Int
    }

    static let catalogue = [
        Goods(id: 1, name: "Mechanical keyboard", price: 399),
        Goods(id: 2, name: "Terminal mug", price: 59),
        Goods(id: 3, name: "Router handbook", price: 88),
    ]

    static func register(in registry: ScreenRegistry) {
        registry.register("Home") { _ in home() }
        registry.register("GoodsDetail") { request in
            let id = request["id"] ?? "?"
            let goods = catalogue.first { String($0.id) == id }
            return ListScreen(
                name: "GoodsDetail", title: "Goods #\(id)",
                lines: [goods?.name ?? "A product", "Price: ¥\(goods?.price ?? 100)"],
                items: [.init("Buy", url: "app://order/make?goodsID=\(id)&count=1")]
            )
        }
    }

    static func home() -> Screen {
        let screen = ListScreen(
            name: "Home", title: "Home", lines: ["Goods"],
            items: catalogue.map { .init("Goods #\($0.id)  \($0.name)  ¥\($0.price)", url: "app://goods/\($0.id)") }
        )
        screen.url = "app://home"
        return screen
    }
}
