import TUIShell

/// The Lab's keys, for the footer and `?`: the field's while it is focused, else the choices',
/// the steps' and the panes'.
extension RouterLabScreen {
    var labBindings: [KeyBinding] {
        guard focus > 0 else {
            return [
                KeyBinding(.enter, action: "open the URL"), KeyBinding(.tab, .backTab, action: "complete"),
                KeyBinding(.escape, action: "leave the field"),
            ]
        }
        let steps =
            lastRequest() == nil
            ? []
            : [
                KeyBinding(
                    .character("n"), .character("p"), label: "n/p", action: "step",
                    explanation: "the next / previous step of the last request", secondary: true)
            ]
        return [
            KeyBinding(
                .up, .down, .character("j"), .character("k"), label: "↑/↓ j/k", action: "move",
                explanation: "the choice above / below, and from the first row the field"),
            KeyBinding(.left, .right, action: "along the row"), KeyBinding(.character("/"), action: "resolve a URL"),
            KeyBinding(
                .enter, .character(" "), label: "Enter",
                action: { if case .demo = Self.choices[focus - 1] { "open" } else { "toggle" } }()),
        ] + steps + [
            KeyBinding(
                .character("]"), .character("["), label: "]/[", action: "pane",
                explanation: "focus the next / previous pane"),
            KeyBinding(
                .pageUp, .pageDown, .home, .end, label: "PgUp/PgDn", action: "scroll the \(panes.focused.name)",
                secondary: true),
        ]
    }
}
