import RouterCore
import TUIShell

extension RequestTimeline {
    /// The timeline as the Lab draws it, a styled line each: the request, the candidates in order
    /// with why each lost to the one above, the routes that nearly matched, the steps, and the
    /// stacks before and after.
    var labLines: [(text: String, style: Style)] {
        var lines = labHeaderLines
        lines.append(("Steps", .title))
        lines += steps.map { ("  \($0)", $0.hasPrefix("failed") || $0.contains(": reject") ? .error : .plain) }
        lines.append(
            ("  \(outcome)", outcome.hasPrefix("error") ? .error : outcome.hasPrefix("handled") ? .success : .warning))
        lines.append(("Stack before", .title))
        lines += stackBefore.map { ("  \($0)", .plain) }
        lines.append(("Stack after", .title))
        lines += stackAfter.map { ("  \($0)", .plain) }
        return lines
    }

    /// The line of ``labLines`` that step `index` is on (`steps.count` is the outcome's).
    func labLine(ofStep index: Int) -> Int { labHeaderLines.count + 1 + index }

    /// The lines above the steps: the request, the candidates and the near misses.
    private var labHeaderLines: [(text: String, style: Style)] {
        var lines: [(text: String, style: Style)] = [("\(url) (\(origin.rawValue))".escapingControlCharacters, .link)]
        if let explanation {
            lines.append(("Candidates", .title))
            if explanation.candidates.isEmpty { lines.append(("  none", .error)) }
            for candidate in explanation.candidates {
                let style: Style = candidate.route.isExclusion ? .error : candidate.rank == 1 ? .success : .plain
                lines.append(("  \(candidate.rank) \(candidate.route.name)  \(candidate.route.pattern.text)", style))
                if let reason = candidate.reason { lines.append(("      lost: \(reason)", .hint)) }
            }
            if let exclusion = explanation.excludedBy {
                lines.append(("  excluded by \(exclusion.name): the link is kept out", .error))
            }
            // Routes that got past the scheme and host are the instructive misses.
            let misses = explanation.routes.filter { !$0.matched && $0.reason != "scheme" && $0.reason != "host" }
            if !misses.isEmpty {
                lines.append(("Did not match", .title))
                lines += misses.map { ("  \($0.route.name): \($0.reason ?? "")", .hint) }
            }
            let others = explanation.routes.count - explanation.candidates.count - misses.count
            if others > 0 { lines.append(("  \(others) more: another scheme or host", .hint)) }
        }
        return lines
    }
}
