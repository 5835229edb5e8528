import Synchronization

/// The regular expression of a `:name(regex)` parameter, matched against a whole decoded value.
///
/// Matching is linear in the value by construction: a deterministic automaton (``RegexDFA``)
/// reads each scalar once with nothing allocated; the rare regex whose automaton would be too
/// large runs on the Pike VM (``RegexProgram``), linear too. Constraints are compiled once per
/// distinct regex and shared, since big tables repeat the same few.
package final class SegmentConstraint: Sendable, Hashable {
    /// The regex as written in the pattern.
    package let source: String
    private let program: RegexProgram
    let automaton: RegexDFA?
    /// Whether a value it matches may hold a `/`: when none can, the constraint as a pattern's
    /// last segment matches only a URL's last segment (or, if it matches the empty value, the
    /// end of the path), and the look-up does not try it elsewhere.
    let mayMatchSlash: Bool

    /// Compiled constraints by source, shared by every pattern (cleared when it grows large, so
    /// that a stream of distinct regexes cannot grow it without bound).
    private static let compiled = Mutex<[String: SegmentConstraint]>([:])
    private static let cacheLimit = 4096

    /// The compiled constraint for `source`, or a message describing why it is not usable.
    static func compile(_ source: String) throws(ConstraintProblem) -> SegmentConstraint {
        if let cached = compiled.withLock({ $0[source] }) { return cached }
        let constraint = try SegmentConstraint(source)
        compiled.withLock { cache in
            if cache.count >= cacheLimit { cache.removeAll() }
            cache[source] = constraint
        }
        return constraint
    }

    private init(_ source: String) throws(ConstraintProblem) {
        switch RegexSafety.problem(in: source) {
        case .catastrophicGroup(let position)?:
            throw ConstraintProblem(
                "the regex '\(source)' can backtrack catastrophically: the group ending at character \(position + 1) is repeated and itself contains a quantifier"
            )
        case .unbalancedParenthesis(let position)?:
            let which =
                position < source.count
                ? "the ')' at character \(position + 1) closes no group" : "a '(' is never closed"
            throw ConstraintProblem("the regex '\(source)' has unbalanced parentheses: \(which)")
        case nil:
            break
        }
        do throws(RegexSyntaxError) {
            program = try RegexProgram(RegexParser.parse(source))
        } catch {
            throw ConstraintProblem("'\(source)' is not a valid regular expression: \(error.message)")
        }
        self.source = source
        automaton = RegexDFA(program)
        mayMatchSlash = program.sets.contains { $0.contains("/") }
    }

    /// Whether the regex matches all of `value` (UTF-8).
    func matches(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        if let automaton { return automaton.matches(value) }
        return program.matches(String(decoding: value, as: UTF8.self).unicodeScalars)
    }

    /// Whether the regex matches all of `value`.
    package func matches(_ value: String) -> Bool {
        var value = value
        return value.withUTF8(matches)
    }

    /// Whether every value `other` matches, this matches too; `false` when that cannot be
    /// worked out (a regex too large for an automaton).
    func includes(_ other: SegmentConstraint) -> Bool {
        if self == other { return true }
        guard let automaton, let theirs = other.automaton else { return false }
        return automaton.includes(theirs)
    }

    package static func == (lhs: SegmentConstraint, rhs: SegmentConstraint) -> Bool { lhs.source == rhs.source }
    package func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

/// Why a constraint was refused; the pattern parser adds where it sits.
struct ConstraintProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
