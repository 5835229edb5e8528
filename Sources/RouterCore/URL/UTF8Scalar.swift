/// Decoding one scalar of UTF-8 without building a String.
enum UTF8Scalar {
    /// The scalar starting at `index` and the index after it; a malformed sequence reads as
    /// U+FFFD and moves on by one byte.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = bytes[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1, index + length <= bytes.count else { return (0xFFFD, index + 1) }
        var value = UInt32(lead) & (0xFF >> UInt32(length + 1))
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return (0xFFFD, index + 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return (value, index + length)
    }
}

extension UTF8Scalar {
    /// Whether `bytes` are well-formed UTF-8 (no overlong forms, surrogates or values past
    /// U+10FFFF), checked without building a String.
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
            guard length > 0, lead <= 0xF4, index + length <= bytes.endIndex else { return false }
            var value = UInt32(lead) & (0xFF >> UInt32(length + 1))
            for offset in 1..<length {
                let byte = bytes[index + offset]
                guard byte & 0xC0 == 0x80 else { return false }
                value = value << 6 | UInt32(byte & 0x3F)
            }
            let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
            guard value >= smallest, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return false }
            index += length
        }
        return true
    }
}
