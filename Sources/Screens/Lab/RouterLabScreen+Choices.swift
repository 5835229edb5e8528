import TUIShell

/// The Lab's rows of choices: the handler switches, the transition demos and slow motion.
extension RouterLabScreen {
    /// One thing on the Lab's rows that Enter or Space acts on.
    enum Choice {
        case toggle(HandlerSwitches.Switch)
        case demo(TransitionStyle)
        case slowMotion
    }

    /// The rows of choices, each with its label.
    static let rows: [(label: String, choices: [Choice])] =
        HandlerSwitches.Switch.rows.map { ($0.label, $0.switches.map(Choice.toggle)) }
        + [("Show with:", TransitionStyle.allCases.map(Choice.demo) + [.slowMotion])]
    static let choices = rows.flatMap(\.choices)
    /// Where ↑/↓ and ←/→ move the focus on those rows.
    static let stopMap = LabStops(rowSizes: rows.map(\.choices.count))

    /// A choice as drawn: `[x] fade`, `cover`.
    func label(of choice: Choice) -> String {
        switch choice {
        case .toggle(let item): "[\(switches.isOn(item) ? "x" : " ")] \(item.rawValue)"
        case .demo(let style): style.rawValue
        case .slowMotion: "[\(isSlowMotion ? "x" : " ")] slow motion"
        }
    }

    /// The choice at focus stop `stop` as narration says it: its row, its name, whether it is
    /// on, and its place along the row: `Present: fade, on, 2 of 4`.
    func spokenChoice(at stop: Int) -> String {
        let choice = Self.choices[stop - 1]
        let row = Self.stopMap.row(of: stop) ?? 0
        let text =
            switch choice {
            case .toggle(let item): "\(item.rawValue), \(switches.isOn(item) ? "on" : "off")"
            case .demo(let style): "\(style.rawValue), opens a demo"
            case .slowMotion: "slow motion, \(isSlowMotion ? "on" : "off")"
            }
        return Narration.position(
            "\(Self.rows[row].label) \(text)", index: stop - Self.stopMap.firstStop(ofRow: row),
            count: Self.rows[row].choices.count)
    }

    private var isSlowMotion: Bool { window?.animator.timeScale ?? 1 > 1 }
}
