import Synchronization

/// One terminal cell: a character and its style. A wide character fills its cell and marks the
/// next one as its continuation.
///
/// A cell is eight plain bytes (the character as a number, see ``Glyph``), so a frame of 12,000
/// cells copies, compares and composes without reference counting.
package struct Cell: Hashable, Sendable {
    private var glyph: Glyph
    /// The style.
    package var style: Style

    /// Creates a cell; `nil` is the right half of a wide character.
    package init(character: Character?, style: Style) {
        glyph = Glyph(character)
        self.style = style
    }

    /// The character drawn, or `nil` for the right half of a wide character.
    package var character: Character? {
        get { glyph.character }
        set { glyph = Glyph(newValue) }
    }

    /// A blank cell.
    package static let blank = Cell(character: " ", style: .plain)
}

/// A character as a number: its one Unicode scalar; 0 for a wide character's right half (a
/// control character, U+0000 included, is never stored: the grid draws `�` instead); or, with the
/// top bit set, the place of a cluster of several scalars (a base and its combining marks, an
/// emoji sequence) in a table shared by every grid. The table keeps at most 65,536 clusters;
/// after that a new cluster is stored as `�`.
struct Glyph: Hashable, Sendable {
    private let value: UInt32
    private static let clusterBit: UInt32 = 1 << 31
    private static let clusters = Mutex<(indices: [String: UInt32], texts: [String])>(([:], []))

    init(_ character: Character?) {
        guard let character else {
            value = 0
            return
        }
        // One byte of UTF-8 is one ASCII scalar: the common case, without walking scalars.
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first {
            value = UInt32(byte)
            return
        }
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first {
            value = scalar.value
            return
        }
        let text = String(character)
        value = Self.clusters.withLock { table in
            if let index = table.indices[text] { return index | Self.clusterBit }
            guard table.texts.count < 65_536 else { return 0xFFFD }
            let index = UInt32(table.texts.count)
            table.texts.append(text)
            table.indices[text] = index
            return index | Self.clusterBit
        }
    }

    var character: Character? {
        if value == 0 { return nil }
        if value & Self.clusterBit == 0 { return Unicode.Scalar(value).map(Character.init) }
        let index = Int(value & ~Self.clusterBit)
        return Self.clusters.withLock { Character($0.texts[index]) }
    }
}
