import RouterCore

/// Asks for a route's parameters one at a time, checking each against its constraint as it is
/// typed, then builds the URL by reverse routing.
struct ParameterPrompt {
    let route: Route
    let table: RouteTable
    /// The parameters asked for, in pattern order.
    let parameters: [(name: String, constraint: SegmentConstraint?)]
    /// Values given so far.
    private(set) var values: [String: String] = [:]
    /// The one being asked for.
    private(set) var current = 0
    /// The value being typed.
    var field = TextField()
    /// Why the URL could not be built, when reverse routing refused it.
    private(set) var failure: String?

    /// A prompt for `route`, or nil when it has nothing to ask.
    init?(route: Route, table: RouteTable) {
        let parameters = route.pattern.segments.compactMap { segment -> (String, SegmentConstraint?)? in
            switch segment {
            case .parameter(let name): (name, nil)
            case .constrained(let name, let constraint): (name, constraint)
            case .literal, .wildcard: nil
            }
        }
        guard !parameters.isEmpty else { return nil }
        self.route = route
        self.table = table
        self.parameters = parameters
    }

    /// The question: the parameter's name and its constraint.
    var question: String {
        let parameter = parameters[current]
        return parameter.constraint.map { "\(parameter.name) (\($0.source))" } ?? parameter.name
    }

    /// Whether the parameter asked for is the last: Enter then opens the URL.
    var isLast: Bool { current == parameters.count - 1 }

    /// Whether the typed value can be accepted: not empty, and matching the constraint.
    var isValid: Bool {
        let value = field.text
        return !value.isEmpty && (parameters[current].constraint?.matches(value) ?? true)
    }

    /// Accepts the typed value; returns the finished URL after the last parameter, nil while more
    /// are to come or when the value is refused.
    mutating func accept() -> String? {
        guard isValid else { return nil }
        values[parameters[current].name] = field.text
        guard isLast else {
            current += 1
            field = TextField()
            return nil
        }
        do throws(ReverseRoutingError) {
            return try table.url(for: route.name, parameters: values)
        } catch {
            failure = "\(error)"
            return nil
        }
    }
}
