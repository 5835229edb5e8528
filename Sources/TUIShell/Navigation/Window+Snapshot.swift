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
        func chain(_ stack: [ScreenID]) -> String {
            let names = { (part: ArraySlice<ScreenID>) in part.map { self.screen($0)?.name ?? "?" } }
            guard stack.count > Self.diagramScreens else { return names(stack[...]).joined(separator: " › ") }
            let (head, tail) = (4, 4)
            let shown = names(stack[..<head]) + ["… \(stack.count - head - tail) more"] + names(stack.suffix(tail))
            return shown.joined(separator: " › ")
        }
        let tab = selectedTab.map { ["tab \($0.name): \(chain(state.tabs[selectedTabIndex].stack))"] } ?? []
        return tab + state.modals.map { "modal: \(chain($0.stack))" }
    }

    /// Which stack `stack` is, for people: `tab Home` or `modal 1` (counted from the bottom).
    func describe(_ stack: NavigationStack) -> String {
        if let tab = tabs.first(where: { $0.stack === stack }) { return "tab \(tab.name)" }
        if let index = modals.firstIndex(where: { $0.stack === stack }) { return "modal \(index + 1)" }
        return "a stack not in the window"
    }
}
