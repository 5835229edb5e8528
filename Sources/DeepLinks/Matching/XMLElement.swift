/// A manifest's XML as a tree of elements with attributes; text, comments and processing
/// instructions are skipped. Written here because the one XML parser on Linux (FoundationXML)
/// would bring libxml2 and ICU into the binary for a few hundred lines of manifest.
struct XMLElement {
    let name: String
    let attributes: [(name: String, value: String)]
    let children: [XMLElement]

    /// The value of the attribute called `name`, if any.
    subscript(attribute name: String) -> String? { attributes.first { $0.name == name }?.value }

    /// Every element below this one (depth first) called `name`.
    func descendants(named name: String) -> [XMLElement] {
        children.flatMap { ($0.name == name ? [$0] : []) + $0.descendants(named: name) }
    }

    /// Parses a document or a fragment (several top-level elements are wrapped in one element
    /// called `#fragment`).
    static func parse(_ text: String) throws(ManifestError) -> XMLElement {
        var reader = XMLReader(Array(text.unicodeScalars))
        let elements = try reader.elements(closing: nil)
        if elements.count == 1 { return elements[0] }
        guard !elements.isEmpty else { throw ManifestError("no XML element found") }
        return XMLElement(name: "#fragment", attributes: [], children: elements)
    }
}

/// The parser behind ``XMLElement/parse(_:)``: one pass over the scalars.
private struct XMLReader {
    private let text: [Unicode.Scalar]
    private var index = 0

    init(_ text: [Unicode.Scalar]) { self.text = text }

    /// Elements until the end tag of `closing` (or the end of the text when nil).
    mutating func elements(closing: String?) throws(ManifestError) -> [XMLElement] {
        var elements: [XMLElement] = []
        while true {
            while index < text.count, text[index] != "<" { index += 1 }
            guard index < text.count else {
                if let closing { throw ManifestError("<\(closing)> is never closed") }
                return elements
            }
            if starts(with: "<!--") {
                try skip(past: "-->")
            } else if starts(with: "<?") {
                try skip(past: "?>")
            } else if starts(with: "<![CDATA[") {
                try skip(past: "]]>")
            } else if starts(with: "<!") {
                try skip(past: ">")
            } else if starts(with: "</") {
                index += 2
                let name = readName()
                skipSpaces()
                guard expect(">"), name == closing else {
                    throw ManifestError("unexpected </\(name)>\(closing.map { " inside <\($0)>" } ?? "")")
                }
                return elements
            } else {
                elements.append(try element())
            }
        }
    }

    private mutating func element() throws(ManifestError) -> XMLElement {
        index += 1
        let name = readName()
        guard !name.isEmpty else { throw ManifestError("a '<' that starts no element") }
        var attributes: [(name: String, value: String)] = []
        while true {
            skipSpaces()
            if expect("/>") { return XMLElement(name: name, attributes: attributes, children: []) }
            if expect(">") {
                return XMLElement(name: name, attributes: attributes, children: try elements(closing: name))
            }
            let attribute = readName()
            skipSpaces()
            guard !attribute.isEmpty, expect("=") else { throw ManifestError("a malformed attribute in <\(name)>") }
            skipSpaces()
            guard index < text.count, text[index] == "\"" || text[index] == "'" else {
                throw ManifestError("the attribute \(attribute) of <\(name)> has no quoted value")
            }
            let quote = text[index]
            index += 1
            let start = index
            while index < text.count, text[index] != quote { index += 1 }
            guard index < text.count else {
                throw ManifestError("the attribute \(attribute) of <\(name)> is never closed")
            }
            var raw = ""
            raw.unicodeScalars.append(contentsOf: text[start..<index])
            index += 1
            attributes.append((attribute, try Self.decodeEntities(raw)))
        }
    }

    private static func decodeEntities(_ raw: String) throws(ManifestError) -> String {
        guard raw.contains("&") else { return raw }
        var result = ""
        var rest = raw[...]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else {
                throw ManifestError("an unterminated entity in '\(raw)'")
            }
            let entity = rest[rest.index(after: ampersand)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number =
                    entity.hasPrefix("#x")
                    ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                guard let scalar = number.flatMap(Unicode.Scalar.init) else {
                    throw ManifestError("an unknown entity &\(entity); in '\(raw)'")
                }
                result.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    private func starts(with prefix: String) -> Bool {
        let scalars = Array(prefix.unicodeScalars)
        return index + scalars.count <= text.count && Array(text[index..<index + scalars.count]) == scalars
    }

    private mutating func expect(_ token: String) -> Bool {
        guard starts(with: token) else { return false }
        index += token.unicodeScalars.count
        return true
    }

    private mutating func skip(past terminator: String) throws(ManifestError) {
        while index < text.count, !starts(with: terminator) { index += 1 }
        guard expect(terminator) else {
            throw ManifestError("a markup section is never closed ('\(terminator)' missing)")
        }
    }

    private mutating func skipSpaces() {
        while index < text.count, text[index].properties.isWhitespace { index += 1 }
    }

    private mutating func readName() -> String {
        var name = ""
        while index < text.count, !text[index].properties.isWhitespace,
            !["=", ">", "/", "<", "\"", "'"].contains(text[index])
        {
            name.unicodeScalars.append(text[index])
            index += 1
        }
        return name
    }
}
