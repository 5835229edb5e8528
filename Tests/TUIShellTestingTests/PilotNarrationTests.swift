import RouterCore
import TUIShell
import TUIShellTesting
import Testing

/// Narration of an adopter's app through the public pilot alone: what the defaults of a table
/// and of a screen that only draws say, with no narration code in the app.
@MainActor
@Suite struct PilotNarrationTests {
    let files = [("readme.md", 1200), ("café.txt", 5), ("zeta.bin", 90000)]

    /// A table says its rows and columns when shown, each row as `Column: value` pairs with its
    /// place as the focus moves, and its sort and filter as they change.
    @Test func aTableSaysItsRowsSortAndFilter() async throws {
        let pilot = FilesApp.pilot(size: (60, 12), files: files)
        let start = pilot.narration()
        #expect(start.starts(with: ["files, narrated: ? lists the keys, Ctrl+T reads the screen, Ctrl+R repeats"]))
        #expect(start.contains("Shown: Files (tab Files, 1 of 1)"))
        #expect(start.contains("Table, 3 rows; columns: Name, Size"))
        #expect(start.last == "Name: readme.md, Size: 1200, 1 of 3")

        await pilot.press(.down)
        #expect(pilot.narration() == ["Name: café.txt, Size: 5, 2 of 3"])
        // The drawn frame agrees: the selected row shows the same cells.
        #expect(pilot.lines.contains { $0.contains("› café.txt") && $0.contains("5") })

        // The selection follows its row to its new place.
        try await pilot.press(named: "s")
        #expect(pilot.narration() == ["Sorted by Name, ascending", "Name: café.txt, Size: 5, 1 of 3"])
        try await pilot.press(named: "r")
        #expect(pilot.narration() == ["Sorted by Name, descending", "Name: café.txt, Size: 5, 3 of 3"])

        try await pilot.press(named: "/")
        #expect(pilot.narration() == ["Filter: type to keep the rows that match; Enter keeps it, Esc clears it"])
        await pilot.type("zz")
        #expect(pilot.narration() == ["Table, 0 rows; columns: Name, Size", "Filtered by zz: 0 of 3"])
        #expect(pilot.shows("No rows match"))
    }

    /// A screen with no narration of its own is read from what it draws, its title said once;
    /// going back names the screen shown again and says its focus.
    @Test func aPlainScreenIsReadFromWhatItDraws() async throws {
        let pilot = FilesApp.pilot(size: (60, 12), files: files)
        _ = pilot.narration()
        await pilot.press(.enter)
        #expect(pilot.narration() == ["Opened: readme.md (pushed)", "Name: readme.md"])
        await pilot.press(.escape)
        #expect(
            pilot.narration() == ["Closed: readme.md", "Shown again: Files", "Name: readme.md, Size: 1200, 1 of 3"])
    }

    /// Ctrl+T reads the whole screen and Ctrl+R says the last announcement again, also to a
    /// pilot.
    @Test func theReadingKeysWork() async throws {
        let pilot = FilesApp.pilot(size: (60, 12), files: files)
        _ = pilot.narration()
        await pilot.press(.down)
        _ = pilot.narration()
        await pilot.press(.control("r"))
        #expect(pilot.narration() == ["Name: café.txt, Size: 5, 2 of 3"])
        await pilot.press(.control("t"))
        let reading = pilot.narration()
        #expect(reading.first == "Screen: Files (tab Files, 1 of 1; 1 screen on its stack)")
        #expect(reading.contains("Focus: Name: café.txt, Size: 5, 2 of 3"))
        #expect(reading.last?.hasPrefix("Keys: ↑/↓ move, Enter open") == true, "\(reading)")
    }
}
