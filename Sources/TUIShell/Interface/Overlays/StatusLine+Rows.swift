extension StatusLine {
    /// One row of the messages as the footer draws it.
    struct Row: Equatable {
        let text: String
        let style: Style
    }

    /// The messages as rows `width` wide, top first, in at most `room` rows. Each is wrapped at
    /// spaces rather than cut, so the end of a long one (a path, the system's reason) shows. The
    /// newest is always there; earlier ones follow whole, newest first, while they fit, and
    /// when some do not, the top row says how many the palette's `Messages` lists. A newest
    /// message taller than `room` keeps its first row, ended with `…`, and its last rows.
    func rows(width: Int, room: Int) -> [Row] {
        guard let newest = messages.last, width > 0, room > 0 else { return [] }
        var rows = Self.wrap(newest, width: width, room: room)
        var earlier = messages.dropLast()
        while let message = earlier.last {
            let wrapped = Self.wrap(message, width: width, room: room)
            // Older ones left out need a row to say so.
            let countRow = earlier.count > 1 ? 1 : 0
            guard rows.count + wrapped.count + countRow <= room else { break }
            rows = wrapped + rows
            earlier.removeLast()
        }
        if !earlier.isEmpty, rows.count < room {
            rows.insert(Row(text: "… \(earlier.count) earlier: Ctrl+P, Messages", style: .hint), at: 0)
        }
        return rows
    }

    /// `message` wrapped to `width`; past `room` rows, its first row cut with `…` and its last rows.
    private static func wrap(_ message: Message, width: Int, room: Int) -> [Row] {
        var lines = TextWidth.wrap(message.text, to: width)
        if lines.count > room {
            lines = [TextWidth.truncate(lines[0] + " …", to: width)] + lines.suffix(room - 1)
        }
        let style = Style(message.kind.role ?? .dim)
        return lines.map { Row(text: $0, style: style) }
    }
}
