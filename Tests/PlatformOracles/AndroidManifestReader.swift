import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An `<intent-filter>` as written: its direct `<action>`, `<category>` and `<data>` children
/// (attribute names without the `android:` prefix, raw values).
struct RawIntentFilter: Sendable {
    var actions: [String] = []
    var categories: [String] = []
    var data: [[String: String]] = []
    var autoVerify: String?
    var hasUriRelativeFilterGroups = false
}

/// Collects the intent filters of a manifest, or of a fragment holding `<intent-filter>`s.
/// Like AOSP `ParsedIntentInfoUtils.parseIntentInfo`, only the direct children of the filter
/// count; the `<data>` inside a `<uri-relative-filter-group>` belongs to that group, not to the
/// filter.
final class AndroidManifestReader: NSObject, XMLParserDelegate {
    private var filters: [RawIntentFilter] = []
    private var current: RawIntentFilter?
    private var depth = 0
    private var filterDepth = 0
    private var stack: [String] = []
    private var closedRoot = false

    static func read(_ xml: String) throws -> [RawIntentFilter] {
        let parser = XMLParser(data: Data(wrapped(xml).utf8))
        let reader = AndroidManifestReader()
        parser.delegate = reader
        // FoundationXML on Linux can return true for a document it did not finish (an unclosed
        // or mismatched element), so the element stack is checked as well.
        let finished = parser.parse()
        guard finished, parser.parserError == nil, reader.stack.isEmpty, reader.closedRoot else {
            throw PlatformOracleError.notXML(parser.parserError.map { "\($0)" } ?? "not well-formed")
        }
        return reader.filters
    }

    /// The text inside one root element that declares the `android` and `tools` prefixes, so a
    /// fragment with several filters, or without namespace declarations, is well-formed too.
    private static func wrapped(_ xml: String) -> String {
        var body = Substring(xml)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        let trimmed = body.drop(while: { $0.isWhitespace })
        if trimmed.hasPrefix("<?xml"), let end = trimmed.range(of: "?>") {
            body = trimmed[end.upperBound...]
        }
        return "<platform-oracle-root xmlns:android=\"http://schemas.android.com/apk/res/android\""
            + " xmlns:tools=\"http://schemas.android.com/tools\">" + body + "</platform-oracle-root>"
    }

    private static func androidAttributes(_ attributes: [String: String]) -> [String: String] {
        var out: [String: String] = [:]
        for (name, value) in attributes where name.hasPrefix("android:") {
            out[String(name.dropFirst("android:".count))] = value
        }
        return out
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        depth += 1
        stack.append(elementName)
        let attributes = Self.androidAttributes(attributeDict)
        guard current != nil else {
            // Filters of services, receivers and providers are not candidates for a VIEW
            // activity intent; a filter the manifest merger removes (`tools:node="remove"`) is
            // not in the merged manifest.
            let parent = stack.count >= 2 ? stack[stack.count - 2] : ""
            let removed = ["remove", "removeAll"].contains(attributeDict["tools:node"] ?? "")
            if elementName == "intent-filter", !["service", "receiver", "provider"].contains(parent), !removed {
                current = RawIntentFilter(autoVerify: attributes["autoVerify"])
                filterDepth = depth
            }
            return
        }
        guard depth == filterDepth + 1 else { return }
        switch elementName {
        case "action": if let name = attributes["name"] { current?.actions.append(name) }
        case "category": if let name = attributes["name"] { current?.categories.append(name) }
        case "data": current?.data.append(attributes)
        case "uri-relative-filter-group": current?.hasUriRelativeFilterGroups = true
        default: break
        }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        if let filter = current, depth == filterDepth {
            filters.append(filter)
            current = nil
        }
        depth -= 1
        if stack.last == elementName { stack.removeLast() } else { parser.abortParsing() }
        if stack.isEmpty { closedRoot = true }
    }
}
