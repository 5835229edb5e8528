import TUIShell
import Testing

@testable import TUIShellServe

/// What the page may send, read strictly: every other message ends the session with a reason.
@Suite("Page input")
struct PageInputTests {
    static let accepted: [(String, TerminalInput)] = [
        (#"{"type":"key","key":"enter"}"#, .key(.enter)),
        (#"{"type":"key","key":"ctrl+l"}"#, .key(.control("l"))),
        (#"{"type":"key","key":"shift+tab"}"#, .key(.backTab)),
        (#"{"type":"key","key":"f12"}"#, .key(.function(12))),
        (#"{"type":"key","key":"?"}"#, .key(.character("?"))),
        (#"{"type":"key","key":"北"}"#, .key(.character("北"))),
        (#"{"type":"paste","text":"app://goods/2\n"}"#, .paste("app://goods/2\n")),
        (#"{"type":"click","column":12,"row":5}"#, .mouse(MouseEvent(.click, column: 12, row: 5))),
        (#"{"type":"wheel","column":0,"row":3,"direction":"up"}"#, .mouse(MouseEvent(.wheelUp, column: 0, row: 3))),
        (#"{"type":"resize","width":100,"height":30}"#, .resize(width: 100, height: 30)),
        (#"{"type":"resize","width":20.0,"height":6}"#, .resize(width: 20, height: 6)),
    ]

    @Test(arguments: accepted)
    func aMessageBecomesInput(text: String, input: TerminalInput) throws {
        #expect(try PageInput.read(text) == input)
    }

    static let refused: [(String, String)] = [
        ("not json", "not JSON"),
        ("[1,2]", "no \"type\""),
        (#"{"type":"telnet"}"#, "no message has type 'telnet'"),
        (#"{"type":"key"}"#, "lacks the text \"key\""),
        (#"{"type":"key","key":"hyper+z"}"#, "no key is named 'hyper+z'"),
        (#"{"type":"click","column":-1,"row":5}"#, "\"column\" must be a whole number from 0 to 99999"),
        (#"{"type":"click","column":1.5,"row":5}"#, "\"column\" must be a whole number"),
        (#"{"type":"click","column":100000,"row":5}"#, "\"column\" must be a whole number"),
        (#"{"type":"wheel","column":1,"row":5,"direction":"left"}"#, "not 'left'"),
        (#"{"type":"resize","width":10000,"height":30}"#, "outside"),
        (#"{"type":"resize","width":19,"height":30}"#, "outside"),
    ]

    @Test(arguments: refused)
    func anythingElseIsRefusedWithAReason(text: String, reason: String) {
        #expect {
            try PageInput.read(text)
        } throws: { error in
            (error as? PageInput.Failure)?.message.contains(reason) == true
        }
    }

    @Test func aSessionStartsAtTheLinkAndSizeItsAddressGives() {
        let start = SessionStart(requestTarget: "/session?open=app%3A%2F%2Fgoods%2F2%3Fref%3Dmail&width=100&height=30")
        #expect(start.open == "app://goods/2?ref=mail")
        #expect(start.size == (100, 30))
        let plain = SessionStart(requestTarget: "/session")
        #expect(plain.open == nil)
        #expect(plain.size == (80, 24))
        let extreme = SessionStart(requestTarget: "/session?open=&width=99999&height=1")
        #expect(extreme.open == nil)
        #expect(extreme.size == (PageInput.widths.upperBound, PageInput.heights.lowerBound))
    }

    @Test func reasonsAreEscapedAndFitACloseFrame() {
        let end = SessionEnd.badMessage("no key is named '\u{1B}[2J" + String(repeating: "北", count: 100) + "'")
        #expect(!end.reason.contains("\u{1B}"))
        #expect(end.reason.utf8.count <= 123)
        #expect(end.code == 4001)
    }
}
