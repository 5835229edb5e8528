import TestSupport
import Testing

@testable import TUIShell

/// The table's width layout, held to what `TableColumn` promises, on random columns and widths:
/// minimums first, then content by weight, then spare width by weight up to each maximum; no
/// column past its maximum, no width left over while a column could still take it.
@Suite struct ColumnLayoutTests {
    struct Case: CustomStringConvertible {
        let columns: [TableColumn]
        let natural: [Int]
        let available: Int
        var description: String {
            "\(columns.map { "(\($0.minWidth),\($0.maxWidth.map(String.init) ?? "-"),w\($0.weight))" }) natural \(natural) in \(available)"
        }
    }

    static func randomCase(seed: Int) -> Case {
        var random = SeededGenerator(seed: UInt64(seed))
        let count = Int.random(in: 1...6, using: &random)
        let columns = (0..<count).map { index in
            TableColumn(
                "C\(index)", weight: Int.random(in: 0...3, using: &random),
                minWidth: Bool.random(using: &random) ? Int.random(in: 0...12, using: &random) : nil,
                maxWidth: Bool.random(using: &random) ? Int.random(in: 1...30, using: &random) : nil)
        }
        let natural = (0..<count).map { _ in Int.random(in: 0...40, using: &random) }
        return Case(columns: columns, natural: natural, available: Int.random(in: -2...120, using: &random))
    }

    @Test(arguments: 0..<500) func widthsKeepEveryPromise(seed: Int) {
        let test = Self.randomCase(seed: seed)
        let widths = ColumnLayout.widths(for: test.columns, natural: test.natural, available: test.available)
        let caps = test.columns.map { $0.maxWidth ?? .max }
        let floors = test.columns.indices.map { min(test.columns[$0].minWidth, caps[$0]) }
        let wanted = test.columns.indices.map { max(floors[$0], min(test.natural[$0], caps[$0])) }
        let total = widths.reduce(0, +)
        #expect(widths.count == test.columns.count, "\(test)")
        #expect(widths.allSatisfy { $0 >= 0 }, "\(test) → \(widths)")
        #expect(total <= max(0, test.available), "\(test) → \(widths)")
        #expect(zip(widths, caps).allSatisfy { $0 <= $1 }, "no column past its maximum: \(test) → \(widths)")
        guard floors.reduce(0, +) <= test.available else {
            #expect(total == max(0, test.available), "the minimums fill what there is: \(test) → \(widths)")
            return
        }
        #expect(zip(widths, floors).allSatisfy { $0 >= $1 }, "every minimum kept: \(test) → \(widths)")
        if wanted.reduce(0, +) <= test.available {
            #expect(zip(widths, wanted).allSatisfy { $0 >= $1 }, "content fits, so it is shown: \(test) → \(widths)")
        }
        let canGrow = test.columns.indices.contains { widths[$0] < caps[$0] && test.columns[$0].weight > 0 }
        if canGrow {
            #expect(total == test.available, "no width left while a column could take it: \(test) → \(widths)")
        }
    }

    @Test func spareWidthFollowsTheWeights() {
        let widths = ColumnLayout.widths(
            for: [TableColumn("A", weight: 1, minWidth: 0), TableColumn("B", weight: 3, minWidth: 0)], natural: [0, 0],
            available: 40)
        #expect(widths == [10, 30])
    }
}
