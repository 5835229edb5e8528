/// The orders of this run: drafted on Confirm order, paid on Pay.
@MainActor
final class OrderBook {
    struct Order {
        let number: Int
        let goodsID: String
        let goods: String
        let count: Int
        let total: Int
        var isPaid = false
    }

    private(set) var orders: [Order] = []

    /// Drafts an order and returns its number.
    func draft(goodsID: String, goods: String, count: Int, price: Int) -> Int {
        let number = orders.count + 1
        orders.append(Order(number: number, goodsID: goodsID, goods: goods, count: count, total: count * price))
        return number
    }

    func order(_ number: Int) -> Order? { orders.first { $0.number == number } }

    func markPaid(_ number: Int) {
        guard let index = orders.firstIndex(where: { $0.number == number }) else { return }
        orders[index].isPaid = true
    }

    var paid: [Order] { orders.filter(\.isPaid) }
}
