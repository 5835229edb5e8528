import Testing

@testable import TUIShell

/// What curses is asked to draw on terminals that lack an attribute (issue #36, defect 4).
@Suite("Terminal attributes")
@MainActor
struct TerminalAttributeTests {
    typealias Bit = CursesColors.Bit

    @Test func attributesTheTerminalHasAreDrawnAsAsked() {
        let all = Bit.reverse | Bit.standout | Bit.underline | Bit.bold | Bit.dim
        #expect(CursesColors.bits(for: [.reverse, .bold], shown: all) == Bit.reverse | Bit.bold)
        #expect(CursesColors.bits(for: [.underline, .dim], shown: all) == Bit.underline | Bit.dim)
    }

    /// Reverse video (the selection, the title bar without colour) falls back to standout, then
    /// underline, then bold; underline to bold; dim, only a hint, to nothing.
    @Test func aMissingAttributeFallsBackToOneTheTerminalHas() {
        #expect(CursesColors.bits(for: .reverse, shown: Bit.standout | Bit.bold) == Bit.standout)
        #expect(CursesColors.bits(for: .reverse, shown: Bit.underline | Bit.bold) == Bit.underline)
        #expect(CursesColors.bits(for: .reverse, shown: Bit.bold) == Bit.bold)
        #expect(CursesColors.bits(for: .underline, shown: Bit.bold) == Bit.bold)
        #expect(CursesColors.bits(for: .dim, shown: Bit.bold) == 0)
        #expect(CursesColors.bits(for: .reverse, shown: 0) == 0)
    }
}
