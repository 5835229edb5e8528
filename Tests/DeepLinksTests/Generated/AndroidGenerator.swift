import TestSupport

/// A generated AndroidManifest.xml: activities' `<intent-filter>`s, each a list of `<data>`
/// elements whose attributes (without `android:`) are kept in order and as written in the XML
/// (so `\\.` is the pattern `\.`). ``text`` is the manifest the tools and the oracle read.
struct AndroidModel: Equatable, Sendable {
    struct Attribute: Equatable, Sendable {
        var name: String
        var value: String
    }

    struct Filter: Equatable, Sendable {
        var browsable = true
        var data: [[Attribute]] = []
    }

    var filters: [Filter] = []

    var text: String {
        var lines = [
            #"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">"#,
            "  <application>", #"    <activity android:name=".MainActivity" android:exported="true">"#,
        ]
        for filter in filters {
            let https = filter.data.contains { $0.contains { $0.name == "scheme" && $0.value.hasPrefix("http") } }
            lines.append("      <intent-filter\(https ? #" android:autoVerify="true""# : "")>")
            lines.append(#"        <action android:name="android.intent.action.VIEW" />"#)
            lines.append(#"        <category android:name="android.intent.category.DEFAULT" />"#)
            if filter.browsable {
                lines.append(#"        <category android:name="android.intent.category.BROWSABLE" />"#)
            }
            for data in filter.data {
                let attributes = data.map { " android:\($0.name)=\"\(Self.escaped($0.value))\"" }.joined()
                lines.append("        <data\(attributes) />")
            }
            lines.append("      </intent-filter>")
        }
        lines += ["    </activity>", "  </application>", "</manifest>", ""]
        return lines.joined(separator: "\n")
    }

    static func escaped(_ value: String) -> String {
        value.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing("\"", with: "&quot;")
    }

    /// Smaller manifests, biggest cuts first: fewer filters, `<data>` elements, attributes, then
    /// shorter values.
    var shrinks: [AndroidModel] {
        var out: [AndroidModel] = []
        func with(_ change: (inout AndroidModel) -> Void) {
            var copy = self
            change(&copy)
            if copy != self { out.append(copy) }
        }
        for f in filters.indices { with { $0.filters.remove(at: f) } }
        for f in filters.indices {
            for d in filters[f].data.indices { with { $0.filters[f].data.remove(at: d) } }
        }
        for f in filters.indices {
            for d in filters[f].data.indices {
                for a in filters[f].data[d].indices { with { $0.filters[f].data[d].remove(at: a) } }
            }
        }
        for f in filters.indices {
            for d in filters[f].data.indices {
                // Patterns shorten; schemes, hosts and ports are names, not patterns.
                for a in filters[f].data[d].indices
                where ["path", "ssp"].contains(where: filters[f].data[d][a].name.hasPrefix) {
                    for shorter in Shrinker.shorter(filters[f].data[d][a].value, keepingSlashesApart: true) {
                        with { $0.filters[f].data[d][a].value = shorter }
                    }
                }
            }
        }
        return out
    }
}

/// Random manifests from a seed: 1–4 VIEW filters (now and then one without BROWSABLE or with
/// a MIME type), schemes × hosts × path rules of every kind, ssp rules and ports.
enum AndroidGenerator {
    static let words = ["a", "ab", "mail", "x.y", "Mail"]
    static let hosts = ["example.com", "*", "*.example.com", "b.example.com"]

    static func manifest(using random: inout SeededGenerator) -> AndroidModel {
        var model = AndroidModel()
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            var filter = AndroidModel.Filter(browsable: !chance(8, &random))
            var attributes: [AndroidModel.Attribute] = []
            let schemes = ["http", "https", "myapp"].shuffled(using: &random).prefix(
                Int.random(in: 1...2, using: &random))
            attributes += schemes.map { .init(name: "scheme", value: $0) }
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                attributes.append(.init(name: "host", value: hosts.randomElement(using: &random)!))
                if chance(10, &random) { attributes.append(.init(name: "port", value: "8080")) }
            }
            for _ in 0..<Int.random(in: 0...3, using: &random) { attributes.append(pathRule(using: &random)) }
            if chance(12, &random) { attributes.append(sspRule(using: &random)) }
            if chance(5, &random) { attributes.append(.init(name: "mimeType", value: "text/plain")) }
            // The attributes spread over `<data>` elements: Android merges them all anyway, but
            // a `port` belongs to the `host` of its own element.
            var element: [AndroidModel.Attribute] = []
            for attribute in attributes {
                let repeated = element.contains { $0.name == attribute.name }
                if !element.isEmpty, attribute.name != "port", repeated || chance(50, &random) {
                    filter.data.append(element)
                    element = []
                }
                element.append(attribute)
            }
            if !element.isEmpty { filter.data.append(element) }
            model.filters.append(filter)
        }
        return model
    }

    static func literalPath(using random: inout SeededGenerator) -> String {
        "/"
            + (0..<Int.random(in: 0...2, using: &random)).map { _ in words.randomElement(using: &random)! }
            .joined(separator: "/") + (chance(15, &random) ? "/" : "")
    }

    static func pathRule(using random: inout SeededGenerator) -> AndroidModel.Attribute {
        let word = words.randomElement(using: &random)!
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1: return .init(name: "path", value: literalPath(using: &random))
        case 2, 3:
            let path = literalPath(using: &random)
            return .init(name: "pathPrefix", value: chance(40, &random) ? path : String(path.dropLast()) + word)
        case 4: return .init(name: "pathSuffix", value: [".y", "/" + word, word].randomElement(using: &random)!)
        case 5:
            return .init(
                name: "pathAdvancedPattern",
                value: ["/a[0-9]+", "/m.*", "/[a-z]{2}", "/\(word)/.*", "/ab*", "/x.y"].randomElement(using: &random)!)
        default: return .init(name: "pathPattern", value: simpleGlob(using: &random))
        }
    }

    /// AOSP simple glob pieces: words, `.`, `X*`, `.*` (also before a `/`), `\\.` (escaped in XML).
    static func simpleGlob(using random: inout SeededGenerator) -> String {
        var out = "/"
        for index in 0..<Int.random(in: 1...3, using: &random) {
            if index > 0 { out += "/" }
            let word = words.randomElement(using: &random)!
            switch Int.random(in: 0..<9, using: &random) {
            case 0: out += ".*"
            case 1: out += word + ".*"
            case 2: out += ".*" + word
            case 3: out += word + "*"
            case 4: out += word.prefix(1) + "." + word.dropFirst()
            case 5: out += word.replacing(".", with: "\\\\.")
            case 6: out += "." + word
            default: out += word
            }
        }
        return out
    }

    static func sspRule(using random: inout SeededGenerator) -> AndroidModel.Attribute {
        let name = ["ssp", "sspPrefix", "sspPattern"].randomElement(using: &random)!
        let value: String
        switch name {
        case "ssp": value = ["//example.com/a", "//example.com/mail/x", "opaque"].randomElement(using: &random)!
        case "sspPrefix": value = ["//example.com/m", "//b.example.com/", "+1"].randomElement(using: &random)!
        default: value = ["//example.com/.*", "//.*/a", "a.*"].randomElement(using: &random)!
        }
        return .init(name: name, value: value)
    }

    static func chance(_ percent: Int, _ random: inout SeededGenerator) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }
}
