import RouterCore

/// One route as a case of the generated enum: its associated values and the code for them.
///
/// Values are bound to positional variables (`value0`, `value1` …) in the generated code, so no
/// parameter name can hide `request`, `self` or anything else the code uses.
struct TypedRoute {
    /// An associated value: its label, its type, and where it comes from.
    struct Value {
        enum Source {
            /// A captured parameter, by its name in the pattern, read as `Int` when `isNumber`.
            case parameter(name: String, isNumber: Bool)
            /// The segments of a trailing `*`.
            case wildcard
            /// The URL's scheme, for a pattern that matches any.
            case scheme
        }

        let label: String
        let source: Source

        var type: String {
            switch source {
            case .parameter(_, let isNumber): isNumber ? "Int" : "String"
            case .wildcard: "[String]"
            case .scheme: "String"
            }
        }
    }

    let route: Route
    let caseName: String
    let values: [Value]

    init(route: Route, caseName: String) {
        self.route = route
        self.caseName = caseName
        var sources = route.pattern.segments.compactMap(Self.parameter)
        if route.pattern.segments.contains(.wildcard) { sources.append((.wildcard, "wildcard")) }
        if route.pattern.scheme == nil { sources.append((.scheme, "scheme")) }
        // One set of labels for all, so a parameter called `wildcard` or `scheme` is numbered
        // rather than repeated.
        let labels = CaseNames.make(for: sources.map(\.name), as: .label)
        values = zip(sources, labels).map { Value(label: $1, source: $0.source) }
    }

    private static func parameter(_ segment: PatternSegment) -> (source: Value.Source, name: String)? {
        switch segment {
        case .parameter(let name): (.parameter(name: name, isNumber: false), name)
        case .constrained(let name, let constraint):
            (.parameter(name: name, isNumber: Self.digitsOnly.contains(constraint.source)), name)
        case .literal, .wildcard: nil
        }
    }

    /// Constraints whose every match is a number written as `Int` writes it (no leading zero), so
    /// a value read as `Int` gives the same URL back; `[0-9]+` is not among them (a phone number
    /// `0123` would come back as `123`) and stays `String`. A match too long for `Int` makes the
    /// typed parse nil.
    private static let digitsOnly: Set<String> = ["[1-9][0-9]*", "[1-9]\\d*", "0|[1-9][0-9]*", "0|[1-9]\\d*"]

    var caseDeclaration: [String] {
        let summary = route.summary.map { "    /// \($0.replacingNewlines)" } ?? "    /// `\(route.pattern.text)`."
        let list = values.map { "\($0.label): \($0.type)" }.joined(separator: ", ")
        return [summary, "    case \(caseName)\(list.isEmpty ? "" : "(\(list))")"]
    }

    /// `case .name(let value0, …): return try Storage.route(named: …).url(…)`.
    var urlCase: [String] {
        let bindings = values.indices.map { "let value\($0)" }.joined(separator: ", ")
        let pattern = values.isEmpty ? ".\(caseName)" : ".\(caseName)(\(bindings))"
        var parameters: [String] = []
        var arguments: [String] = []
        for (index, value) in values.enumerated() {
            switch value.source {
            case .parameter(let name, let isNumber):
                parameters.append(
                    "\(SwiftRouteTypes.literal(name)): \(isNumber ? "String(value\(index))" : "value\(index)")")
            case .wildcard: arguments.append("wildcard: value\(index)")
            case .scheme: arguments.append("scheme: value\(index)")
            }
        }
        arguments.insert("parameters: [\(parameters.isEmpty ? ":" : parameters.joined(separator: ", "))]", at: 0)
        let lookUp = "Storage.route(named: \(SwiftRouteTypes.literal(route.name)))"
        return [
            "        case \(pattern):", "            return try \(lookUp).url(\(arguments.joined(separator: ", ")))",
        ]
    }

    /// `case "name": guard let value0 = … else { return nil }; self = .name(…)`.
    var parseCase: [String] {
        var lines = ["        case \(SwiftRouteTypes.literal(route.name)):"]
        var arguments: [String] = []
        for (index, value) in values.enumerated() {
            switch value.source {
            case .parameter(let name, let isNumber):
                let read = "request.routeParameters[\(SwiftRouteTypes.literal(name))]"
                let typed = isNumber ? "\(read).flatMap({ Int($0) })" : read
                lines.append("            guard let value\(index) = \(typed) else { return nil }")
                arguments.append("\(value.label): value\(index)")
            case .wildcard: arguments.append("\(value.label): request.wildcard ?? []")
            case .scheme: arguments.append("\(value.label): request.scheme")
            }
        }
        lines.append(
            "            self = .\(caseName)\(arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")")
        return lines
    }
}

extension String {
    /// One line: a summary for a doc comment.
    fileprivate var replacingNewlines: String {
        split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
