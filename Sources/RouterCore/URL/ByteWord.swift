/// Questions about the eight bytes of a 64-bit word at once, for scans that run over every URL
/// or line of a batch (bit tricks: a byte is zero exactly when subtracting one borrows into its
/// top bit while its own top bit was clear). Each answer marks the bytes it found by their top
/// bit; the lowest mark is always a true one, higher ones may be false after a true one.
package enum ByteWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The bytes of `word` equal to `byte`.
    @inline(__always)
    package static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & highs
    }

    /// The bytes of `word` below `limit` (at most 0x80).
    @inline(__always)
    package static func bytes(of word: UInt64, below limit: UInt8) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highs
    }

    /// The bytes of `word` of 0x80 and above.
    @inline(__always)
    package static func nonASCIIBytes(of word: UInt64) -> UInt64 { word & highs }
}
