import TUIShell

/// The Lab in words: what it is for and its keys, then the last request; the focus follows what
/// the user moved last — the field, a choice, a step of the last request, the focused pane.
extension RouterLabScreen {
    var labNarration: Narration {
        let request = lastRequest()
        let summary = [
            "The Router Lab shows how the router handles a link: type one to see what it matches, "
                + "switch how the demo's handlers answer, and step through the last request.",
            "Keys: slash types a URL, the arrows move between the choices, Enter or Space toggles one, "
                + "n and p step through the last request, ] and [ move between the panes.",
            request?.spokenSummary ?? "No request yet: open a URL to see its way through the router.",
        ]
        return Narration(summary: summary, focus: spokenFocus(request), details: details(request))
    }

    private func spokenFocus(_ request: RequestTimeline?) -> String {
        switch moved {
        case .step:
            if let request, let step = stepCursor.step(in: request) { return request.spokenStep(step) }
        case .pane:
            let pane = panes.focused
            let title = ["Routes", "Last request", "Lifecycle log"][pane.rawValue]
            return Narration.position("\(title) pane", index: pane.rawValue, count: LabPanes.Pane.allCases.count)
        case .choice:
            break
        }
        guard focus == 0 else { return spokenChoice(at: focus) }
        let typed = field.text.trimmingSpaces
        guard !typed.isEmpty else { return "Resolve field, empty" }
        return SpokenText.words("Resolve field, \(field.text)  \(resolutionLines()[0])")
    }

    /// What the Lab shows but its route table and lifecycle log, which scroll on and on: the
    /// field and its resolution, every choice, and the last request step by step.
    private func details(_ request: RequestTimeline?) -> [String] {
        let resolution = resolutionLines().filter { !$0.isEmpty }.map(SpokenText.words)
        let choices = (1...Self.choices.count).map(spokenChoice(at:))
        let timeline = request.map { request in
            [request.spokenSummary] + (0..<request.labStopCount).map(request.spokenStep)
        }
        return ["Resolve field, \(field.text.isEmpty ? "empty" : field.text)"] + resolution + choices
            + (timeline ?? ["No request yet."])
    }
}
