import RouterCore
import TUIShell

/// The route table as aligned columns for people: name, pattern, access (`exclude` for an
/// exclusion), presentation, target. Control characters are escaped.
struct RouteTableListing {
    private let routes: [Route]

    /// Creates a listing of `routes` in their order.
    init(_ routes: [Route]) { self.routes = routes }

    /// The listing, a header line first, each line ending in a newline.
    var text: String {
        let rows =
            [["NAME", "PATTERN", "ACCESS", "PRESENTATION", "SCREEN/REDIRECT"]]
            + routes.map { route in
                let target = route.redirect.map { "→ \($0)" } ?? route.screen ?? "-"
                return [
                    route.name, route.pattern.text, route.isExclusion ? "exclude" : route.access.rawValue,
                    route.presentation?.rawValue ?? "-", target,
                ]
            }
        return AlignedColumns.lines(rows).map(\.escapingControlCharacters).joined(separator: "\n") + "\n"
    }
}
