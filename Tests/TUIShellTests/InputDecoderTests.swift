import Testing

@testable import TUIShell

/// Bytes as an SSH client's terminal sends them (xterm's control sequences), read without curses.
@Suite("Input from bytes")
struct InputDecoderTests {
    static let sequences: [(String, [TerminalInput])] = [
        ("jk", [.key(.character("j")), .key(.character("k"))]),
        ("\r", [.key(.enter)]),
        ("\t\u{7F}\u{10}", [.key(.tab), .key(.backspace), .key(.control("p"))]),
        ("北京", [.key(.character("北")), .key(.character("京"))]),
        ("\u{1B}[A\u{1B}OB", [.key(.up), .key(.down)]),
        ("\u{1B}[1~\u{1B}[4~\u{1B}[5~\u{1B}[6~", [.key(.home), .key(.end), .key(.pageUp), .key(.pageDown)]),
        ("\u{1B}OP\u{1B}[24~", [.key(.function(1)), .key(.function(12))]),
        ("\u{1B}[Z", [.key(.backTab)]),
        ("\u{1B}[<0;12;5M\u{1B}[<0;12;5m", [.mouse(MouseEvent(.click, column: 11, row: 4))]),
        ("\u{1B}[<64;3;3M", [.mouse(MouseEvent(.wheelUp, column: 2, row: 2))]),
        ("\u{1B}[200~app://goods/2\r\n\u{1B}[201~q", [.paste("app://goods/2\r\n"), .key(.character("q"))]),
        ("\u{1B}\u{10}", [.key(.escape), .key(.control("p"))]),
        ("\u{1B}[99~x", [.key(.character("x"))]),
    ]

    @Test(arguments: sequences)
    func bytesBecomeInput(text: String, inputs: [TerminalInput]) {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array(text.utf8)) + decoder.flush() == inputs)
    }

    @Test(arguments: sequences)
    func theSameBytesOneAtATimeGiveTheSameInput(text: String, inputs: [TerminalInput]) {
        var decoder = InputDecoder()
        var read: [TerminalInput] = []
        for byte in Array(text.utf8) { read += decoder.decode([byte]) }
        #expect(read + decoder.flush() == inputs)
    }

    @Test func aLoneEscIsTheEscKeyOnlyWhenNothingFollows() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.flush() == [.key(.escape)])
        #expect(decoder.flush().isEmpty)
    }
}
