import RouterCore
import TUIShell

/// The order and pay modules: `Order/makeScreen` (the mediator action behind Buy and
/// `app://order/make`), Confirm order, the Pay modal and the Orders tab.
@MainActor
enum OrderModule {
    static func install(in context: DemoContext, book: OrderBook) {
        let mediator = context.mediator
        mediator.register(target: "Order") {
            MediatorTarget(
                name: "Order",
                actions: [
                    "makeScreen": { parameters throws(RouteError) in
                        try await makeScreen(parameters, book: book, mediator: mediator, context: context)
                    }
                ])
        }
        context.screens.register("Pay") { request throws(RouteError) in try pay(request, book: book) }
        context.screens.register("Orders") { _ in OrdersScreen(book: book) }
    }

    /// `Order.makeScreen(goodsID:count:success:)`: Confirm order for goods it learns about from
    /// the goods module through the mediator. Answers a screen, or throws why not.
    private nonisolated static func makeScreen(
        _ parameters: MediatorTarget.Parameters, book: OrderBook, mediator: Mediator, context: DemoContext
    ) async throws(RouteError) -> Screen {
        guard let goodsID = parameters["goodsID"] as? String, !goodsID.isEmpty else {
            throw RouteError(.declined, "Order/makeScreen needs the parameter goodsID")
        }
        guard let count = Int(parameters["count"] as? String ?? "1"), (1...99).contains(count) else {
            throw RouteError(.declined, "count must be a whole number from 1 to 99")
        }
        let info = try await mediator.perform(target: "Goods", action: "info", parameters: ["id": goodsID])
        guard let goods = info as? [String: String], let name = goods["name"], let price = Int(goods["price"] ?? "")
        else {
            throw RouteError(.notFound, "the goods module did not describe goods #\(goodsID)")
        }
        // The action asks for the login itself (once the link is known to be good), so every way
        // to an order — the app route, the public mediator route, another module's call — goes
        // through the same gate.
        try await context.requireLogin("the order")
        let success = parameters["success"] as? MessageCallback
        return await MainActor.run {
            confirm(
                goodsID: goodsID, name: name, price: price, count: count, book: book, context: context, success: success
            )
        }
    }

    private static func confirm(
        goodsID: String, name: String, price: Int, count: Int, book: OrderBook, context: DemoContext,
        success: MessageCallback?
    ) -> Screen {
        let number = book.draft(goodsID: goodsID, goods: name, count: count, price: price)
        let screen = WordedListScreen(
            name: "ConfirmOrder", title: "Confirm order",
            lines: ["Goods #\(goodsID)  \(name)", "Count: \(count)", "Total: ¥\(count * price)"]
        )
        let onPaid: MessageCallback = { [weak screen, weak context] _ in
            book.markPaid(number)
            // Confirm order goes with everything above it: popped from its stack, or, when the
            // Lab's "prefer modal" presented it, dismissed with its modal.
            if let screen { try? screen.window?.remove(screen) }
            let message = "Paid: order #\(number)"
            if let success { success(message) } else { context?.app?.showToast(message, kind: .success) }
        }
        screen.items = [.init("Pay", url: "app://pay?orderID=\(number)", inAppValues: ["onPaid": onPaid])]
        return screen
    }

    private static func pay(_ request: RouteRequest, book: OrderBook) throws(RouteError) -> Screen {
        guard let orderID = request["orderID"], !orderID.isEmpty else {
            throw RouteError(.declined, "Pay needs the parameter orderID")
        }
        guard let number = Int(orderID), let order = book.order(number), !order.isPaid else {
            throw RouteError(.notFound, "there is no unpaid order #\(orderID)")
        }
        let onPaid = request.inAppValues["onPaid"] as? MessageCallback
        let screen = WordedListScreen(
            name: "Pay", title: "Pay",
            lines: ["Order #\(number)", "\(order.goods) × \(order.count)", "Amount: ¥\(order.total)"])
        screen.items = [
            .init("Pay ¥\(order.total)") { [weak screen] in
                guard let screen else { return }
                // The caller's Confirm order leaves with everything above it, this modal included:
                // one change straight back to the goods. Opened without a caller, Pay dismisses
                // itself.
                if let onPaid { onPaid(String(number)) } else { book.markPaid(number) }
                if screen.window?.contains(screen) == true { try? screen.window?.dismiss(screen) }
            },
            .init("Cancel") { [weak screen] in
                guard let screen else { return }
                try? screen.window?.dismiss(screen)
            },
        ]
        return screen
    }
}
