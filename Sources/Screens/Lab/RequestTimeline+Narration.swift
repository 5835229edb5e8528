import RouterCore
import TUIShell

extension RequestTimeline {
    /// How many places `n` and `p` step through: each step, then the outcome.
    var labStopCount: Int { steps.count + 1 }

    /// Step `index` as narration says it: `Step 1 of 6: shouldHandle goods.detail, yes`; the
    /// place after the last step is the outcome, `Outcome: handled by goods.detail`.
    func spokenStep(_ index: Int) -> String {
        guard steps.indices.contains(index) else { return "Outcome: \(outcome)" }
        return "Step \(index + 1) of \(steps.count): \(spoken(steps[index], next: steps[safe: index + 1]))"
    }

    /// The request in one line, for the Lab's summary: `Last request: app://goods/42, external,
    /// handled by goods.detail, 6 steps`.
    var spokenSummary: String {
        "Last request: \(url.escapingControlCharacters), \(origin.rawValue), \(outcome), "
            + Narration.count(steps.count, "step")
    }

    /// A step in words. `shouldHandle` says the handler's answer, which the Lab shows as the
    /// step after it: `declined by` the same route when it said no.
    private func spoken(_ step: String, next: String?) -> String {
        let asked = "shouldHandle "
        guard step.hasPrefix(asked) else { return step }
        let route = step.dropFirst(asked.count)
        let declined = next?.hasPrefix("declined by \(route):") == true
        return "\(step), \(declined ? "no" : "yes")"
    }
}

extension Array {
    /// The element at `index`, or nil past either end.
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
