import Testing

@testable import TUIShell

/// What the curses terminal does with an escape sequence whose rest never came (docs/reference.md
/// §11): Esc and then keys of their own, so the next key typed is not taken as its end; a paste and
/// the start of a mouse report keep waiting.
@Suite("Input: an unfinished sequence given up")
struct InputDecoderAbandonTests {
    @Test(arguments: [
        ("\u{1B}", [TerminalInput.key(.escape)]),
        ("\u{1B}[", [.key(.escape), .key(.character("["))]),
        ("\u{1B}O", [.key(.escape), .key(.character("O"))]),
        ("\u{1B}[1;", [.key(.escape), .key(.character("[")), .key(.character("1")), .key(.character(";"))]),
    ])
    func anUnfinishedSequenceIsEscThenKeys(_ sent: String, _ expected: [TerminalInput]) {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array(sent.utf8)).isEmpty)
        #expect(decoder.abandon() == expected)
        // Nothing is left waiting to swallow the next key.
        #expect(decoder.decode(Array("j".utf8)) == [.key(.character("j"))])
    }

    @Test(arguments: ["\u{1B}[<0;3", "\u{1B}[200~half a paste"])
    func aMouseReportOrAPasteKeepsWaiting(_ sent: String) {
        var decoder = InputDecoder()
        _ = decoder.decode(Array(sent.utf8))
        #expect(decoder.abandon().isEmpty)
        #expect(decoder.isWithinSequence)
    }
}

/// A bracketed paste whose end marker was lost (docs/reference.md §11).
@Suite("Input: a paste that never ends")
struct InputDecoderLostPasteTests {
    @Test func endingAPasteKeepsEveryByteItHeld() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~hello \u{1B}[20".utf8)).isEmpty)
        #expect(decoder.isInPaste)
        #expect(decoder.endPaste() == [.paste("hello \u{1B}[20")])
        #expect(!decoder.isWithinSequence)
        #expect(decoder.decode(Array("j".utf8)) == [.key(.character("j"))])
    }
}
