/// What a screen or a dialog says in words, besides its title: for narrated mode (`--narrate`),
/// the served page's live region and `tuishell script`'s `narration` command.
///
/// ```swift
/// override var narration: Narration? {
///     Narration(summary: ["Terminal mug, 59 yuan"], focus: Narration.position("Buy", index: 0, count: 2))
/// }
/// ```
public struct Narration: Equatable, Sendable {
    /// Lines read when it appears: what it shows, briefly (`3 items`, `Terminal mug, 59 yuan`).
    public var summary: [String]
    /// The focused item and its place, read when it appears and whenever it changes:
    /// `Terminal mug, 2 of 3`.
    public var focus: String?
    /// Everything it shows, read when the user asks for the whole screen (Ctrl+T).
    public var details: [String]

    /// Creates a narration.
    ///
    /// - Parameters:
    ///   - summary: lines read when it appears.
    ///   - focus: the focused item and its place, read as it changes.
    ///   - details: everything it shows, read on request (default: the summary).
    public init(summary: [String] = [], focus: String? = nil, details: [String]? = nil) {
        self.summary = summary
        self.focus = focus
        self.details = details ?? summary
    }

    /// An item and its place among `count`: `Terminal mug, 2 of 3` for `index` 1.
    public static func position(_ label: String, index: Int, count: Int) -> String {
        "\(label), \(index + 1) of \(count)"
    }

    /// `1 item`, `3 items`: a count with its noun, in the plural (default: the noun and `s`)
    /// unless it is one.
    public static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }
}
