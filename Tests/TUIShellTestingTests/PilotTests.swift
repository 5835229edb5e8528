import Foundation
import RouterCore
import TUIShell
import TUIShellTesting
import Testing

/// A small app of the kind an adopter writes: a table of files, a detail screen, a timer and
/// dialogs, driven through the public pilot only.
@MainActor
enum FilesApp {
    static func screens(files: [(String, Int)]) -> ScreenRegistry {
        let screens = ScreenRegistry()
        screens.register("Files") { _ in
            let screen = TableScreen(
                title: "Files",
                columns: [TableColumn("Name", weight: 2), TableColumn("Size", alignment: .trailing, weight: 0)])
            screen.table.rows = files.map { DataTable.Row([$0.0, "\($0.1)"], url: "files://file/\($0.0)") }
            return screen
        }
        screens.register("File") { request in
            ListScreen(title: request["name"] ?? "", lines: ["Name: \(request["name"] ?? "")"])
        }
        return screens
    }

    static func routes() throws -> [Route] {
        [
            try Route("files://files", screen: "Files", presentation: .tab("Files")),
            try Route("files://file/:name", screen: "File", access: .public),
        ]
    }

    static func pilot(size: (width: Int, height: Int) = (40, 10), files: [(String, Int)]) -> Pilot {
        Pilot(named: "files", size: size, screens: screens(files: files), routes: routes)
    }
}

@MainActor
@Suite struct PilotTests {
    let files = [("readme.md", 1200), ("漢字.txt", 80), ("café.txt", 5), ("zeta.bin", 90000)]

    @Test func pressOpensTheSelectedRowsURL() async throws {
        let pilot = FilesApp.pilot(files: files)
        await pilot.press(.down, .enter)
        #expect(pilot.shows("Name: 漢字.txt"))
        #expect(pilot.topScreen?.title == "漢字.txt")
    }

    @Test func clickingAHeaderSortsAndClickingARowOpensIt() async throws {
        let pilot = FilesApp.pilot(files: files)
        try await pilot.click("Size")
        #expect(pilot.lines[2].contains("café.txt"), "the smallest file first: \(pilot.text)")
        #expect(pilot.shows("Size ▲") || pilot.shows("▲ Size"))
        try await pilot.click("zeta.bin")
        #expect(pilot.shows("Name: zeta.bin"))
    }

    @Test func openingALinkAndGoingBack() async throws {
        let pilot = FilesApp.pilot(files: files)
        #expect(await pilot.open("files://file/x") == nil)
        #expect(pilot.shows("Name: x"))
        await pilot.press(.escape)
        #expect(pilot.topScreen?.title == "Files")
        #expect(await pilot.open("files://nothing")?.code == .notFound)
    }

    @Test func unknownKeyNamesAndMissingTextAreErrors() async throws {
        let pilot = FilesApp.pilot(files: files)
        await #expect(throws: PilotError.unknownKey("nokey")) { try await pilot.press(named: "down", "nokey") }
        #expect(pilot.lines[2].contains("› readme.md"), "nothing was pressed")
        await #expect(throws: PilotError.notShown("absent")) { try await pilot.click("absent") }
    }

    @Test func cellsCarryTheirStyle() async throws {
        let pilot = FilesApp.pilot(files: files)
        let selected = try #require(pilot.find("readme.md"))
        #expect(pilot.cell(column: selected.column, row: selected.row)?.style.role == .selection)
        let other = try #require(pilot.find("café.txt"))
        #expect(pilot.cell(column: other.column, row: other.row)?.style.role == nil)
    }
}

/// A modal's answer is typed end to end: the picker's `String`, or nil on Esc; and a route's
/// `parent:` puts its screen beneath a screen a link from outside opens.
@MainActor
@Suite struct ModalAndParentTests {
    final class Picker: ModalScreen<String> {
        override func draw(in canvas: inout Canvas) { canvas.write("Enter picks blue", row: 0) }
        override func handle(_ key: Key) -> Bool {
            guard key == .enter else { return false }
            dismiss(with: "blue")
            return true
        }
    }

    final class Chooser: Screen {
        var chosen = "none"
        override func draw(in canvas: inout Canvas) { canvas.write("chosen: \(chosen)", row: 0) }
        override func handle(_ key: Key) -> Bool {
            guard key == .character("c") else { return false }
            try? present(Picker(title: "Colour")) { [unowned self] (colour: String?) in chosen = colour ?? "nil" }
            return true
        }
    }

    static func pilot() -> Pilot {
        let screens = ScreenRegistry()
        screens.register("Chooser") { _ in Chooser(title: "Chooser") }
        screens.register("Item") { request in ListScreen(title: "Item \(request["id"] ?? "")") }
        screens.register("List") { _ in ListScreen(title: "List") }
        return Pilot(screens: screens) {
            [
                try Route("pick://home", screen: "Chooser", presentation: .tab("Home")),
                try Route("pick://list", screen: "List", access: .public, parent: "Chooser"),
                try Route("pick://item/:id", screen: "Item", access: .public, parent: "List"),
            ]
        }
    }

    @Test func aPickersAnswerArrivesTypedAndEscGivesNil() async {
        let pilot = Self.pilot()
        await pilot.press(.character("c"))
        #expect(pilot.shows("Enter picks blue"))
        await pilot.press(.enter)
        #expect(pilot.shows("chosen: blue"))
        await pilot.press(.character("c"), .escape)
        #expect(pilot.shows("chosen: nil"))
    }

    @Test func parentPutsTheScreensBeneathALinkFromOutside() async {
        let pilot = Self.pilot()
        await pilot.open("pick://item/7")
        #expect(pilot.topScreen?.title == "Item 7")
        #expect(pilot.stackJSON.contains("pick://list"), "\(pilot.stackJSON)")
    }
}

/// Golden files: a missing one (folders and all) is written and the test told so, a differing one
/// names the row, each row escaped on its own line.
@MainActor
@Suite struct GoldenFileTests {
    @Test func aMissingFileIsWrittenInNewFoldersAndADifferenceNamesTheRow() async throws {
        let folder = "/tmp/tuishell-golden-\(UInt32.random(in: 0...UInt32.max))"
        defer { _ = try? FileManager.default.removeItem(atPath: folder) }
        let pilot = FilesApp.pilot(files: [("a.txt", 1)])
        let path = folder + "/deep/er/frame.txt"
        #expect(throws: PilotError.goldenRecorded(path: path)) { try pilot.expectFrame(matching: path) }
        try pilot.expectFrame(matching: path)
        await pilot.press(.character("s"))
        let error = #expect(throws: PilotError.self) { try pilot.expectFrame(matching: path) }
        let message = error?.description ?? ""
        #expect(message.contains("row 1:\n  expected:   Name"), "\(message)")
    }
}
