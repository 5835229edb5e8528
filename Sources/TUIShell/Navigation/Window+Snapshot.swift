import RouterCore

extension Window {
    /// The navigation state as the `stack` JSON of docs/reference.md §9.
    package var snapshot: JSONValue {
        func describe(_ screen: Screen?) -> [(String, JSONValue)] {
            guard let screen else { return [("screen", .null), ("title", .null), ("url", .null)] }
            return [("screen", .string(screen.name)), ("title", .string(screen.title)), ("url", .string(screen.url))]
        }
        func list(_ stack: NavigationStack) -> JSONValue { .array(stack.screens.map { .object(describe($0)) }) }
        return .object([
            ("selectedTab", .string(selectedTab?.name)),
            ("tabs", .array(tabs.map { .object([("name", .string($0.name)), ("stack", list($0.stack))]) })),
            ("modals", .array(modals.map { .object(describe($0.stack.root) + [("stack", list($0.stack))]) })),
            ("top", .object(describe(topScreen))),
        ])
    }
}

extension Window {
    /// The navigation state as a few lines for people: the selected tab's stack, then each
    /// modal's, root first (`tab Home: Home › GoodsDetail`, `modal: Login`).
    public var stackDiagram: [String] {
        func chain(_ stack: NavigationStack) -> String { stack.screens.map(\.name).joined(separator: " › ") }
        let tab = selectedTab.map { ["tab \($0.name): \(chain($0.stack))"] } ?? []
        return tab + modals.map { "modal: \(chain($0.stack))" }
    }

    /// Which stack `stack` is, for people: `tab Home` or `modal 1` (counted from the bottom).
    func describe(_ stack: NavigationStack) -> String {
        if let tab = tabs.first(where: { $0.stack === stack }) { return "tab \(tab.name)" }
        if let index = modals.firstIndex(where: { $0.stack === stack }) { return "modal \(index + 1)" }
        return "a stack not in the window"
    }
}
