extension AndroidAppLinks {
    /// URLs drawn from the filters, for differential testing: every scheme × host crossing of
    /// each filter (a wildcard host `*.foo.org` as `www.foo.org` and `foo.org`), with the port
    /// when the filter names one (and without it, a near miss); every path pattern filled and
    /// near-missed on the first crossing; an upper-cased scheme (a miss: schemes compare
    /// case-sensitively) and host (a hit); scheme-only filters as `scheme:opaque-part` and
    /// `scheme://x/y`, and ssp patterns as `scheme:ssp`. De-duplicated, in filter order, ≤ 400.
    public func samples() -> [String] {
        var list = SampleList()
        for filter in filters {
            let schemes = filter.schemes.filter { !filter.unresolvedSchemes.contains($0) }
            var group: [String] = []

            // Hosts as they would appear in a URL, with and without the filter's port.
            var hosts: [String] = []
            for authority in filter.authorities where !authority.isUnresolved {
                var names: [String]
                if authority.host.hasPrefix("*") {
                    let rest = String(authority.host.dropFirst())
                    if rest.isEmpty {
                        names = ["example.com"]
                    } else if rest.hasPrefix(".") {
                        names = ["www" + rest, String(rest.dropFirst())]
                    } else {
                        names = ["x" + rest, rest]
                    }
                } else {
                    names = [authority.host]
                }
                for name in names {
                    if let port = authority.port {
                        hosts += [name + ":" + port, name]
                    } else {
                        hosts.append(name)
                    }
                }
            }

            // Paths: from the path patterns, or the host alone.
            var paths = filter.paths.flatMap { $0.sampleTexts() }.map {
                $0.hasPrefix("/") || $0.isEmpty ? $0 : "/" + $0
            }
            if paths.isEmpty { paths = ["", "/", "/x", "/a/b"] }

            if !hosts.isEmpty {
                let firstPath = filter.paths.isEmpty ? "/x" : paths[0]
                for scheme in schemes {
                    for host in hosts { group.append("\(scheme)://\(host)\(firstPath)") }
                }
                if let scheme = schemes.first, let host = hosts.first {
                    for path in paths { group.append("\(scheme)://\(host)\(path)") }
                    group.append("\(scheme.uppercased())://\(host)\(firstPath)")
                    group.append("\(scheme)://\(host.uppercased())\(firstPath)")
                }
            } else {
                // Scheme-only: the authority and paths are ignored by Android.
                for scheme in schemes {
                    group += ["\(scheme):opaque-part", "\(scheme)://x/y", "\(scheme.uppercased()):opaque-part"]
                }
            }
            for ssp in filter.schemeSpecificParts {
                for text in ssp.sampleTexts() {
                    for scheme in schemes { group.append("\(scheme):\(text)") }
                }
            }
            list.add(group: group)
        }
        return list.items
    }
}
