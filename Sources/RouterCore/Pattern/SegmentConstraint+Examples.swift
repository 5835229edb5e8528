extension SegmentConstraint {
    /// Whether every value the constraint admits is ASCII digits (`[0-9]+`, `\d{4}`); false
    /// when that cannot be worked out.
    package var admitsOnlyDigits: Bool {
        (try? SegmentConstraint.compile("[0-9]*"))?.includes(self) ?? false
    }

    /// A short value the constraint admits (non-empty when asked), preferring a readable one;
    /// nil when none was found.
    package func example(nonEmpty: Bool) -> String? {
        if let common = ["42", "example", "a"].first(where: matches) { return common }
        if let value = automaton?.shortestAccepted(nonEmpty: nonEmpty), !value.isEmpty || !nonEmpty { return value }
        return nil
    }
}
