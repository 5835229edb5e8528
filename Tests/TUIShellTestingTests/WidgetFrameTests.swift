import RouterCore
import TUIShell
import TUIShellTesting
import Testing

/// Golden frames of the widgets, drawn through the public pilot: a new frame is written on the
/// first run (and the test fails so it is looked at); `TUISHELL_UPDATE_GOLDEN=1` rewrites all.
@MainActor
@Suite struct WidgetFrameTests {
    static let golden = String(#filePath.dropLast("WidgetFrameTests.swift".count)) + "Golden/"
    let files = [("readme.md", 1200), ("漢字のファイル名.txt", 80), ("cafe\u{301}.txt", 5), ("zeta.bin", 90000)]

    @Test func tableWithWideAndCombiningCharacters() async throws {
        let pilot = FilesApp.pilot(size: (40, 10), files: files)
        try pilot.expectFrame(matching: Self.golden + "table-40x10.txt")
        // The CJK name is cut inside its column, the sizes line up on the right.
        let sizes = pilot.lines[2...5].map { $0.last }
        #expect(sizes == ["0", "0", "5", "0"])
        #expect(Set(pilot.lines[2...5].map { TextWidthOf.columns($0) }).count == 1, "every row ends in one column")
    }

    @Test func tableSortedDescendingAndFiltered() async throws {
        let pilot = FilesApp.pilot(size: (40, 10), files: files)
        await pilot.press(.character("s"), .character("s"), .character("r"))
        #expect(pilot.shows("▼ Size"))
        await pilot.press(.character("/"))
        await pilot.type(".txt")
        await pilot.press(.enter)
        try pilot.expectFrame(matching: Self.golden + "table-sorted-filtered.txt")
        await pilot.press(.escape)
        #expect(pilot.shows("readme.md"), "Esc clears the filter")
    }

    @Test func confirmDialogIsSizedToItsMessage() async throws {
        let pilot = DialogApp.pilot()
        await pilot.press(.character("c"))
        try pilot.expectFrame(matching: Self.golden + "confirm.txt")
        #expect(pilot.shows("Behind the dialog"), "the screen stays visible around the dialog")
        await pilot.press(.enter)
        #expect(pilot.shows("answer: true"))
        await pilot.press(.character("c"), .escape)
        #expect(pilot.shows("answer: false"))
    }

    @Test func promptAnswersWithTheTextOrNil() async throws {
        let pilot = DialogApp.pilot()
        await pilot.press(.character("p"))
        await pilot.type("héllo 世界")
        try pilot.expectFrame(matching: Self.golden + "prompt.txt")
        await pilot.press(.enter)
        #expect(pilot.shows("answer: héllo 世界"))
        await pilot.press(.character("p"), .tab, .enter)
        #expect(pilot.shows("answer: nil"), "Enter on Cancel")
        await pilot.press(.character("p"))
        await pilot.paste("pasted")
        try await pilot.click("OK")
        #expect(pilot.shows("answer: pasted"))
    }

    @Test func alertThenToastAndFooterMessage() async throws {
        let pilot = DialogApp.pilot()
        await pilot.press(.character("a"))
        #expect(pilot.shows("Saved"))
        await pilot.press(.enter)
        #expect(pilot.shows("alert closed"), "the toast the alert's callback showed")
        await pilot.advance(by: .seconds(4))
        #expect(!pilot.shows("alert closed"), "a toast goes away by itself")
        await pilot.press(.character("m"))
        #expect(pilot.lines.last == "in the footer")
    }
}

/// Columns of a frame line, as the terminal counts them.
enum TextWidthOf {
    static func columns(_ line: String) -> Int {
        line.unicodeScalars.reduce(0) { width, scalar in
            if scalar.properties.generalCategory == .nonspacingMark { return width }
            let wide =
                (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
                || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
                || (0xFF00...0xFF60).contains(scalar.value)
            return width + (wide ? 2 : 1)
        }
    }
}

/// A screen that asks: `c` confirm, `p` prompt, `a` alert, `m` a footer message.
@MainActor
final class DialogScreen: Screen {
    var answer = "none"

    override func draw(in canvas: inout Canvas) {
        canvas.write("Behind the dialog", column: 1, row: 0)
        canvas.write("answer: \(answer)", column: 1, row: 1)
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .character("c"):
            confirm("Delete branch?", message: "feature/x will be gone.", confirm: "Delete") { [unowned self] yes in
                answer = "\(yes)"
            }
        case .character("p"):
            prompt("Search", message: "Commits containing:") { [unowned self] text in answer = text ?? "nil" }
        case .character("a"):
            alert("Saved", message: "The file was saved.") { [unowned self] in
                showToast("alert closed", kind: .success)
            }
        case .character("m"): showMessage("in the footer")
        default: return false
        }
        return true
    }
}

@MainActor
enum DialogApp {
    static func pilot() -> Pilot {
        let screens = ScreenRegistry()
        screens.register("Dialogs") { _ in DialogScreen(title: "Dialogs") }
        return Pilot(named: "dialogs", size: (50, 14), screens: screens) {
            [try Route("dialogs://home", screen: "Dialogs", presentation: .tab("Home"))]
        }
    }
}

/// A screen loading something: a spinner turning on the virtual clock, and a progress bar.
@MainActor
final class LoadingScreen: Screen {
    var spinner = Spinner()
    var progress = 0.0

