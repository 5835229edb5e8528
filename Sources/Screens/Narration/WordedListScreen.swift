import TUIShell

/// A list screen whose narration says its lines and rows in words (``SpokenText``): the demo's
/// rows line their parts up in columns and show prices as `¥59`, which read badly aloud. Only
/// what is said changes; the screen draws as any list does.
@MainActor
class WordedListScreen: ListScreen {
    /// Each text as already worded: narration asks after every key (a served page, after every
    /// frame), and the rows rarely change.
    private var worded: [String: String] = [:]

    override var narration: Narration? {
        guard let listed = super.narration else { return nil }
        return Narration(
            summary: listed.summary.map(words), focus: listed.focus.map(words), details: listed.details.map(words))
    }

    /// `text` in words (``SpokenText/words(_:)``), worked out once per text.
    func words(_ text: String) -> String {
        if let known = worded[text] { return known }
        let words = SpokenText.words(text)
        worded[text] = words
        return words
    }
}
