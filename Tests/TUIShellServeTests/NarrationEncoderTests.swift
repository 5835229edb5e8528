import RouterCore
import TUIShell
import TestSupport
import Testing

@testable import TUIShellServe

/// Narration as the page receives it: the lines for its live region and the outline for its
/// accessibility tree, sent when there is something to say or the outline changed, and the
/// outline again to a page that comes back.
@Suite("Narration for the page")
@MainActor
struct NarrationEncoderTests {
    static let home = ScreenOutline(
        title: "Home", tabs: ["Home", "Orders", "Mine", "Lab"], selectedTab: 0, tabsCovered: false, dialog: nil,
        focusRow: 3, focus: "Mechanical keyboard, 1 of 3")

    static var login: ScreenOutline {
        var outline = home
        outline.title = "Log in"
        outline.tabsCovered = true
        outline.dialog = .init(title: "Log in", isAlert: false)
        outline.focusRow = 9
        outline.focus = "User name"
        return outline
    }

    static func message(_ text: String?) throws -> JSONValue {
        try JSONParser.parse(try #require(text))
    }

    @Test func linesAndTheOutlineAsThePageReadsThem() throws {
        var encoder = NarrationEncoder()
        let message = try Self.message(
            encoder.message(
                for: NarrationUpdate(lines: ["Opened: Log in (presented)", "User name"], outline: Self.login)))
        #expect(message["type"] == .string("narration"))
        #expect(message["lines"]?.stringArray == ["Opened: Log in (presented)", "User name"])
        let outline = try #require(message["outline"])
        #expect(outline["title"] == .string("Log in"))
        #expect(outline["tabs"]?.stringArray == ["Home", "Orders", "Mine", "Lab"])
        #expect(outline["selectedTab"] == .integer(0))
        #expect(outline["tabsCovered"] == .bool(true))
        #expect(outline["dialog"]?["title"] == .string("Log in"))
        #expect(outline["dialog"]?["isAlert"] == .bool(false))
        #expect(outline["focusRow"] == .integer(9))
        #expect(outline["focus"] == .string("User name"))
    }

    @Test func noDialogAndNoFocusAreNull() throws {
        var encoder = NarrationEncoder()
        var outline = Self.home
        outline.focusRow = nil
        outline.focus = nil
        let message = try Self.message(encoder.message(for: NarrationUpdate(lines: [], outline: outline)))
        #expect(message["outline"]?["dialog"] == .null)
        #expect(message["outline"]?["focusRow"] == .null)
        #expect(message["outline"]?["focus"] == .null)
        #expect(message["lines"]?.stringArray == [])
    }

    @Test func aMessageLeavesOnlyWithLinesOrANewOutline() throws {
        var encoder = NarrationEncoder()
        #expect(encoder.message(for: NarrationUpdate(lines: ["Shown: Home (tab 1 of 4)"], outline: Self.home)) != nil)
        #expect(encoder.message(for: NarrationUpdate(lines: [], outline: Self.home)) == nil, "an idle turn")
        let said = try Self.message(
            encoder.message(for: NarrationUpdate(lines: ["Nothing announced yet"], outline: Self.home)))
        #expect(said["lines"]?.stringArray == ["Nothing announced yet"])
        var moved = Self.home
        moved.focusRow = 4
        let quiet = try Self.message(encoder.message(for: NarrationUpdate(lines: [], outline: moved)))
        #expect(quiet["lines"]?.stringArray == [])
        #expect(quiet["outline"]?["focusRow"] == .integer(4))
    }

    @Test func aPageThatComesBackGetsTheOutlineAgainAndTheLinesSaidWhileAway() async throws {
        let first = Locked<[String]>([])
        let terminal = WebTerminal(size: (80, 24)) { first.append($0) }
        #expect(terminal.narrates && terminal.showsFrames)
        terminal.announce(NarrationUpdate(lines: ["Shown: Home (tab 1 of 4)"], outline: Self.home))
        terminal.announce(NarrationUpdate(lines: [], outline: Self.home))
        #expect(first.value.count == 1)
        terminal.detach()
        terminal.announce(NarrationUpdate(lines: ["Opened: Log in (presented)"], outline: Self.login))
        #expect(first.value.count == 1)
        let second = Locked<[String]>([])
        terminal.attach(size: (80, 24)) { second.append($0) }
        #expect(await terminal.read(timeout: 0) == .resize(width: 80, height: 24))
        // The run loop's turn after the resize has nothing new to say: the page hears what was
        // said while it was away, and gets the outline it has never had.
        terminal.announce(NarrationUpdate(lines: [], outline: Self.login))
        let message = try Self.message(second.value.first)
        #expect(message["lines"]?.stringArray == ["Opened: Log in (presented)"])
        #expect(message["outline"]?["dialog"]?["title"] == .string("Log in"))
        terminal.announce(NarrationUpdate(lines: [], outline: Self.login))
        #expect(second.value.count == 1)
        terminal.close()
        terminal.announce(NarrationUpdate(lines: ["Closed: Log in"], outline: Self.home))
        #expect(second.value.count == 1, "a closed session says nothing more")
    }

    @Test func theFirstPageHearsWhatTheAppSaidBeforeItAttachedTheLastFewOnly() throws {
        let terminal = WebTerminal(size: (80, 24))
        let said = (1...40).map { "line \($0)" }
        terminal.announce(NarrationUpdate(lines: Array(said.prefix(35)), outline: Self.home))
        terminal.announce(NarrationUpdate(lines: Array(said.dropFirst(35)), outline: Self.home))
        let sent = Locked<[String]>([])
        terminal.attach(size: (80, 24)) { sent.append($0) }
        terminal.announce(NarrationUpdate(lines: ["Goods #1, 1 of 9"], outline: Self.home))
        let message = try Self.message(sent.value.first)
        #expect(
            message["lines"]?.stringArray == Array(said.suffix(WebTerminal.linesKeptWhileAway)) + ["Goods #1, 1 of 9"])
    }
}
