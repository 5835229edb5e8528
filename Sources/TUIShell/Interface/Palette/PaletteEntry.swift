import RouterCore

/// One row the palette can list: a public route, a command-bar history entry, or a command.
enum PaletteEntry {
    case route(Route)
    case history(String)
    case command(PaletteCommand)

    /// The row's main text.
    var title: String {
        switch self {
        case .route(let route): route.name
        case .history(let url): url
        case .command(let command): command.title
        }
    }

    /// The secondary text after it: the pattern, or what kind of row it is (a setting's
    /// command says when it is the one in effect).
    @MainActor
    var detail: String {
        switch self {
        case .route(let route): route.pattern.text
        case .history: "history"
        case .command(let command): command.isInEffect?() == true ? "command · in effect" : "command"
        }
    }

    /// Where `query` matched: character offsets in the title, or in the detail when a route
    /// matched by its pattern better than by its name.
    @MainActor
    func highlights(_ query: String) -> (title: [Int], detail: [Int]) {
        guard !query.isEmpty else { return ([], []) }
        let inTitle = FuzzyMatch.match(query, in: title)
        if case .route(let route) = self, let inPattern = FuzzyMatch.match(query, in: route.pattern.text),
            inPattern.score > inTitle?.score ?? Int.min
        {
            return ([], inPattern.positions)
        }
        return (inTitle?.positions ?? [], [])
    }

    /// The score of `query` against the row (routes by name and by pattern), nil for no match.
    func score(_ query: String) -> Int? {
        switch self {
        case .route(let route):
            [FuzzyMatch.score(query, in: route.name), FuzzyMatch.score(query, in: route.pattern.text)].compactMap { $0 }
                .max()
        case .history(let url): FuzzyMatch.score(query, in: url)
        case .command(let command): FuzzyMatch.score(query, in: command.title)
        }
    }

    /// The entries matching `query`, best first (ties keep the given order).
    static func ranked(_ entries: [PaletteEntry], by query: String) -> [PaletteEntry] {
        entries.enumerated()
            .compactMap { item in item.element.score(query).map { (entry: item.element, score: $0, order: item.offset) }
            }
            .sorted { $0.score != $1.score ? $0.score > $1.score : $0.order < $1.order }
            .map(\.entry)
    }
}
