/// The Unicode scalars one position of a regex accepts — a literal, a class such as `[a-z_]`,
/// `\d`, `.`, or a Unicode property such as `\p{Han}` — as sorted, disjoint, non-adjacent ranges.
///
/// `\d \w \s` are the ASCII classes, as in RE2 and Go (`[0-9]`, `[0-9A-Za-z_]`, `[\t\n\f\r ]`):
/// a route constraint describes URL parts, and ASCII classes keep `[0-9]+` and `\d+` the same
/// constraint. Unicode properties are exact sets of their own (``UnicodeProperty``): `\p{L}` is
/// 684 ranges, `\p{Han}` 22. Every set is plain ranges, so sets can be compared and
/// combined exactly; the scalar space is 0...0x10FFFF, surrogates included, so complements
/// (`\P{L}`, `[^…]`) are exact too.
package struct ScalarSet: Sendable, Hashable {
    /// The ranges, sorted, disjoint and not touching.
    package private(set) var ranges: [ClosedRange<UInt32>]

    /// The set of the given ranges, in any order, overlapping or not.
    init(_ ranges: [ClosedRange<UInt32>]) {
        var merged: [ClosedRange<UInt32>] = []
        // Tables and unions of sets come in order already: a debug build sorts slowly.
        var isSorted = true
        for index in ranges.indices.dropFirst() where ranges[index - 1].lowerBound > ranges[index].lowerBound {
            isSorted = false
            break
        }
        merged.reserveCapacity(ranges.count)
        for range in isSorted ? ranges : ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        self.ranges = merged
    }

    /// One scalar.
    package static func scalar(_ scalar: Unicode.Scalar) -> ScalarSet { ScalarSet([scalar.value...scalar.value]) }

    /// `\d`.
    static let digits = ScalarSet([0x30...0x39])
    /// `\w`.
    static let wordCharacters = ScalarSet([0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
    /// `\s`: tab, line feed, form feed, carriage return, space.
    static let spaces = ScalarSet([0x09...0x0A, 0x0C...0x0D, 0x20...0x20])
    /// `.`: anything but a line terminator (`\n \v \f \r`, U+0085, U+2028, U+2029).
    package static let anyButLineTerminator = ScalarSet([0x0A...0x0D, 0x85...0x85, 0x2028...0x2029]).inverted

    /// Every scalar value this set does not contain.
    package var inverted: ScalarSet {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
            next = range.upperBound + 1
        }
        if next <= 0x10FFFF { result.append(next...0x10FFFF) }
        return ScalarSet(result)
    }

    /// The scalars of both sets.
    func union(_ other: ScalarSet) -> ScalarSet { ScalarSet(ranges + other.ranges) }

    func contains(_ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].lowerBound <= value
    }
}
