import Testing

/// Dialogs and notices on terminals far smaller than 80×24 (issue #36, defect 16).
@MainActor
@Suite("Tiny terminals")
struct TinyTerminalTests {
    /// At 20×5 the quit dialog takes every row and says its whole message, with no `▼`.
    @Test func theQuitDialogSaysItsMessageAtTwentyByFive() async throws {
        let run = try await runScript("key q", size: (20, 5))
        let lines = run.app.render().lines
        #expect(lines.contains { $0.contains("y to quit, n to") }, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("stay") } && lines.contains { $0.contains("[Quit]") })
        #expect(!lines.joined().contains("▼"), "\(lines.joined(separator: "\n"))")
    }

    /// With no row left for the message, the buttons still show and no marker sits on the frame.
    @Test func noMarkerIsDrawnOnTheFrame() async throws {
        let run = try await runScript("key q", size: (20, 3))
        let lines = run.app.render().lines
        #expect(lines[0].hasPrefix("┌") && lines[1].contains("[Quit]"), "\(lines.joined(separator: "\n"))")
        #expect(!lines.joined().contains("▼"), "\(lines.joined(separator: "\n"))")
    }

    /// At 2 and 3 rows each row is drawn by one thing: the footer keeps the last row, the tab
    /// bar and then the title bar give way, and Home shows its selected row above the footer, so
    /// no `▲`/`▼` stands without a row (trial defect 2).
    @Test(arguments: zip([12, 20, 40, 80, 200], [2, 2, 2, 3, 3]))
    func theFooterAndTheListShareNoRow(width: Int, height: Int) async throws {
        let lines = try await runScript("", size: (width, height)).app.render().lines
        let picture = lines.joined(separator: "\n")
        #expect(lines[height - 1].contains("? help"), "\(picture)")
        #expect(!lines[height - 1].contains(where: "›▲▼".contains), "\(picture)")
        #expect(lines[height - 2].hasPrefix(" › "), "no list row above the footer:\n\(picture)")
        #expect(height == 2 || lines[0] == " Home", "\(picture)")
    }

    /// At two rows no frame fits: the dialog is one line above the footer, its title and
    /// message, and the footer keeps its keys (second trial, defect 4).
    @Test func aDialogWithoutRoomForAFrameIsOneLine() async throws {
        let lines = try await runScript("key q", size: (40, 2)).app.render().lines
        #expect(lines.first == "Quit tuishell? · y to quit, n to stay", "\(lines.joined(separator: "\n"))")
        #expect(lines[1].hasPrefix("y quit"), "\(lines.joined(separator: "\n"))")
    }

    @Test func aTerminalTooSmallSaysSo() async throws {
        let tiny = try await runScript("", size: (3, 2))
        #expect(tiny.app.render().lines == ["Too", "sm…"])
        let narrow = try await runScript("", size: (11, 6))
        #expect(narrow.app.render().lines.prefix(3) == ["Too small:", "11×6, needs", "12×2"])
    }
}
