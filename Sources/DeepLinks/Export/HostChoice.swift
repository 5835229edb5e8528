import RouterCore

/// Which host a single-host export is for.
enum HostChoice {
    /// The host that stands for every host when the table names none: an AASA file says nothing
    /// of hosts, so a host-agnostic table's file is the same whichever host serves it.
    static let anyHost = "example.com"

    /// `given` (lowercased), else the only literal host of the public routes https links reach,
    /// else, when none names one, ``anyHost`` (the file then claims what host-agnostic routes
    /// take, or nothing).
    static func https(in table: RouteTable, given: String?) throws(ExportError) -> String {
        if let given { return given.lowercased() }
        var hosts: [String] = []
        for route in table.routes where route.takesExternalLinks {
            let shape = LinkShape(route)
            guard shape.scheme == nil || shape.scheme == "https", case .literal(let host) = shape.host,
                !hosts.contains(host)
            else { continue }
            hosts.append(host)
        }
        switch hosts.count {
        case 0: return anyHost
        case 1: return hosts[0]
        default:
            throw ExportError(
                "the table's public https routes name several hosts (\(hosts.sorted().joined(separator: ", "))); choose one with --host"
            )
        }
    }
}
