/// A column of a ``DataTable``: its title, how its cells line up, and how much of the width it
/// may take.
///
/// Widths are worked out for every frame from the width there is: each column gets its
/// `minWidth`, then room up to its widest cell, shared by `weight`, then what is left, shared by
/// `weight` up to `maxWidth`. Where even the minimums do not fit, the last columns give way.
///
/// ```swift
/// TableColumn("Commit", minWidth: 7, maxWidth: 7)
/// TableColumn("Message", weight: 3)
/// TableColumn("Lines", alignment: .trailing, weight: 0)
/// ```
public struct TableColumn: Sendable, Equatable {
    /// How cells line up in their column.
    public enum Alignment: Sendable, Equatable {
        /// Text from the left edge.
        case leading
        /// Text against the right edge: numbers.
        case trailing
    }

    /// The header.
    public var title: String
    /// How the column's cells line up.
    public var alignment: Alignment
    /// The column's share of spare width; 0 keeps it at its content's width.
    public var weight: Int
    /// The fewest columns it gets while there is room (default: its title's width, and the
    /// sort marker's).
    public var minWidth: Int
    /// The most columns it takes (default: no limit).
    public var maxWidth: Int?

    /// Creates a column.
    public init(
        _ title: String, alignment: Alignment = .leading, weight: Int = 1, minWidth: Int? = nil,
        maxWidth: Int? = nil
    ) {
        self.title = title
        self.alignment = alignment
        self.weight = max(0, weight)
        let fewest = max(0, minWidth ?? TextWidth.of(title) + 2)
        self.minWidth = maxWidth.map { min(fewest, max(0, $0)) } ?? fewest
        self.maxWidth = maxWidth.map { max(0, $0) }
    }
}

/// How a table's width is shared among its columns.
enum ColumnLayout {
    /// The widths of `columns` in `available` cells, whose widest cells are `natural` wide.
    static func widths(for columns: [TableColumn], natural: [Int], available: Int) -> [Int] {
        let cap = columns.map { $0.maxWidth ?? Int.max }
        let floor = columns.indices.map { min(columns[$0].minWidth, cap[$0]) }
        let wanted = columns.indices.map { max(floor[$0], min(natural[$0], cap[$0])) }
        var widths = floor
        var spare = available - floor.reduce(0, +)
        guard spare >= 0 else {
            // The minimums do not fit: the first columns keep theirs, the last ones give way.
            var left = max(0, available)
            return floor.map { width in
                defer { left = max(0, left - width) }
                return min(width, left)
            }
        }
        share(&spare, into: &widths, limits: wanted, weights: columns.map { max(1, $0.weight) })
        share(&spare, into: &widths, limits: cap, weights: columns.map(\.weight))
        return widths
    }

    /// Hands out `spare` by `weights`, a column at a time in turn, none past its limit.
    private static func share(_ spare: inout Int, into widths: inout [Int], limits: [Int], weights: [Int]) {
        while spare > 0 {
            let growing = widths.indices.filter { widths[$0] < limits[$0] && weights[$0] > 0 }
            guard !growing.isEmpty else { return }
            let total = growing.reduce(0) { $0 + weights[$1] }
            var given = 0
            for index in growing {
                let portion = max(1, spare * weights[index] / total)
                let grant = min(portion, limits[index] - widths[index], spare - given)
                widths[index] += grant
                given += grant
                if given == spare { break }
            }
            spare -= given
        }
    }
}
