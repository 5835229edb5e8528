import RouterCore

/// Which host a single-host export is for.
enum HostChoice {
    /// `given` (lowercased), else the only literal host of the public routes https links reach.
    static func https(in table: RouteTable, given: String?) throws(ExportError) -> String {
        if let given { return given.lowercased() }
        var hosts: [String] = []
        for route in table.routes where route.access == .public {
            let shape = LinkShape(route)
            guard shape.scheme == nil || shape.scheme == "https", case .literal(let host) = shape.host, !hosts.contains(host) else { continue }
            hosts.append(host)
        }
        switch hosts.count {
        case 1: return hosts[0]
        case 0: throw ExportError("the table has no public https route with a literal host; name the host with --host")
        default: throw ExportError("the table's public https routes name several hosts (\(hosts.sorted().joined(separator: ", "))); choose one with --host")
        }
    }
}
