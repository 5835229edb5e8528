import RouterCore

/// One route as a case of the generated enum: its associated values and the code for them.
struct TypedRoute {
    /// A parameter: its name in the pattern, its label in Swift, and whether it is a number.
    struct Parameter {
        let name: String
        /// The associated value's label: a keyword needs no backticks there.
        let label: String
        let isNumber: Bool
        var type: String { isNumber ? "Int" : "String" }
        /// The label as a variable's name, in backticks when it is a keyword.
        var variable: String { CaseNames.escaped(label) }
    }

    let route: Route
    let caseName: String
    let parameters: [Parameter]
    let hasWildcard: Bool
    /// The pattern matches any scheme, so the case carries one.
    let needsScheme: Bool

    init(route: Route, caseName: String) {
        self.route = route
        self.caseName = caseName
        let labels = CaseNames.make(for: route.pattern.parameterNames, escapingKeywords: false)
        parameters = zip(route.pattern.segments.compactMap(Self.parameter), labels).map {
            Parameter(name: $0.name, label: $1, isNumber: $0.isNumber)
        }
        hasWildcard = route.pattern.segments.contains(.wildcard)
        needsScheme = route.pattern.scheme == nil
    }

    private static func parameter(_ segment: PatternSegment) -> (name: String, isNumber: Bool)? {
        switch segment {
        case .parameter(let name): (name, false)
        case .constrained(let name, let constraint): (name, Self.digitsOnly.contains(constraint.source))
        case .literal, .wildcard: nil
        }
    }

    /// Constraints whose every match is a number written as `Int` writes it (no leading zero), so
    /// a value read as `Int` gives the same URL back; `[0-9]+` is not among them (a phone number
    /// `0123` would come back as `123`) and stays `String`. A match too long for `Int` makes the
    /// typed parse nil.
    private static let digitsOnly: Set<String> = ["[1-9][0-9]*", "[1-9]\\d*", "0|[1-9][0-9]*", "0|[1-9]\\d*"]

    /// The associated values, in order, as `label: Type`.
    private var values: [(label: String, type: String)] {
        parameters.map { ($0.label, $0.type) } + (hasWildcard ? [("wildcard", "[String]")] : [])
            + (needsScheme ? [("scheme", "String")] : [])
    }

    var caseDeclaration: [String] {
        let summary = route.summary.map { "    /// \($0.replacingNewlines)" } ?? "    /// `\(route.pattern.text)`."
        let list = values.map { "\($0.label): \($0.type)" }.joined(separator: ", ")
        return [summary, "    case \(caseName)\(list.isEmpty ? "" : "(\(list))")"]
    }

    /// `case .name(let a, let b): return try route.url(…)`.
    var urlCase: [String] {
        let bindings = values.map { "let \(CaseNames.escaped($0.label))" }.joined(separator: ", ")
        let pattern = values.isEmpty ? ".\(caseName)" : ".\(caseName)(\(bindings))"
        let dictionary =
            parameters.isEmpty
            ? "[:]"
            : "["
                + parameters.map {
                    "\(SwiftRouteTypes.literal($0.name)): \($0.isNumber ? "String(\($0.variable))" : $0.variable)"
                }
                .joined(separator: ", ") + "]"
        var arguments = ["parameters: \(dictionary)"]
        if hasWildcard { arguments.append("wildcard: wildcard") }
        if needsScheme { arguments.append("scheme: scheme") }
        return [
            "        case \(pattern):", "            return try route.url(\(arguments.joined(separator: ", ")))",
        ]
    }

    /// `case "name": guard let … else { return nil }; self = .name(…)`.
    var parseCase: [String] {
        var lines = ["        case \(SwiftRouteTypes.literal(route.name)):"]
        var arguments: [String] = []
        for parameter in parameters {
            let read = "request.routeParameters[\(SwiftRouteTypes.literal(parameter.name))]"
            lines.append(
                "            guard let \(parameter.variable) = \(parameter.isNumber ? "\(read).flatMap({ Int($0) })" : read) else { return nil }"
            )
            arguments.append("\(parameter.label): \(parameter.variable)")
        }
        if hasWildcard { arguments.append("wildcard: request.wildcard ?? []") }
        if needsScheme { arguments.append("scheme: request.scheme") }
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
