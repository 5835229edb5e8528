/// Text in runs of different styles — a label in bold and a value as a link, a diff line in the
/// success colour — wrapped to a width with each run keeping its style, tabs expanded.
///
/// ```swift
/// let text: RichText = [.init("Author: ", style: .hint), .init("Ada Lovelace <ada@example.com>")]
/// let rows = text.draw(in: &canvas, area: Rect(x: 2, y: 1, width: canvas.width - 4, height: 3))
/// ```
public struct RichText: Sendable, Equatable, ExpressibleByArrayLiteral, ExpressibleByStringLiteral {
    /// One run of text in one style; a string literal is a plain one.
    public struct Span: Sendable, Equatable, ExpressibleByStringInterpolation {
        /// The text; `\n` breaks the line.
        public var text: String
        /// How it is drawn.
        public var style: Style

        /// A run of `text` in `style`.
        public init(_ text: String, style: Style = .plain) {
            self.text = text
            self.style = style
        }

        public init(stringLiteral text: String) { self.init(text) }

        public init(stringInterpolation: DefaultStringInterpolation) {
            self.init(String(stringInterpolation: stringInterpolation))
        }
    }

    /// The runs, in order.
    public var spans: [Span]

    /// Text made of `spans`.
    public init(_ spans: [Span]) { self.spans = spans }

    public init(arrayLiteral spans: Span...) { self.init(spans) }

    public init(stringLiteral text: String) { self.init([Span(text)]) }

    /// The text broken into lines of at most `width` cells — at spaces where it can, inside a
    /// word only when the word alone is too wide, always at `\n` — each line its runs, tabs
    /// expanded to stops every `tabWidth` columns. Wrapping works as ``TextLayout/wrap(_:to:)``.
    public func lines(width: Int, tabWidth: Int = 8) -> [[Span]] {
        guard width > 0 else { return [] }
        return styledCharacters(tabWidth: tabWidth).split(omittingEmptySubsequences: false) { $0.character == "\n" }
            .flatMap { wrap(Array($0), width: width) }
    }

    private typealias Styled = (character: Character, style: Style)

    /// Every character with its style, tabs expanded by the column they fall at.
    private func styledCharacters(tabWidth: Int) -> [Styled] {
        let stop = max(1, tabWidth)
        var result: [Styled] = []
        var column = 0
        for span in spans {
            for character in span.text {
                switch character {
                case "\t":
                    let spaces = stop - column % stop
                    result += Array(repeating: (" ", span.style), count: spaces)
                    column += spaces
                case "\n":
                    result.append((character, span.style))
                    column = 0
                default:
                    result.append((character, span.style))
                    column += TextWidth.of(character)
                }
            }
        }
        return result
    }

    /// One line without breaks, wrapped: words joined by single spaces while they fit, a word
    /// wider than a line cut into line-wide pieces.
    private func wrap(_ line: [Styled], width: Int) -> [[Span]] {
        var lines: [[Styled]] = []
        var current: [Styled] = []
        var used = 0
        for slice in line.split(omittingEmptySubsequences: false, whereSeparator: { $0.character == " " }) {
            // The space before the word keeps its own style (an underlined run goes on underlined).
            let space: Styled = (" ", slice.startIndex > 0 ? line[slice.startIndex - 1].style : .plain)
            var word = Array(slice)
            let gap = current.isEmpty ? 0 : 1
            let wordWidth = word.reduce(0) { $0 + TextWidth.of($1.character) }
            if used + gap + wordWidth <= width {
                if gap == 1 { current.append(space) }
                current += word
                used += gap + wordWidth
                continue
            }
            if !current.isEmpty { lines.append(current) }
            (current, used) = ([], 0)
            while word.reduce(0, { $0 + TextWidth.of($1.character) }) > width {
                var piece: [Styled] = []
                var pieceWidth = 0
                while let next = word.first, pieceWidth + TextWidth.of(next.character) <= width {
                    piece.append(next)
                    pieceWidth += TextWidth.of(next.character)
                    word.removeFirst()
                }
                if piece.isEmpty { break }
                lines.append(piece)
            }
            current = word
            used = word.reduce(0) { $0 + TextWidth.of($1.character) }
        }
        lines.append(current)
        return lines.map(Self.runs)
    }

    /// Characters joined into runs of one style.
    private static func runs(_ characters: [Styled]) -> [Span] {
        var runs: [Span] = []
        for (character, style) in characters {
            if let last = runs.last, last.style == style {
                runs[runs.count - 1].text.append(character)
            } else {
                runs.append(Span(String(character), style: style))
            }
        }
        return runs
    }

    /// Draws the lines that fit in `area` of `canvas`, from line `first`; returns how many lines
    /// the text takes at that width (to scroll or size an area by).
    @discardableResult
    public func draw(in canvas: inout Canvas, area: Rect, first: Int = 0, tabWidth: Int = 8) -> Int {
        let all = lines(width: area.width, tabWidth: tabWidth)
        for (index, line) in all.dropFirst(max(0, first)).prefix(area.height).enumerated() {
            var column = area.x
            for run in line {
                column = canvas.write(
                    run.text, column: column, row: area.y + index, style: run.style, width: area.maxX - column)
            }
        }
        return all.count
    }
}
