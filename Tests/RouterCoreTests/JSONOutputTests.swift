import TestSupport
import Testing

@testable import RouterCore

@Suite("JSON output: strings escaped at every position")
struct JSONOutputTests {
    /// Characters that need an escape among ones that do not, at every offset from the start of a
    /// run of eight bytes: what the writer makes reads back as the same text, with no raw control
    /// character, DEL, unescaped quote or lone backslash in it.
    @Test(arguments: [1, 2, 3, 4])
    func stringsReadBackAsWritten(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let pool: [String] = [
            "a", "Z", "/", "\"", "\\", "\u{0}", "\n", "\t", "\u{1B}", "\u{1F}", "\u{7F}", "é", "日", "😀", " ",
        ]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                Bool.random(using: &random) ? "a" : pool.randomElement(using: &random)!
            }.joined()
            var json = JSONOutput()
            json.string(text)
            let written = json.bytes
            #expect(try JSONParser.parse(written) == .string(text), "\(text.debugDescription)")
            #expect(!written.contains { $0 < 0x20 || $0 == 0x7F }, "\(text.debugDescription)")
        }
    }
}
