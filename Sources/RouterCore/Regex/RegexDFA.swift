/// A ``RegexProgram`` turned into a deterministic automaton by subset construction, so that
/// matching is one table look-up per scalar with nothing allocated: what the router's hot path
/// needs. Scalars are grouped into classes that every set of the program treats alike (the
/// ASCII ones through a table); a regex whose automaton would be too large (or too slow to build)
/// keeps only the VM.
///
/// Two automata can also be compared: ``includes(_:)`` answers whether one accepts everything
/// the other does, which `routes --check` uses to find constraints that cover others.
struct RegexDFA: Sendable {
    /// The most states built before giving up on an automaton.
    static let maximumStates = 512
    /// The largest transition table (states × classes) built, and the largest program turned
    /// into an automaton: building costs about one pass over the program per transition, and a
    /// table loads many patterns.
    static let maximumTransitions = 1 << 16
    static let maximumProgramSize = 2_000

    /// The class boundaries: class `k` holds the scalars from `cuts[k]` up to `cuts[k + 1] - 1`.
    let cuts: [UInt32]
    private let asciiClass: [UInt16]
    /// `transitions[state * classCount + class]`: the next state, or -1 when nothing can match.
    let transitions: [Int32]
    let accepting: [Bool]
    var classCount: Int { cuts.count }

    /// The automaton of `program`, or nil when it needs more than ``maximumStates`` states.
    init?(_ program: RegexProgram) {
        guard program.instructions.count <= Self.maximumProgramSize else { return nil }
        var cutSet: Set<UInt32> = [0]
        for set in program.sets {
            for range in set.set.ranges {
                cutSet.insert(range.lowerBound)
                if range.upperBound < 0x10FFFF { cutSet.insert(range.upperBound + 1) }
            }
        }
        let cuts = cutSet.sorted()
        let classCount = cuts.count
        // Whether set `s` holds class `c`: every scalar of a class is in the same sets.
        let holds = program.sets.map { set in cuts.map { set.set.contains($0) } }

        var states: [[Int]] = [program.closure(of: [0])]
        var ids: [[Int]: Int32] = [states[0]: 0]
        var transitions: [Int32] = []
        var next = 0
        while next < states.count {
            let current = states[next]
            next += 1
            for classIndex in 0..<classCount {
                let targets = current.compactMap { pc -> Int? in
                    guard case .scalars(let set) = program.instructions[pc], holds[set][classIndex] else { return nil }
                    return pc + 1
                }
                guard !targets.isEmpty else {
                    transitions.append(-1)
                    continue
                }
                let state = program.closure(of: targets)
                if let id = ids[state] {
                    transitions.append(id)
                } else {
                    guard states.count < Self.maximumStates, (states.count + 1) * classCount <= Self.maximumTransitions else { return nil }
                    ids[state] = Int32(states.count)
                    transitions.append(Int32(states.count))
                    states.append(state)
                }
            }
        }
        self.cuts = cuts
        self.transitions = transitions
        accepting = states.map { $0.contains { program.instructions[$0] == .accept } }
        asciiClass = (0..<128).map { value in UInt16(cuts.lastIndex { $0 <= UInt32(value) }!) }
    }

    /// The class of a scalar value.
    private func classIndex(of value: UInt32) -> Int {
        if value < 128 { return Int(asciiClass[Int(value)]) }
        var low = 0, high = cuts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if cuts[middle] <= value { low = middle } else { high = middle }
        }
        return low
    }

    /// Whether the automaton accepts all of `value`, UTF-8 (a malformed byte reads as U+FFFD).
    func matches(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        var state = 0
        var index = 0
        while index < value.count {
            let byte = value[index]
            let scalar: UInt32
            if byte < 0x80 {
                scalar = UInt32(byte)
                index += 1
            } else {
                (scalar, index) = UTF8Scalar.decode(value, at: index)
            }
            let next = transitions[state * classCount + classIndex(of: scalar)]
            if next < 0 { return false }
            state = Int(next)
        }
        return accepting[state]
    }

    /// Whether this automaton accepts every value `other` accepts, found by walking both at once
    /// over the classes of both until a value only `other` accepts turns up.
    func includes(_ other: RegexDFA) -> Bool {
        let jointCuts = Set(cuts + other.cuts).sorted()
        let mine = jointCuts.map(classIndex(of:))
        let theirs = jointCuts.map(other.classIndex(of:))
        // A state of this automaton of -1 is its dead state: it accepts nothing from there on.
        var seen: Set<Int64> = []
        var pending: [(Int32, Int32)] = [(0, 0)]
        while let (state, otherState) = pending.popLast() {
            guard seen.insert(Int64(state) << 32 | Int64(otherState)).inserted else { continue }
            if other.accepting[Int(otherState)] && (state < 0 || !accepting[Int(state)]) { return false }
            for joint in jointCuts.indices {
                let otherNext = other.transitions[Int(otherState) * other.classCount + theirs[joint]]
                guard otherNext >= 0 else { continue }
                let next = state < 0 ? -1 : transitions[Int(state) * classCount + mine[joint]]
                pending.append((next, otherNext))
            }
        }
        return true
    }
}
