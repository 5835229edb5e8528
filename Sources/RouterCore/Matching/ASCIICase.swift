extension Collection<UInt8> {
    /// Whether these bytes, lowercase already (a table's schemes), equal `other` read with its
    /// ASCII capitals lowered: a scheme matches whatever its case in the URL.
    func equalsLowercased(_ other: some Collection<UInt8>) -> Bool {
        count == other.count && zip(self, other).allSatisfy { $0 == ($1 >= 65 && $1 <= 90 ? $1 | 0x20 : $1) }
    }
}
