extension JSONValue {
    /// The value as compact JSON text on one line, keys in their stored order.
    package var jsonText: String {
        var output: [UInt8] = []
        write(to: &output, indent: nil, level: 0)
        return String(decoding: output, as: UTF8.self)
    }

    /// The value as indented JSON text, for files people read.
    package var prettyJSONText: String {
        var output: [UInt8] = []
        write(to: &output, indent: Array("  ".utf8), level: 0)
        return String(decoding: output, as: UTF8.self)
    }

    private func write(to output: inout [UInt8], indent: [UInt8]?, level: Int) {
        switch self {
        case .null: output += "null".utf8
        case .bool(let value): output += (value ? "true" : "false").utf8
        case .number(let value):
            if value.rounded() == value, abs(value) < 1e15 {
                output += String(Int64(value)).utf8
            } else {
                output += "\(value)".utf8
            }
        case .integer(let value): output += String(value).utf8
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let elements):
            writeContainer(
                elements, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), to: &output, indent: indent, level: level
            ) { element, output in
                element.write(to: &output, indent: indent, level: level + 1)
            }
        case .object(let members):
            writeContainer(
                members, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), to: &output, indent: indent, level: level
            ) { member, output in
                Self.writeString(member.0, to: &output)
                output += (indent == nil ? ":" : ": ").utf8
                member.1.write(to: &output, indent: indent, level: level + 1)
            }
        }
    }

    private func writeContainer<Element>(
        _ elements: [Element], open: UInt8, close: UInt8, to output: inout [UInt8], indent: [UInt8]?, level: Int,
        writeElement: (Element, inout [UInt8]) -> Void
    ) {
        output.append(open)
        guard !elements.isEmpty else {
            output.append(close)
            return
        }
        for (offset, element) in elements.enumerated() {
            if offset > 0 { output.append(UInt8(ascii: ",")) }
            if let indent { newline(indent, level + 1, to: &output) }
            writeElement(element, &output)
        }
        if let indent { newline(indent, level, to: &output) }
        output.append(close)
    }

    private func newline(_ indent: [UInt8], _ level: Int, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        for _ in 0..<level { output += indent }
    }

    private static func writeString(_ value: String, to output: inout [UInt8]) {
        var json = JSONOutput()
        json.string(value)
        output += json.bytes
    }
}
