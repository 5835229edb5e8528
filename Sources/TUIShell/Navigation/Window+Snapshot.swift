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
