import RouterCore

/// Finding line breaks in a batch file, eight bytes at a time: a million short lines are a
/// million searches.
enum LineBreaks {
    /// Where the first `\n` at or after `start` is in `bytes`, or `bytes.count` when there is none.
    static func next(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let raw = UnsafeRawBufferPointer(bytes)
        var index = start
        while index + 8 <= bytes.count {
            // The lowest byte marked is always a true newline.
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let newlines = ByteWord.bytes(of: word, equalTo: UInt8(ascii: "\n"))
            if newlines != 0 { return index + newlines.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return index
    }
}
