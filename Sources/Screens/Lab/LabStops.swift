/// The Router Lab's focus stops on its rows of choices: stop 0 is the Resolve field, then the
/// choices row by row from 1. ←/→ walk along a row, ↑/↓ go between rows.
struct LabStops {
    /// How many choices each row has.
    let rowSizes: [Int]

    /// The stops after the field.
    var choiceCount: Int { rowSizes.reduce(0, +) }

    /// The row stop `stop` is on (`nil` for the field or past the end).
    func row(of stop: Int) -> Int? {
        guard stop > 0, stop <= choiceCount else { return nil }
        return rowSizes.indices.last { firstStop(ofRow: $0) <= stop }
    }

    /// The stop of row `row`'s first choice.
    func firstStop(ofRow row: Int) -> Int {
        1 + rowSizes.prefix(row).reduce(0, +)
    }

    /// ↑/↓: the stop `rowStep` rows away from `stop`, as far along its row as `stop` is (or that
    /// row's last choice); nil past the first or the last row.
    func stop(from stop: Int, rowStep: Int) -> Int? {
        guard let row = row(of: stop), rowSizes.indices.contains(row + rowStep) else { return nil }
        let along = stop - firstStop(ofRow: row)
        return firstStop(ofRow: row + rowStep) + min(along, rowSizes[row + rowStep] - 1)
    }
}
