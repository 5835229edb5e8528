import Testing

@testable import RouterCore

@Suite("JSON parser: strings")
struct JSONParserTests {
    /// Strings with and without escapes read as their text.
    @Test(arguments: [
        (#""abc""#, "abc"), (#""a\"b\\c\/d""#, "a\"b\\c/d"), (#""é日""#, "é日"), (#""a\u00e9\n""#, "aé\n"),
        (#""\ud83d\ude00!""#, "😀!"), (#""""#, ""),
    ])
    func stringsReadAsTheirText(json: String, text: String) throws {
        #expect(try JSONParser.parse(json) == .string(text))
    }

    /// A bad string is refused with the reason, never read as something else.
    @Test(
        arguments: [
            ([0x22, 0x61, 0xFF, 0x22], "not valid UTF-8"),
            ([0x22, 0x61, 0x01, 0x62, 0x22], "unescaped control character"),
            ([0x22, 0x61, 0x62], "unterminated string"), ([0x22, 0x5C, 0x71, 0x22], "invalid escape"),
            ([0x22, 0x61, 0x5C, 0x6E, 0xC3, 0x22], "not valid UTF-8"),
        ] as [([UInt8], String)])
    func badStringsAreRefused(bytes: [UInt8], reason: String) {
        do {
            Issue.record("read as \(try JSONParser.parse(bytes))")
        } catch {
            #expect(error.message.contains(reason), "\(error.message)")
        }
    }
}
