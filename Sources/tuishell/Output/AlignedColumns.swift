/// Rows of cells as lines for people: every column but the last padded to its widest cell and
/// two spaces, trailing spaces dropped.
enum AlignedColumns {
    static func lines(_ rows: [[String]]) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            var line = row.enumerated().map { column, cell in
                column == row.count - 1
                    ? cell : cell + String(repeating: " ", count: max(0, widths[column] + 2 - cell.count))
            }.joined()
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
