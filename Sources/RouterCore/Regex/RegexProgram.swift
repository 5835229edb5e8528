/// A regex compiled to a Thompson automaton and run as a Pike VM: every scalar of the value is
/// read once while the set of live states advances together, so a match costs at most
/// (value length × program size) steps whatever the regex — `(a|aa)+b` on 8,000 letters
/// included. Written here, not taken from a package: the ones on offer backtrack
/// (NSRegularExpression, Swift Regex), which is the thing this avoids.
struct RegexProgram: Sendable {
    enum Instruction: Sendable, Equatable {
        /// Consume one scalar of the set at this index of ``sets``.
        case scalars(Int)
        /// Continue at both.
        case split(Int, Int)
        /// Continue at the target.
        case jump(Int)
        /// The whole value matched.
        case accept
    }

    /// The most instructions a constraint may compile to (a `{m,n}` repeats its body).
    static let maximumSize = 20_000

    let instructions: [Instruction]
    /// The scalar sets the `.scalars` instructions test.
    let sets: [CompiledSet]

    /// Compiles `node`, or throws when it is too large.
    init(_ node: RegexNode) throws(RegexSyntaxError) {
        var builder = Builder()
        try builder.emit(node)
        builder.append(.accept)
        instructions = builder.instructions
        sets = builder.sets.map(CompiledSet.init)
    }

    /// Whether the program matches all of `value`.
    func matches(_ value: some Sequence<Unicode.Scalar>) -> Bool {
        var current: [Int] = []
        var next: [Int] = []
        var seen = [Int](repeating: -1, count: instructions.count)
        var pending: [Int] = []
        add(0, to: &current, step: 0, seen: &seen, pending: &pending)
        var step = 0
        for scalar in value {
            step += 1
            for pc in current {
                if case .scalars(let set) = instructions[pc], sets[set].contains(scalar) {
                    add(pc + 1, to: &next, step: step, seen: &seen, pending: &pending)
                }
            }
            swap(&current, &next)
            next.removeAll(keepingCapacity: true)
            if current.isEmpty { return false }
        }
        return current.contains { instructions[$0] == .accept }
    }

    /// The states reachable from `starts` without reading, in program order: the state set the
    /// automaton is in (``RegexDFA`` names each such set once).
    func closure(of starts: [Int]) -> [Int] {
        var list: [Int] = []
        var seen = [Int](repeating: -1, count: instructions.count)
        var pending: [Int] = []
        for start in starts { add(start, to: &list, step: 0, seen: &seen, pending: &pending) }
        return list.sorted()
    }

    /// Adds the states reachable from `start` without reading (through jumps and splits) to
    /// `list`, each once per step.
    private func add(_ start: Int, to list: inout [Int], step: Int, seen: inout [Int], pending: inout [Int]) {
        pending.append(start)
        while let pc = pending.popLast() {
            guard seen[pc] != step else { continue }
            seen[pc] = step
            switch instructions[pc] {
            case .jump(let target): pending.append(target)
            case .split(let first, let second):
                pending.append(second)
                pending.append(first)
            case .scalars, .accept: list.append(pc)
            }
        }
    }

    /// A scalar set with its ASCII members as a bitmap: most URL values are ASCII, and a bit
    /// test is what the hot loop can afford.
    struct CompiledSet: Sendable {
        private let low: UInt64
        private let high: UInt64
        let set: ScalarSet

        init(_ set: ScalarSet) {
            var low: UInt64 = 0
            var high: UInt64 = 0
            for value in UInt32(0)..<128 where set.contains(value) {
                if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
            }
            self.low = low
            self.high = high
            self.set = set
        }

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            let value = scalar.value
            if value < 64 { return low & (1 << UInt64(value)) != 0 }
            if value < 128 { return high & (1 << UInt64(value - 64)) != 0 }
            return set.contains(value)
        }
    }

    private struct Builder {
        var instructions: [Instruction] = []
        var sets: [ScalarSet] = []

        mutating func append(_ instruction: Instruction) {
            instructions.append(instruction)
        }

        mutating func emit(_ node: RegexNode) throws(RegexSyntaxError) {
            guard instructions.count < RegexProgram.maximumSize else {
                throw RegexSyntaxError(
                    message: "it compiles to more than \(RegexProgram.maximumSize) steps; use smaller repetitions")
            }
            switch node {
            case .empty:
                break
            case .scalars(let set):
                append(.scalars(sets.count))
                sets.append(set)
            case .sequence(let items):
                for item in items { try emit(item) }
            case .alternation(let branches):
                var jumpsToEnd: [Int] = []
                for (offset, branch) in branches.enumerated() {
                    let isLast = offset == branches.count - 1
                    let split = instructions.count
                    if !isLast { append(.split(split + 1, -1)) }
                    try emit(branch)
                    if !isLast {
                        jumpsToEnd.append(instructions.count)
                        append(.jump(-1))
                        instructions[split] = .split(split + 1, instructions.count)
                    }
                }
                for jump in jumpsToEnd { instructions[jump] = .jump(instructions.count) }
            case .repetition(let body, let min, let max):
                for _ in 0..<min { try emit(body) }
                if let max {
                    // Each optional copy may stop early: split(copy, end) before each.
                    var exits: [Int] = []
                    for _ in min..<max {
                        exits.append(instructions.count)
                        append(.split(instructions.count + 1, -1))
                        try emit(body)
                    }
                    for exit in exits { instructions[exit] = .split(exit + 1, instructions.count) }
                } else {
                    let loop = instructions.count
                    append(.split(loop + 1, -1))
                    try emit(body)
                    append(.jump(loop))
                    instructions[loop] = .split(loop + 1, instructions.count)
                }
            }
        }
    }
}