    override func viewDidLoad() {
        every(.milliseconds(100)) { [unowned self] in
            spinner.advance()
            progress = min(1, progress + 0.05)
        }
    }

    override func draw(in canvas: inout Canvas) {
        spinner.draw(in: &canvas, column: 1, row: 0, label: "Loading commits")
        ProgressBar(fraction: progress).draw(in: &canvas, column: 1, row: 1, width: 30)
    }
}

@MainActor
@Suite struct ActivityTests {
    @Test func theSpinnerTurnsAndTheBarFillsOnVirtualTime() async throws {
        let screens = ScreenRegistry()
        screens.register("Loading") { _ in LoadingScreen(title: "Loading") }
        let pilot = Pilot(size: (40, 8), screens: screens) {
            [try Route("load://home", screen: "Loading", presentation: .tab("Home"))]
        }
        #expect(pilot.shows("⠋ Loading commits"))
        #expect(pilot.shows(String(repeating: "░", count: 25) + "   0%"))
        await pilot.advance(by: .milliseconds(300))
        #expect(pilot.shows("⠸ Loading commits"), "three steps")
        await pilot.advance(by: .seconds(10))
        #expect(pilot.shows(String(repeating: "█", count: 25) + " 100%"))
        try pilot.expectFrame(matching: WidgetFrameTests.golden + "activity.txt")
    }
}

/// Lines above a table give way to it on a small terminal: its header and rows stay in view.
@MainActor
@Suite struct TableScreenRoomTests {
    @Test func linesGiveWayToTheTable() async throws {
        let screens = ScreenRegistry()
        screens.register("Commit") { _ in
            let screen = TableScreen(
                title: "Commit", lines: (1...12).map { "message line \($0)" }, columns: [TableColumn("File")])
            screen.table.rows = [.init(["a.swift"]), .init(["b.swift"])]
            return screen
        }
        let pilot = Pilot(size: (40, 12), screens: screens) {
            [try Route("c://home", screen: "Commit", presentation: .tab("Home"))]
        }
        #expect(pilot.shows("File") && pilot.shows("a.swift") && pilot.shows("b.swift"), "\(pilot.text)")
        #expect(pilot.shows("…") && !pilot.shows("message line 12"))
        pilot.resize(width: 40, height: 30)
        #expect(pilot.shows("message line 12") && pilot.shows("b.swift"))
    }
}

/// An app's own looks: painted by the themes that name them, plain in one that does not, and
/// drawn with their monochrome attributes where colour is off.
@MainActor
@Suite struct CustomStyleTests {
    static let added = Style.custom("test.diff.added")

    final class Diff: Screen {
        override func draw(in canvas: inout Canvas) {
            canvas.write("+ var period", column: 1, row: 0, style: CustomStyleTests.added)
            let text: RichText = [.init("- ", style: CustomStyleTests.added), .init("plain")]
            text.draw(in: &canvas, area: Rect(x: 1, y: 1, width: 20, height: 1))
        }
    }

    static func pilot(theme: Theme?) -> Pilot {
        let screens = ScreenRegistry()
        screens.register("Diff") { _ in Diff(title: "Diff") }
        return Pilot(screens: screens) {
            [try Route("diff://home", screen: "Diff", presentation: .tab("Home"))]
        } configure: { app in
            if let theme { app.theme = theme }
        }
    }

    @Test func aThemePaintsTheAppsOwnLook() throws {
        let painted = Theme.dark.painting("test.diff.added", with: Theme.Paint(foreground: 0x5FD75F, monochrome: .bold))
        let pilot = Self.pilot(theme: painted)
        let cell = try #require(pilot.find("+ var period")).column
        #expect(pilot.cell(column: cell, row: 1)?.style == Self.added)
        #expect(pilot.screenshot().lowercased().contains("#5fd75f"), "the look's colour is drawn")
        #expect(pilot.lines[2].contains("- plain"), "rich text takes it too")
    }

    @Test func aThemeThatDoesNotNameItDrawsPlainText() {
        let pilot = Self.pilot(theme: nil)
        #expect(!pilot.screenshot().lowercased().contains("#5fd75f"))
        #expect(pilot.shows("+ var period"))
    }
}

extension CustomStyleTests {
    @Test func aPaintedShippedThemeReplacesItInThePalette() async {
        let painted = Theme.dark.painting("test.diff.added", with: Theme.Paint(foreground: 0x5FD75F))
        let pilot = Self.pilot(theme: painted)
        await pilot.press(.control("p"))
        await pilot.type("theme")
        #expect(pilot.lines.filter { $0.contains("Theme: dark") }.count == 1, "\(pilot.text)")
        #expect(pilot.shows("Theme: dark   command · in effect"), "the painted one is the one in effect")
    }
}
