/// Compact JSON written straight to UTF-8 bytes, for output a program writes a million times
/// over (`resolve --batch`): no value tree, a string with nothing to escape copied whole, and
/// memory of its own rather than an array, whose every append checks it is not shared.
package struct JSONOutput: ~Copyable {
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes have been written.
    package private(set) var count = 0

    /// Creates an empty output with room for `capacity` bytes before it grows.
    package init(capacity: Int = 256) {
        self.capacity = max(16, capacity)
        buffer = .allocate(capacity: self.capacity)
    }

    deinit { buffer.deallocate() }

    /// The text so far.
    package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: buffer, count: count)) }

    /// Calls `body` with the text so far.
    package func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: buffer, count: count))
    }

    /// Empties the output, keeping its memory: memory written once is not zeroed by the kernel
    /// again (fresh pages for every chunk of a batch cost a sixth of its time).
    package mutating func removeAll() { count = 0 }

    /// Appends raw bytes.
    @inline(__always)
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        if let source = bytes.baseAddress {
            ShortCopy.copy(bytes.count, from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(buffer + count))
        }
        count += bytes.count
    }

    /// Appends one raw byte.
    @inline(__always)
    package mutating func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        buffer[count] = byte
        count += 1
    }

    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        larger.update(from: buffer, count: count)
        buffer.deallocate()
        buffer = larger
        capacity = newCapacity
    }

    /// Appends `text` as it is (punctuation, keys, literals).
    @inline(__always)
    package mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Appends a comma unless this is the first item of its container.
    package mutating func separator(_ index: Int) {
        if index > 0 { append(UInt8(ascii: ",")) }
    }

    /// Appends `value` as a JSON string.
    package mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { string($0) }
    }

    /// Appends `value` (UTF-8) as a JSON string, escaping quotes, backslashes and control characters.
    package mutating func string(_ value: UnsafeBufferPointer<UInt8>) {
        append(UInt8(ascii: "\""))
        stringContents(value)
        append(UInt8(ascii: "\""))
    }

    /// Appends `value` in quotes as it is: a JSON string when ``mayNeedEscape(_:)`` is false.
    @inline(__always)
    package mutating func quoted(_ value: UnsafeBufferPointer<UInt8>) {
        if count + value.count + 2 > capacity { grow(to: count + value.count + 2) }
        buffer[count] = UInt8(ascii: "\"")
        if let source = value.baseAddress {
            ShortCopy.copy(value.count, from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(buffer + count + 1))
        }
        buffer[count + value.count + 1] = UInt8(ascii: "\"")
        count += value.count + 2
    }

    /// Appends `value` (UTF-8) escaped as the inside of a JSON string, without its quotes.
    package mutating func stringContents(_ value: UnsafeBufferPointer<UInt8>) {
        // Most text has nothing to escape: checked eight bytes at a time, then copied whole.
        guard Self.mayNeedEscape(value) else { return append(value) }
        var start = 0
        for (index, byte) in value.enumerated()
        where byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            append(UnsafeBufferPointer(rebasing: value[start..<index]))
            escape(byte)
            start = index + 1
        }
        append(UnsafeBufferPointer(rebasing: value[start...]))
    }

    /// Whether `value` may hold a control character, DEL, `"` or `\`: never false when it does,
    /// sometimes true when it does not (for bytes of 0x80 and above).
    @inline(__always)
    static func mayNeedEscape(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = value.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        guard value.count >= 8 else {
            // A short string, padded with a letter to eight bytes.
            var word: UInt64 = 0x6161_6161_6161_6161
            withUnsafeMutableBytes(of: &word) { ShortCopy.copy(value.count, from: raw, to: $0.baseAddress!) }
            return mayNeedEscape(UInt64(littleEndian: word))
        }
        var offset = 0
        while offset + 8 <= value.count {
            if mayNeedEscape(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) { return true }
            offset += 8
        }
        // The last eight bytes, overlapping the words already checked.
        return offset < value.count
            && mayNeedEscape(raw.loadUnaligned(fromByteOffset: value.count - 8, as: UInt64.self))
    }

    /// Whether any of eight bytes may need an escape, in the same sense.
    @inline(__always)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        ByteWord.bytes(of: word, below: 0x20) | ByteWord.bytes(of: word, equalTo: UInt8(ascii: "\""))
            | ByteWord.bytes(of: word, equalTo: UInt8(ascii: "\\"))
            | ByteWord.bytes(of: word, equalTo: 0x7F) != 0
    }

    /// Appends `value` as a JSON string, or `null`.
    package mutating func string(orNull value: String?) {
        if let value { string(value) } else { raw("null") }
    }

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): raw(#"\""#)
        case UInt8(ascii: "\\"): raw(#"\\"#)
        case UInt8(ascii: "\n"): raw(#"\n"#)
        case UInt8(ascii: "\r"): raw(#"\r"#)
        case UInt8(ascii: "\t"): raw(#"\t"#)
        default:
            let hex = Array("0123456789abcdef".utf8)
            raw(#"\u00"#)
            append(hex[Int(byte >> 4)])
            append(hex[Int(byte & 0x0F)])
        }
    }
}
