import TUIShell
import TestSupport
import Testing

@testable import TUIShellServe

/// The page as a terminal: input waits for the run loop, a read waits for input within its
/// timeout, and a closed page ends the wait.
@Suite("Web terminal")
@MainActor
struct WebTerminalTests {
    @Test func inputDeliveredBeforeAReadIsReadInOrder() async {
        let terminal = WebTerminal(size: (80, 24)) { _ in }
        terminal.deliver(.key(.enter))
        terminal.deliver(.resize(width: 100, height: 30))
        #expect(await terminal.read(timeout: 0) == .key(.enter))
        #expect(await terminal.read(timeout: 0) == .resize(width: 100, height: 30))
        #expect(terminal.size == (100, 30))
        #expect(await terminal.read(timeout: 0) == nil)
    }

    @Test func aWaitingReadTakesTheNextInput() async {
        let terminal = WebTerminal(size: (80, 24)) { _ in }
        async let read = terminal.read(timeout: 10_000)
        await Task.yield()
        terminal.deliver(.key(.character("j")))
        #expect(await read == .key(.character("j")))
    }

    @Test func aReadGivesUpAfterItsTimeout() async {
        let terminal = WebTerminal(size: (80, 24)) { _ in }
        let clock = ContinuousClock()
        let start = clock.now
        #expect(await terminal.read(timeout: 30) == nil)
        #expect(start.duration(to: clock.now) >= .milliseconds(30))
    }

    @Test func closingEndsAWaitAndRefusesMore() async {
        let terminal = WebTerminal(size: (80, 24)) { _ in }
        async let read = terminal.read(timeout: 10_000)
        await Task.yield()
        terminal.close()
        #expect(await read == nil)
        #expect(terminal.isClosed)
        terminal.deliver(.key(.enter))
        #expect(await terminal.read(timeout: 0) == nil)
    }

    @Test func framesLeaveOnlyWhenSomethingChanged() {
        let sent = Locked<[String]>([])
        let terminal = WebTerminal(size: (10, 2)) { message in sent.append(message) }
        var grid = CellGrid(width: 10, height: 2)
        grid.write("Home", column: 0, row: 0)
        terminal.draw(grid, appearance: Appearance())
        terminal.draw(grid, appearance: Appearance())
        grid.write("Orders", column: 0, row: 1)
        terminal.draw(grid, appearance: Appearance())
        #expect(sent.value.count == 2)
        terminal.close()
        grid.write("Mine", column: 0, row: 1)
        terminal.draw(grid, appearance: Appearance())
        #expect(sent.value.count == 2)
    }

    @Test func aPageThatComesBackGetsEveryRowAndNothingIsSentWhileAway() async throws {
        let first = Locked<[String]>([])
        let terminal = WebTerminal(size: (10, 2)) { message in first.append(message) }
        var grid = CellGrid(width: 10, height: 2)
        grid.write("Home", column: 0, row: 0)
        grid.write("Orders", column: 0, row: 1)
        terminal.draw(grid, appearance: Appearance())
        terminal.detach()
        grid.write("Mine", column: 0, row: 1)
        terminal.draw(grid, appearance: Appearance())
        #expect(first.value.count == 1)
        let second = Locked<[String]>([])
        terminal.attach(size: (12, 3)) { message in second.append(message) }
        // The new page's size reaches the app as a resize, which redraws everything.
        #expect(await terminal.read(timeout: 0) == .resize(width: 12, height: 3))
        terminal.draw(grid, appearance: Appearance())
        let frame = try #require(second.value.first)
        #expect(frame.contains(#"[0,[[0,"#) && frame.contains(#"[1,[[0,"#), "every row: \(frame)")
        #expect(frame.contains("Mine"))
    }
}
