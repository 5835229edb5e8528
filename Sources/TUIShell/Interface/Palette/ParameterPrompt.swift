import RouterCore

/// Asks for what a route's URL needs, one value at a time — the scheme of a pattern that takes
/// any, the host of a host-agnostic one, each parameter, the rest of the path for a wildcard —
/// checking each as it is typed, then builds the URL by reverse routing.
struct ParameterPrompt {
    /// One value asked for.
    enum Question {
        case scheme
        case host
        case parameter(name: String, constraint: SegmentConstraint?)
        /// A trailing `*`: zero or more segments.
        case wildcard

        /// How it is asked: the parameter's name and its constraint (`id ([0-9]+)`).
        var label: String {
            switch self {
            case .scheme: "scheme"
            case .host: "host"
            case .parameter(let name, let constraint): constraint.map { "\(name) (\($0.source))" } ?? name
            case .wildcard: "rest of the path (*, may be empty)"
            }
        }

        /// Whether `value` can be accepted: a parameter's matches its constraint and is not
        /// empty, as are a scheme and a host (one segment); a path may be empty but has no empty
        /// segment.
        func accepts(_ value: String) -> Bool {
            switch self {
            case .scheme:
                !value.isEmpty && value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
            case .host: !value.isEmpty && !value.contains("/")
            case .parameter(_, let constraint): !value.isEmpty && (constraint?.matches(value) ?? true)
            case .wildcard: value.isEmpty || !value.split(separator: "/", omittingEmptySubsequences: false).contains("")
            }
        }
    }

    let route: Route
    let table: RouteTable
    /// The values asked for, in URL order.
    let questions: [Question]
    /// Values given so far, one per question answered.
    private(set) var answers: [String] = []
    /// The value being typed.
    var field = TextField()
    /// Why the URL could not be built, when reverse routing refused it.
    private(set) var failure: String?

    /// A prompt for `route`, or nil when its URL needs nothing.
    init?(route: Route, table: RouteTable) {
        let pattern = route.pattern
        var questions: [Question] = pattern.scheme == nil ? [.scheme] : []
        if !pattern.isHostBound { questions.append(.host) }
        questions += pattern.segments.compactMap { segment -> Question? in
            switch segment {
            case .parameter(let name): .parameter(name: name, constraint: nil)
            case .constrained(let name, let constraint): .parameter(name: name, constraint: constraint)
            case .wildcard: .wildcard
            case .literal: nil
            }
        }
        guard !questions.isEmpty else { return nil }
        self.route = route
        self.table = table
        self.questions = questions
    }

    /// The question being asked, as shown before the field.
    var question: String { questions[answers.count].label }

    /// Whether the question asked is the last: Enter then opens the URL.
    var isLast: Bool { answers.count == questions.count - 1 }

    /// Whether the typed value can be accepted.
    var isValid: Bool { questions[answers.count].accepts(field.text) }

    /// Accepts the typed value; returns the finished URL after the last question, nil while more
    /// are to come or when the value is refused.
    mutating func accept() -> String? {
        guard isValid else { return nil }
        guard isLast else {
            answers.append(field.text)
            field = TextField()
            return nil
        }
        let all = answers + [field.text]
        var parameters: [String: String] = [:]
        var (scheme, host, wildcard): (String?, String, [String]) = (nil, "", [])
        for (question, answer) in zip(questions, all) {
            switch question {
            case .scheme: scheme = answer
            case .host: host = answer
            case .parameter(let name, _): parameters[name] = answer
            case .wildcard: wildcard = answer.isEmpty ? [] : answer.split(separator: "/").map(String.init)
            }
        }
        do throws(ReverseRoutingError) {
            return try table.url(
                for: route.name, parameters: parameters, wildcard: wildcard, scheme: scheme, host: host)
        } catch {
            failure = "\(error)"
            return nil
        }
    }
}
