import RouterCore

extension ManifestDiff {
    /// The report, a line per finding, each naming the rule, one link that shows the drift and
    /// the side that takes it (docs/reference.md §13).
    package var lines: [String] {
        missing.map {
            "missing-in-manifest: \($0.route.name) \($0.route.pattern.text): the table routes \($0.example), the manifest does not claim it"
        }
            + notRouted.map {
                let app = $0.appIDs.isEmpty ? "" : " (app \($0.appIDs.joined(separator: ", ")))"
                return "not-routed: \($0.entry)\(app): the manifest claims \($0.example), the table does not route it"
            }
    }

    /// The report for machines: `{"inSync","drift":[{"kind","rule","pattern","url","side",
    /// "appIDs"}],"warnings"}`, the drift in the order of ``lines``.
    package var json: JSONValue {
        let drift =
            missing.map { finding in
                JSONValue.object([
                    ("kind", .string("missing-in-manifest")), ("rule", .string(finding.route.name)),
                    ("pattern", .string(finding.route.pattern.text)), ("url", .string(finding.example)),
                    ("side", .string("table")), ("appIDs", .array([])),
                ])
            }
            + notRouted.map { finding in
                JSONValue.object([
                    ("kind", .string("not-routed")), ("rule", .string(finding.entry)), ("pattern", .null),
                    ("url", .string(finding.example)), ("side", .string("manifest")),
                    ("appIDs", .array(finding.appIDs.map(JSONValue.string))),
                ])
            }
        return .object([
            ("inSync", .bool(isInSync)), ("drift", .array(drift)), ("warnings", .array(warnings.map(JSONValue.string))),
        ])
    }
}
