/// An ordered, de-duplicated list of sample URLs with a total cap, shared fairly: each rule's
/// group keeps its own order, and places are handed out one per group in turn, so the last
/// rules of a long file still get their first (most telling) samples.
struct SampleList {
    /// What each wildcard is replaced with: nothing, one segment, two segments, a file name, digits.
    static let fillers = ["", "x", "a/b", "f.html", "42"]

    private var groups: [[String]] = []
    private var seen: Set<String> = []
    let cap: Int

    init(cap: Int = 400) {
        self.cap = cap
    }

    /// Adds one rule's URLs in order; a URL an earlier group already listed is skipped.
    mutating func add(group: [String]) {
        groups.append(group.filter { seen.insert($0).inserted })
    }

    /// The groups in order, each cut to its fair share of the cap.
    var items: [String] {
        var taken = [Int](repeating: 0, count: groups.count)
        var remaining = cap
        var progressed = true
        while remaining > 0 && progressed {
            progressed = false
            for index in groups.indices where remaining > 0 && taken[index] < groups[index].count {
                taken[index] += 1
                remaining -= 1
                progressed = true
            }
        }
        return groups.indices.flatMap { groups[$0].prefix(taken[$0]) }
    }

    /// The variants of a path with and without a trailing slash.
    static func slashVariants(_ path: String) -> [String] {
        if path == "/" { return [path, ""] }
        if path.hasSuffix("/") { return [path, String(path.dropLast())] }
        return [path, path + "/"]
    }

    /// The text with its last character changed (a near miss of a literal).
    static func changedLast(_ text: String) -> String {
        guard let last = text.last else { return "z" }
        return String(text.dropLast()) + (last == "z" ? "y" : "z")
    }
}
