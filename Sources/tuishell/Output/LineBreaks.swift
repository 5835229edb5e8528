/// Finding line breaks in a batch file, eight bytes at a time: a million short lines are a
/// million searches.
enum LineBreaks {
    /// Where the first `\n` at or after `start` is in `bytes`, or `bytes.count` when there is none.
    static func next(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let raw = UnsafeRawBufferPointer(bytes)
        var index = start
        while index + 8 <= bytes.count {
            // A byte of the word is a newline exactly where the word XOR newlines has a zero byte;
            // the lowest flagged byte is always a true one.
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ (ones &* 0x0A)
            let zeros = (word &- ones) & ~word & highs
            if zeros != 0 { return index + zeros.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return index
    }
}
