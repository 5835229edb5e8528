import Foundation
import TestSupport

@testable import RouterCore

/// Whether the table claims `url` (docs/reference.md §13): its best candidate, counting
/// internal routes, is public.
func tableClaims(_ table: RouteTable, _ url: String) -> Bool {
    guard let parsed = try? table.parser.parse(url) else { return false }
    return table.matches(for: parsed).first?.route.access == .public
}

/// Random tables over a few words, some routes https, some any-scheme, some host-agnostic,
/// some under another scheme, half public; and URLs on `host` over the same words.
enum RandomLinks {
    static let words = ["a", "b", "help", "Item", "x.y"]

    static func table(using random: inout SeededGenerator, host: String, caseInsensitive: Bool = false) -> RouteTable {
        var builder = RouteTableBuilder(options: RouteTableOptions(caseInsensitive: caseInsensitive))
        for index in 0..<30 {
            var parts: [String] = []
            for position in 0..<Int.random(in: 0...3, using: &random) {
                let segment = (words + [":p", ":n([0-9]+)", "*", ":rest(.*)"]).randomElement(using: &random)!
                parts.append(
                    segment.hasPrefix(":") ? segment.replacingOccurrences(of: ":", with: ":v\(position)") : segment)
                if segment == "*" || segment.hasPrefix(":rest") { break }
            }
            let path = parts.joined(separator: "/")
            let pattern =
                switch Int.random(in: 0..<5, using: &random) {
                case 0: "https://\(host)/\(path)"
                case 1: "\(host)/\(path)"
                case 2: "/\(path)"
                case 3: "https://other.example/\(path)"
                default: "app://\(host)/\(path)"
                }
            let access: RouteAccess = Int.random(in: 0..<3, using: &random) == 0 ? .internal : .public
            guard let route = try? Route(name: "r\(index)", pattern: pattern, access: access) else { continue }
            try? builder.add(route)
        }
        return builder.build()
    }

    static func path(using random: inout SeededGenerator) -> String {
        let segments = (0..<Int.random(in: 0...4, using: &random)).map { _ in
            (words + ["42", "7", "ITEM", "q"]).randomElement(using: &random)!
        }
        return segments.isEmpty ? "" : "/" + segments.joined(separator: "/")
    }
}
