import Foundation

/// The spellings of a URL a route table cannot tell apart, and so decides alike (docs/reference.md
/// §1 and §13). This list is the whole of what the differential properties forgive:
/// - a trailing `/`: `/p` and `/p/` (and the empty path and `/`);
/// - a doubled `/`: `/a//b` and `/a/b` — each `/` doubled or tripled in turn, any set of them
///   doubled (a manifest's `*` between slashes that matched nothing leaves `//`), every run
///   collapsed;
/// - the scheme in either case: `HTTPS://h/p` and `https://h/p` (Android compares schemes as
///   written, a table in either case);
/// - the host in either case, and without user info or a port: `https://EXAMPLE.COM:8080/p` and
///   `https://example.com/p`;
/// - `scheme:x/y` and `scheme://x/y` (the table reads the first segment as the host either way).
///   A web link written without `//` (`https:x/y`) is not a web link: the import does not route
///   what only such a link would match, and the properties do not ask for it (`isOpaqueWebLink`).
enum Spellings {
    /// The URL split as `head` (`scheme://authority`), path and `tail` (`?…#…`); nil for a URL
    /// without `://`.
    static func split(_ url: String) -> (scheme: String, authority: String, path: String, tail: String)? {
        guard let separator = url.range(of: "://") else { return nil }
        let scheme = String(url[..<separator.lowerBound])
        let rest = url[separator.upperBound...]
        let tailStart = rest.firstIndex { $0 == "?" || $0 == "#" } ?? rest.endIndex
        let pathStart = rest[..<tailStart].firstIndex(of: "/") ?? tailStart
        return (
            scheme, String(rest[..<pathStart]), String(rest[pathStart..<tailStart]), String(rest[tailStart...])
        )
    }

    static func of(_ url: String) -> [String] {
        guard let (scheme, authority, path, tail) = split(url) else {
            // `tel:+1/x` reads as `tel://+1/x`: the first segment is the host either way.
            guard let colon = url.firstIndex(of: ":") else { return [url] }
            return [url] + of(String(url[...colon]) + "//" + url[url.index(after: colon)...])
        }
        var paths: [String] = []
        func add(_ path: String) {
            for variant in [path, path.hasSuffix("/") ? String(path.dropLast()) : path + "/"]
            where !paths.contains(variant) {
                paths.append(variant)
            }
        }
        var collapsed = path
        while collapsed.contains("//") { collapsed = collapsed.replacing("//", with: "/") }
        let bases = [path, collapsed, path.isEmpty ? "/" : collapsed]
        for base in bases + bases.map({ $0.hasSuffix("/") ? String($0.dropLast()) : $0 + "/" }) {
            add(base)
            let characters = Array(base)
            let slashes = characters.indices.filter { characters[$0] == "/" }
            for index in slashes {
                for extra in ["/", "//", "///", "////"] {
                    add(String(characters[..<index]) + extra + String(characters[index...]))
                }
            }
            // Any set of the `/`s doubled (`//a//a/a` for `/a/a/a`), for paths of a few segments.
            // (each `/` once, twice or three times, when there are at most four).
            let choices = slashes.count <= 4 ? 3 : 2
            let trimmed = collapsed.hasSuffix("/") ? String(collapsed.dropLast()) : collapsed
            if !slashes.isEmpty, slashes.count <= 6, base == trimmed || base == trimmed + "/" {
                for mask in 1..<Int(pow(Double(choices), Double(slashes.count))) {
                    var spelled = ""
                    var rest = mask
                    for (offset, character) in characters.enumerated() {
                        spelled.append(character)
                        guard slashes.contains(offset) else { continue }
                        spelled += String(repeating: "/", count: rest % choices)
                        rest /= choices
                    }
                    add(spelled)
                }
            }
        }
        // The table drops user info and a port from the host (§1).
        let host = authority.split(separator: "@").last.map { String($0.prefix { $0 != ":" }) } ?? authority
        // The root as a run of slashes, which patterns of `?` and `/` alone claim.
        if collapsed.isEmpty || collapsed == "/" { for count in 2...8 { add(String(repeating: "/", count: count)) } }
        var out: [String] = []
        for s in Set([scheme, scheme.lowercased()]).sorted() {
            for a in Set([authority, authority.lowercased(), host, host.lowercased()]).sorted() {
                out += paths.map { "\(s)://\(a)\($0)\(tail)" }
                // `tel://+1/x` is `tel:+1/x` too (not on the web, where `https:x` is no link).
                if !["http", "https"].contains(s.lowercased()) {
                    out += paths.map { "\(s):\(a)\($0)\(tail)" }
                }
            }
        }
        return out
    }

    /// `https:x/y` or `https://` (no host): not a web link, which the import leaves out
    /// (docs/reference.md §13).
    static func isOpaqueWebLink(_ url: String) -> Bool {
        let lower = url.lowercased()
        guard lower.hasPrefix("http:") || lower.hasPrefix("https:") else { return false }
        return split(lower)?.authority.isEmpty ?? true
    }

    /// `myapp://`: neither host nor path, which no route of a host names (a table drops the empty
    /// host, and `:host` needs one).
    static func isEmptyLink(_ url: String) -> Bool {
        guard let parts = split(url) else { return false }
        return parts.authority.isEmpty && (parts.path.isEmpty || parts.path == "/")
    }

    /// The URL without its query and fragment: what a route table looks at.
    static func withoutQueryAndFragment(_ url: String) -> String {
        String(url.prefix { $0 != "?" && $0 != "#" })
    }
}
