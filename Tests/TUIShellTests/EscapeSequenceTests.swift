import Testing

@testable import TUIShell

/// Keys whose escape sequences curses did not decode for this `TERM`.
@Suite("Escape sequences")
struct EscapeSequenceTests {
    @Test(arguments: [
        ("[1~", Key.home), ("[7~", .home), ("[H", .home), ("OH", .home),
        ("[4~", .end), ("[8~", .end), ("[F", .end), ("OF", .end),
        ("[A", .up), ("OB", .down), ("[C", .right), ("OD", .left),
        ("[5~", .pageUp), ("[6~", .pageDown), ("[3~", .delete), ("[Z", .backTab),
    ])
    func sequencesOfEveryTerminalFamilyAreKeys(sequence: String, key: Key) {
        #expect(EscapeSequence.key(sequence) == key)
    }

    /// What is not a key stays unknown (a paste's start, a mouse report, Alt+letter), so the
    /// terminal reads those as before.
    @Test(arguments: ["[200~", "[<0;5;9M", "x", "[9~", "[1;5H"])
    func otherSequencesAreNoKey(sequence: String) {
        #expect(EscapeSequence.key(sequence) == nil)
    }
}
