/// The regular expression of a `:name(regex)` parameter, matched against a whole decoded value.
///
/// Matching is linear in the value by construction (``RegexProgram``, a Pike VM), so no value
/// can stall the router. Simple character-class constraints (`[0-9]+`, `\d+`, `[a-z_-]*` …) are
/// checked byte by byte without the automaton; they are most of the constraints in real tables.
public final class SegmentConstraint: Sendable, Hashable {
    /// The regex as written in the pattern.
    public let source: String
    private let program: RegexProgram
    private let characterClass: CharacterClassConstraint?

    /// Compiles `source`, or throws a message describing why it is not a usable constraint.
    init(_ source: String) throws(ConstraintProblem) {
        switch RegexSafety.problem(in: source) {
        case .catastrophicGroup(let position)?:
            throw ConstraintProblem(
                "the regex '\(source)' can backtrack catastrophically: the group ending at character \(position + 1) is repeated and itself contains a quantifier"
            )
        case .unbalancedParenthesis(let position)?:
            let which = position < source.count ? "the ')' at character \(position + 1) closes no group" : "a '(' is never closed"
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
        characterClass = CharacterClassConstraint(source)
    }

    /// Whether the regex matches all of `value`.
    public func matches(_ value: String) -> Bool {
        if let characterClass { return characterClass.matches(value) }
        return program.matches(value.unicodeScalars)
    }

    public static func == (lhs: SegmentConstraint, rhs: SegmentConstraint) -> Bool { lhs.source == rhs.source }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

/// Why a constraint was refused; the pattern parser adds where it sits.
struct ConstraintProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// A constraint of the form `[ascii-class]+`, `[ascii-class]*`, `\d+`, `\d*`, `\w+` or `\w*`.
private struct CharacterClassConstraint {
    private let allowed: [Bool]
    private let allowsEmpty: Bool

    init?(_ source: String) {
        let bytes = Array(source.utf8)
        guard let last = bytes.last, last == UInt8(ascii: "+") || last == UInt8(ascii: "*") else { return nil }
        allowsEmpty = last == UInt8(ascii: "*")
        let body = bytes.dropLast()
        var allowed = [Bool](repeating: false, count: 128)
        switch Array(body) {
        case Array(#"\d"#.utf8):
            for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { allowed[Int(byte)] = true }
        case Array(#"\w"#.utf8):
            for byte in "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_".utf8 { allowed[Int(byte)] = true }
        default:
            guard body.count > 2, body.first == UInt8(ascii: "["), body.last == UInt8(ascii: "]") else { return nil }
            let members = Array(body.dropFirst().dropLast())
            guard members.first != UInt8(ascii: "^"),
                  members.allSatisfy({ $0 < 128 && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "[") && $0 != UInt8(ascii: "]") })
            else { return nil }
            var index = 0
            while index < members.count {
                if index + 2 < members.count, members[index + 1] == UInt8(ascii: "-") {
                    guard members[index] <= members[index + 2] else { return nil }
                    for byte in members[index]...members[index + 2] { allowed[Int(byte)] = true }
                    index += 3
                } else {
                    allowed[Int(members[index])] = true
                    index += 1
                }
            }
        }
        self.allowed = allowed
    }

    func matches(_ value: String) -> Bool {
        let utf8 = value.utf8
        guard allowsEmpty || !utf8.isEmpty else { return false }
        return utf8.allSatisfy { $0 < 128 && allowed[Int($0)] }
    }
}
