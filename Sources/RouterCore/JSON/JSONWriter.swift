extension JSONValue {
    /// The value as compact JSON text on one line, keys in their stored order.
    package var jsonText: String {
        var output = ""
        write(to: &output, indent: nil, level: 0)
        return output
    }

    /// The value as indented JSON text, for files people read.
    package var prettyJSONText: String {
        var output = ""
        write(to: &output, indent: "  ", level: 0)
        return output
    }

    private func write(to output: inout String, indent: String?, level: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value):
            if value.rounded() == value, abs(value) < 1e15 { output += String(Int64(value)) } else { output += "\(value)" }
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let elements):
            writeContainer(elements, open: "[", close: "]", to: &output, indent: indent, level: level) { element, output in
                element.write(to: &output, indent: indent, level: level + 1)
            }
        case .object(let members):
            writeContainer(members, open: "{", close: "}", to: &output, indent: indent, level: level) { member, output in
                Self.writeString(member.0, to: &output)
                output += indent == nil ? ":" : ": "
                member.1.write(to: &output, indent: indent, level: level + 1)
            }
        }
    }

    private func writeContainer<Element>(
        _ elements: [Element], open: String, close: String, to output: inout String, indent: String?, level: Int,
        writeElement: (Element, inout String) -> Void
    ) {
        output += open
        guard !elements.isEmpty else { output += close; return }
        for (offset, element) in elements.enumerated() {
            if offset > 0 { output += "," }
            if let indent { output += "\n" + String(repeating: indent, count: level + 1) }
            writeElement(element, &output)
        }
        if let indent { output += "\n" + String(repeating: indent, count: level) }
        output += close
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
