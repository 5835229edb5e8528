import TUIShell

/// The Orders tab's root: the orders paid in this run, refreshed each time it appears.
@MainActor
final class OrdersScreen: ListScreen {
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

    private func refresh() {
        let paid = book.paid
        lines = paid.isEmpty ? ["No orders yet."] : paid.map { "Order #\($0.number)  \($0.goods) × \($0.count)  ¥\($0.total)  paid" }
    }
}
