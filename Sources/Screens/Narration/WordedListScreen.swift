import TUIShell

/// A list screen whose narration says its lines and rows in words (``SpokenText``): the demo's
/// rows line their parts up in columns and show prices as `¥59`, which read badly aloud. Only
/// what is said changes; the screen draws as any list does.
@MainActor
class WordedListScreen: ListScreen {
    override var narration: Narration? {
        guard let listed = super.narration else { return nil }
        return Narration(
            summary: listed.summary.map(SpokenText.words), focus: listed.focus.map(SpokenText.words),
            details: listed.details.map(SpokenText.words))
    }
}
