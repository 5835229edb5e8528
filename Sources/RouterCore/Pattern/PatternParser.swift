/// Turns pattern text into a ``RoutePattern``, reporting every `invalidPattern` case of docs/reference.md §2.
struct PatternParser {
    let text: String

    func parse() throws(RouteError) -> RoutePattern {
        guard !text.isEmpty else { throw invalid("the pattern is empty") }
        let pieces = try splitTopLevel()
        var body = text[...]
        var scheme: String?
        if let separator = pieces.schemeSeparator {
            let name = text[..<separator]
            // ASCII bytes, read as bytes: a character that is not one byte is not allowed anyway.
            let isSchemeByte = { (byte: UInt8) in
                (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            }
            guard let first = name.first, first.isASCIILetter, name.utf8.allSatisfy(isSchemeByte)
            else { throw invalid("'\(name)' is not a valid scheme") }
            scheme = name.lowercased()
            body = text[text.index(separator, offsetBy: 3)...]
        }
        let isHostBound = !body.hasPrefix("/")
        let rawSegments = pieces.segments.filter { !$0.isEmpty }
        if isHostBound && rawSegments.isEmpty {
            throw invalid("the pattern has no host; write '\(text)/' to match any host with an empty path")
        }

        var segments: [PatternSegment] = []
        var names: [String] = []
        for (index, raw) in rawSegments.enumerated() {
            // Worked out only for a message: a 100,000-route table has no use for it otherwise.
            let position = { isHostBound && index == 0 ? "the host" : "segment \(isHostBound ? index : index + 1)" }
            let segment = try parseSegment(raw, position: position, isHost: isHostBound && index == 0)
            if segment == .wildcard, index != rawSegments.count - 1 {
                throw invalid("'*' must be the last segment, but \(position()) is '*'")
            }
            if let name = segment.parameterName {
                guard !names.contains(name) else {
                    throw invalid("the parameter name '\(name)' is used twice (\(position()))")
                }
                names.append(name)
            }
            segments.append(segment)
        }
        return RoutePattern(text: text, scheme: scheme, isHostBound: isHostBound, segments: segments)
    }

    /// Splits the text after the scheme on `/`, except inside a parameter's parentheses. It reads
    /// UTF-8 bytes: every character that matters is ASCII, and no byte of a longer character is.
    private func splitTopLevel() throws(RouteError) -> (schemeSeparator: String.Index?, segments: [Substring]) {
        let utf8 = text.utf8
        var depth = 0
        var inClass = false
        var schemeSeparator: String.Index?
        var segments: [Substring] = []
        var segmentStart = utf8.startIndex
        var index = utf8.startIndex
        var sawSlash = false
        while index < utf8.endIndex {
            let byte = utf8[index]
            if depth > 0 {
                switch byte {
                case UInt8(ascii: "\\"):
                    index = utf8.index(after: index)
                    if index == utf8.endIndex { break }
                case UInt8(ascii: "[") where !inClass: inClass = true
                case UInt8(ascii: "]") where inClass: inClass = false
                case UInt8(ascii: "(") where !inClass: depth += 1
                case UInt8(ascii: ")") where !inClass: depth -= 1
                default: break
                }
            } else {
                switch byte {
                case UInt8(ascii: "("): depth = 1
                case UInt8(ascii: ")"): throw invalid("unbalanced ')' at character \(offset(of: index) + 1)")
                case UInt8(ascii: "?"), UInt8(ascii: "#"):
                    throw invalid(
                        "a pattern cannot contain '\(Character(Unicode.Scalar(byte)))' (at character \(offset(of: index) + 1)); query and fragment are not matched"
                    )
                case UInt8(ascii: ":")
                where !sawSlash && schemeSeparator == nil && utf8[index...].starts(with: "://".utf8):
                    schemeSeparator = index
                    index = utf8.index(index, offsetBy: 3)
                    segmentStart = index
                    sawSlash = true
                    continue
                case UInt8(ascii: "/"):
                    sawSlash = true
                    segments.append(text[segmentStart..<index])
                    segmentStart = utf8.index(after: index)
                default: break
                }
            }
            if index < utf8.endIndex { index = utf8.index(after: index) }
        }
        guard depth == 0 else { throw invalid("unbalanced '(': a parameter's regex is not closed") }
        segments.append(text[segmentStart...])
        return (schemeSeparator, segments)
    }

    private func parseSegment(_ raw: Substring, position: () -> String, isHost: Bool) throws(RouteError)
        -> PatternSegment
    {
        if raw == "*" { return .wildcard }
        guard raw.first == ":" else {
            // Most literals have no escape: no decoding, and no second check that they are UTF-8.
            let decoded = raw.utf8.contains(UInt8(ascii: "%")) ? PercentEncoding.decode(String(raw)) : String(raw)
            guard let decoded else {
                throw invalid("\(position()) '\(raw)' has percent escapes that are not UTF-8")
            }
            return .literal(isHost ? decoded.lowercased() : decoded)
        }
        let afterColon = raw.dropFirst()
        let name = afterColon.prefix(while: \.isParameterNameCharacter)
        guard !name.isEmpty else {
            throw invalid("\(position()) '\(raw)' has no parameter name (names use A-Z a-z 0-9 _ -)")
        }
        let rest = afterColon[name.endIndex...]
        if rest.isEmpty { return .parameter(name: String(name)) }
        guard rest.first == "(", rest.last == ")", !rest.dropFirst().isEmpty else {
            throw invalid("\(position()) '\(raw)': a parameter name may only be followed by '(regex)'")
        }
        let regex = String(rest.dropFirst().dropLast())
        guard !regex.isEmpty else { throw invalid("\(position()) '\(raw)' has an empty regex") }
        do {
            return .constrained(name: String(name), constraint: try SegmentConstraint.compile(regex))
        } catch {
            throw invalid("\(position()) '\(raw)': \(error.message)")
        }
    }

    private func offset(of index: String.Index) -> Int { text.distance(from: text.startIndex, to: index) }

    private func invalid(_ message: String) -> RouteError {
        RouteError(.invalidPattern, "\(message) in pattern '\(text)'")
    }
}
