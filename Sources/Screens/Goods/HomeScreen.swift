import TUIShell

/// The Home tab's root: who is logged in, the goods, then a row for each other demo. Narration
/// counts the goods and the demos apart, as the line above them names them (`Goods #2, Terminal
/// mug, 59 yuan, 2 of 3`, then `A post, app://post/42, demo 1 of 6`): the place among the goods
/// is what a shopper wants to hear, and the word `demo` says the count started again.
@MainActor
final class HomeScreen: WordedListScreen {
    /// How many of the rows, from the first, are goods.
    private let goodsCount: Int

    init(lines: [Line], goods: [Item], demos: [Item]) {
        goodsCount = goods.count
        super.init(name: "Home", title: "Home", lines: lines, items: goods + demos)
    }

    override var narration: Narration? {
        guard var narration = super.narration else { return nil }
        let demoCount = items.count - goodsCount
        let text = lines.map(\.text).filter { !$0.isEmpty }.map(words)
        narration.summary =
            text + [
                "\(Narration.count(goodsCount, "goods", plural: "goods")), then \(Narration.count(demoCount, "more demo"))"
            ]
        if items.indices.contains(selection) {
            let label = words(items[selection].label)
            narration.focus =
                selection < goodsCount
                ? Narration.position(label, index: selection, count: goodsCount)
                : "\(label), demo \(selection - goodsCount + 1) of \(demoCount)"
        }
        return narration
    }
}
