import TestSupport
import Testing

@testable import RouterCore

/// Examples of constraint values (markdown export, `routes diff` samples) never trap, and what
/// they give is admitted by the constraint (issue 26: a `.` in a constraint that refuses the
/// stock values crashed the generator).
@Suite("Constraint examples")
struct ConstraintExampleTests {
    @Test(arguments: [
        "a.", ".", "x.y", "[?#]x", "\\.", "[^a-z0-9]+", "(a|b).c", "[\u{1}-\u{1f}]", "\\?", ".{3}", "[^\u{1}-\u{7f}]",
    ])
    func anExampleIsAdmittedOrThereIsNone(source: String) throws {
        let constraint = try SegmentConstraint.compile(source)
        for nonEmpty in [false, true] {
            guard let value = constraint.example(nonEmpty: nonEmpty) else { continue }
            #expect(constraint.matches(value), "'\(value)' for \(source)")
            #expect(!nonEmpty || !value.isEmpty)
        }
    }

    /// Random constraints from a small regex alphabet: the generator answers for every one.
    @Test func randomConstraintsNeverTrap() {
        var random = SeededGenerator(seed: 26)
        let atoms = [
            "a", ".", "[0-9]", "[^a-z]", "\\.", "[?#]", "(a|.)", "[\u{1}-\u{1f}]", "b", "-", "[ -/]", "\\w", "\\d",
        ]
        let quantifiers = ["", "", "+", "*", "?", "{2}"]
        var checked = 0
        for _ in 0..<2_000 {
            let source = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                atoms.randomElement(using: &random)! + quantifiers.randomElement(using: &random)!
            }.joined()
            guard let constraint = try? SegmentConstraint.compile(source) else { continue }
            checked += 1
            if let value = constraint.example(nonEmpty: true) {
                #expect(constraint.matches(value), "'\(value)' for \(source)")
            }
        }
        #expect(checked > 1_000)
    }
}
