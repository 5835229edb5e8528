import Foundation

/// The same synthetic route table and URLs for every router under test.
///
/// Routes look like an app's: `app://m<k>/item<i>/:id` and `app://m<k>/item<i>/:id/detail`,
/// literals and plain parameters only, since routing-kit has no regex constraints.
public struct Workload {
    /// Route paths as segments, `:id` marking the parameter (host first).
    public let routes: [[String]]
    /// Full URL strings that each match exactly one route.
    public let urls: [String]

    public init(routeCount: Int, urlCount: Int = 1000) {
        var routes: [[String]] = []
        routes.reserveCapacity(routeCount)
        for index in 0..<routeCount {
            let module = "m\(index % 97)"
            routes.append(
                index.isMultiple(of: 2)
                    ? [module, "item\(index)", ":id"]
                    : [module, "item\(index)", ":id", "detail"])
        }
        self.routes = routes
        var generator = SystemRandomNumberGenerator()
        urls = (0..<urlCount).map { _ in
            let index = Int.random(in: 0..<routeCount, using: &generator)
            let path = routes[index].map { $0 == ":id" ? String(Int.random(in: 1...99999, using: &generator)) : $0 }
            return "app://" + path.joined(separator: "/") + "?from=bench"
        }
    }

    /// The pattern text for RouterCore.
    public func pattern(_ index: Int) -> String { "app://" + routes[index].joined(separator: "/") }
}

/// Splits a URL string into decoded host + path segments the way a web framework does before
/// handing them to routing-kit, so URL parsing is part of every router's work.
public func hostAndPathSegments(of url: String) -> [String] {
    guard let schemeEnd = url.range(of: "://") else { return [] }
    var rest = url[schemeEnd.upperBound...]
    if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<query] }
    return rest.split(separator: "/").map { String($0).removingPercentEncoding ?? String($0) }
}
