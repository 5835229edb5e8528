import TestSupport
import Testing

@testable import TUIShell

/// Styled text wraps as plain text does (`TextLayout.wrap` is the oracle), each character
/// keeping the style of the span it came from.
@Suite struct RichTextTests {
    @Test func runsKeepTheirStylesAcrossAWrap() {
        let text: RichText = [.init("Author: ", style: .hint), .init("Ada Lovelace", style: .link), .init(" wrote it")]
        let lines = text.lines(width: 14)
        #expect(lines.map { $0.map(\.text).joined() } == ["Author: Ada", "Lovelace wrote", "it"])
        #expect(lines[0] == [.init("Author: ", style: .hint), .init("Ada", style: .link)])
        #expect(lines[1].first == .init("Lovelace", style: .link))
    }

    @Test func tabsExpandByTheColumnTheyFallAt() {
        let text: RichText = [.init("+", style: .success), .init("\tvar x", style: .success)]
        #expect(text.lines(width: 40).first?.map(\.text).joined() == "+       var x")
    }

    @Test(arguments: 0..<300) func wrapsAsPlainTextDoes(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let alphabet = Array("ab c  北京é\n") + ["e\u{301}"]
        let styles: [Style] = [.plain, .link, .hint, .error]
        let spans = (0..<Int.random(in: 1...5, using: &random)).map { _ in
            RichText.Span(
                String(
                    (0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! }),
                style: styles.randomElement(using: &random)!)
        }
        let width = Int.random(in: 1...12, using: &random)
        let plain = spans.map(\.text).joined()
        let lines = RichText(spans).lines(width: width)
        #expect(lines.map { $0.map(\.text).joined() } == TextLayout.wrap(plain, to: width), "\(spans) at \(width)")
        for line in lines { #expect(line.allSatisfy { !$0.text.isEmpty }, "no empty runs") }
    }
}

/// An app's own look under `NO_COLOR`: its monochrome attributes, so it stays visible.
@Suite struct CustomStyleAppearanceTests {
    @Test func withoutColourTheLookKeepsItsMonochromeAttributes() {
        let style = Style.custom("test.priority.high", attributes: .underline)
        let theme = Theme.dark.painting(
            "test.priority.high", with: Theme.Paint(foreground: 0xFF5F5F, monochrome: .bold))
        let coloured = Appearance(theme: theme, usesColor: true).resolve(style)
        #expect(coloured.foreground == RGB(0xFF5F5F))
        #expect(coloured.attributes == .underline)
        let plain = Appearance(theme: theme, usesColor: false).resolve(style)
        #expect(plain.foreground == nil && plain.attributes == [.bold, .underline])
    }

    @Test func theSameNameIsTheSameLook() {
        #expect(Style.custom("test.same") == Style.custom("test.same"))
        #expect(Style.custom("test.same") != Style.custom("test.other"))
    }
}
