import RouterCore

extension Window {
    /// The navigation value as the `stack` JSON of docs/reference.md §9.
    package var snapshot: JSONValue {
        func describe(_ id: ScreenID?) -> [(String, JSONValue)] {
            guard let screen = id.flatMap(screen) else { return [("screen", .null), ("title", .null), ("url", .null)] }
            return [("screen", .string(screen.name)), ("title", .string(screen.title)), ("url", .string(screen.url))]
        }
        func list(_ stack: [ScreenID]) -> JSONValue { .array(stack.map { .object(describe($0)) }) }
        return .object([
            ("selectedTab", .string(selectedTab?.name)),
            ("tabs", .array(state.tabs.map { .object([("name", .string($0.name)), ("stack", list($0.stack))]) })),
            ("modals", .array(state.modals.map { .object(describe($0.stack.first) + [("stack", list($0.stack))]) })),
            ("top", .object(describe(state.top))),
        ])
    }
}

extension Window {
    /// The most screens a stack's line names; a deeper stack shows four at each end and counts
    /// the rest, so a line costs the same however deep the stack (every navigation records one).
    static let diagramScreens = 10

    /// The navigation state as a few lines for people: the selected tab's stack, then each
    /// modal's, root first (`tab Home: Home › GoodsDetail`, `modal: Login`; a deep stack as
    /// `Home › GoodsDetail › … 9,993 more › GoodsDetail …`).
    package var stackDiagram: [String] {
        // Plain loops: every navigation draws this three times, and a main-actor closure per
        // screen would be checked on each call.
        var lines: [String] = []
        if state.tabs.indices.contains(state.selectedTab) {
            let tab = state.tabs[state.selectedTab]
            lines.append("tab \(tab.name): " + chain(tab.stack))
        }
        for modal in state.modals { lines.append("modal: " + chain(modal.stack)) }
        return lines
    }

    /// One stack's screens by name, root first; a deep one by its ends and a count.
    private func chain(_ stack: [ScreenID]) -> String {
        let (head, tail) = (4, 4)
        let isDeep = stack.count > Self.diagramScreens
        let named = isDeep ? Array(0..<head) + Array((stack.count - tail)..<stack.count) : Array(stack.indices)
        var line = ""
        for index in named {
            if !line.isEmpty { line += " › " }
            if isDeep, index == stack.count - tail { line += "… \(stack.count - head - tail) more › " }
            line += screen(stack[index])?.name ?? "?"
        }
        return line
    }

    /// Which stack `stack` is, for people: `tab Home` or `modal 1` (counted from the bottom).
    func describe(_ stack: NavigationStack) -> String {
        if let tab = tabs.first(where: { $0.stack === stack }) { return "tab \(tab.name)" }
        if let index = modals.firstIndex(where: { $0.stack === stack }) { return "modal \(index + 1)" }
        return "a stack not in the window"
    }
}
