/// A ``RegexProgram`` turned into a deterministic automaton by subset construction, so that
/// matching is one table look-up per scalar with nothing allocated: what the router's hot path
/// needs. The scalar space is cut into intervals that every set of the program treats alike,
/// and intervals that every set treats alike are one class, so a Unicode property of hundreds of
/// ranges (`\p{L}`) costs one or two classes, not a column per range; a scalar's class is a
/// table look-up for ASCII and a binary search over the interval starts otherwise. A regex whose
/// automaton would be too large (or too slow to build) keeps only the VM.
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

    /// The interval starts: interval `k` holds the scalars from `cuts[k]` up to `cuts[k + 1] - 1`.
    let cuts: [UInt32]
    /// The class of each interval.
    let intervalClasses: [Int32]
    let classCount: Int
    private let asciiClass: [Int32]
    /// `transitions[state * classCount + class]`: the next state, or -1 when nothing can match.
    let transitions: [Int32]
    let accepting: [Bool]

    /// The automaton of `program`, or nil when it needs more than ``maximumStates`` states.
    init?(_ program: RegexProgram) {
        guard program.instructions.count <= Self.maximumProgramSize else { return nil }
        // A repeated atom (`\p{L}{2,9}`) repeats its set: each distinct set is looked at once.
        var distinct: [ScalarSet: Int] = [:]
        let setIndex = program.sets.map { compiled in
            if let index = distinct[compiled.set] { return index }
            distinct[compiled.set] = distinct.count
            return distinct.count - 1
        }
        var sets = [ScalarSet](repeating: ScalarSet([]), count: distinct.count)
        for (set, index) in distinct { sets[index] = set }

        // One set's bounds are in order already (a property has up to a few thousand): only
        // the bounds of several sets need sorting.
        var bounds: [UInt32] = [0]
        for set in sets {
            for range in set.ranges {
                bounds.append(range.lowerBound)
                if range.upperBound < 0x10FFFF { bounds.append(range.upperBound + 1) }
            }
        }
        if sets.count > 1 { bounds.sort() }
        var cuts: [UInt32] = []
        cuts.reserveCapacity(bounds.count)
        for bound in bounds where bound != cuts.last { cuts.append(bound) }
        // Classes by refinement: two intervals stay in one class while every set seen so far
        // holds both or neither.
        var intervalClasses = [Int32](repeating: 0, count: cuts.count)
        var classCount = 1
        var membership: [[Bool]] = []
        for set in sets {
            let inSet = Self.membership(of: set, in: cuts)
            membership.append(inSet)
            var renumbered = [Int32](repeating: -1, count: classCount * 2)
            var count: Int32 = 0
            for interval in cuts.indices {
                let key = Int(intervalClasses[interval]) * 2 + (inSet[interval] ? 1 : 0)
                if renumbered[key] < 0 {
                    renumbered[key] = count
                    count += 1
                }
                intervalClasses[interval] = renumbered[key]
            }
            classCount = Int(count)
        }
        guard classCount <= Self.maximumTransitions else { return nil }
        // `holds[s][c]`: whether distinct set `s` holds class `c` (read at any interval of it).
        var representative = [Int](repeating: 0, count: classCount)
        for interval in cuts.indices.reversed() { representative[Int(intervalClasses[interval])] = interval }
        let holds = membership.map { inSet in representative.map { inSet[$0] } }

        var states: [[Int]] = [program.closure(of: [0])]
        var ids: [[Int]: Int32] = [states[0]: 0]
        var transitions: [Int32] = []
        var next = 0
        while next < states.count {
            let current = states[next]
            next += 1
            for classIndex in 0..<classCount {
                let targets = current.compactMap { pc -> Int? in
                    guard case .scalars(let set) = program.instructions[pc], holds[setIndex[set]][classIndex] else {
                        return nil
                    }
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
                    guard states.count < Self.maximumStates, (states.count + 1) * classCount <= Self.maximumTransitions
                    else { return nil }
                    ids[state] = Int32(states.count)
                    transitions.append(Int32(states.count))
                    states.append(state)
                }
            }
        }
        self.cuts = cuts
        self.intervalClasses = intervalClasses
        self.classCount = classCount
        self.transitions = transitions
        accepting = states.map { $0.contains { program.instructions[$0] == .accept } }
        asciiClass = (0..<128).map { value in intervalClasses[Self.interval(of: UInt32(value), in: cuts)] }
    }

    /// For each interval (starting at `cuts[k]`), whether `set` holds it: one merge pass over
    /// the sorted cuts and the sorted ranges.
    private static func membership(of set: ScalarSet, in cuts: [UInt32]) -> [Bool] {
        var result = [Bool](repeating: false, count: cuts.count)
        var rangeIndex = 0
        let ranges = set.ranges
        for (interval, cut) in cuts.enumerated() {
            while rangeIndex < ranges.count, ranges[rangeIndex].upperBound < cut { rangeIndex += 1 }
            result[interval] = rangeIndex < ranges.count && ranges[rangeIndex].lowerBound <= cut
        }
        return result
    }

    /// The interval holding a scalar value.
    func interval(of value: UInt32) -> Int { Self.interval(of: value, in: cuts) }

    private static func interval(of value: UInt32, in cuts: [UInt32]) -> Int {
        var low = 0
        var high = cuts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if cuts[middle] <= value { low = middle } else { high = middle }
        }
        return low
    }

    /// The class of a scalar value.
    private func classIndex(of value: UInt32) -> Int {
        if value < 128 { return Int(asciiClass[Int(value)]) }
        return Int(intervalClasses[interval(of: value)])
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
        // The pairs of classes some scalar is in, each once.
        var pairs: [(mine: Int, theirs: Int)] = []
        var seenPairs: Set<Int> = []
        for cut in Set(cuts + other.cuts) {
            let pair = (classIndex(of: cut), other.classIndex(of: cut))
            if seenPairs.insert(pair.0 * other.classCount + pair.1).inserted { pairs.append(pair) }
        }
        // A state of this automaton of -1 is its dead state: it accepts nothing from there on.
        var seen: Set<Int64> = []
        var pending: [(Int32, Int32)] = [(0, 0)]
        while let (state, otherState) = pending.popLast() {
            guard seen.insert(Int64(state) << 32 | Int64(otherState)).inserted else { continue }
            if other.accepting[Int(otherState)] && (state < 0 || !accepting[Int(state)]) { return false }
            for pair in pairs {
                let otherNext = other.transitions[Int(otherState) * other.classCount + pair.theirs]
                guard otherNext >= 0 else { continue }
                let next = state < 0 ? -1 : transitions[Int(state) * classCount + pair.mine]
                pending.append((next, otherNext))
            }
        }
        return true
    }
}
