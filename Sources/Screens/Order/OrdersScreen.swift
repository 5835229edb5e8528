import TUIShell

/// The Orders tab's root: the orders paid in this run, refreshed each time it appears.
@MainActor
final class OrdersScreen: WordedListScreen {
    private let book: OrderBook

    init(book: OrderBook) {
        self.book = book
        super.init(name: "Orders", title: "Orders")
        url = "app://orders"
        refresh()
    }

    override func viewWillAppear() {
        refresh()
    }

    /// Paid orders as rows that open their goods, newest selected, so the list scrolls to it
    /// however many there are.
    private func refresh() {
        let paid = book.paid
        lines = paid.isEmpty ? ["No orders yet."] : []
        items = paid.map { order in
            .init(
                "Order #\(order.number)  \(order.goods) × \(order.count)  ¥\(order.total)  paid",
                url: "app://goods/\(order.goodsID)")
        }
        select(items.count - 1)
    }
}
