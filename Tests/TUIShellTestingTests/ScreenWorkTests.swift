import RouterCore
import TUIShell
import TUIShellTesting
import Testing

/// A screen that counts timer ticks and loads a value off the main actor.
@MainActor
final class TickingScreen: Screen {
    var ticks = 0
    var loaded = "nothing"
    var applied = 0
    static var removedScreensApplied = 0

    override func viewDidLoad() {
        every(.seconds(5)) { [unowned self] in
            ticks += 1
            reload()
        }
        reload()
    }

    func reload() {
        let generation = ticks
        perform { () async -> String in
            // Off the main actor: the work may not touch the screen, only compute.
            "generation \(generation)"
        } then: { [unowned self] value in
            loaded = value
            applied += 1
        }
    }

    override func draw(in canvas: inout Canvas) {
        canvas.write("ticks: \(ticks)", column: 1, row: 0)
        canvas.write("loaded: \(loaded)", column: 1, row: 1)
    }
}

@MainActor
enum TickingApp {
    static func pilot() -> (Pilot, () -> TickingScreen?) {
        let screens = ScreenRegistry()
        weak var made: TickingScreen?
        screens.register("Ticking") { _ in
            let screen = TickingScreen(title: "Ticking")
            made = screen
            return screen
        }
        screens.register("Other") { _ in ListScreen(title: "Other", lines: ["covering"]) }
        screens.register("Pushed") { _ in
            let screen = TickingScreen(title: "Pushed")
            made = screen
            return screen
        }
        let pilot = Pilot(named: "ticking", size: (40, 8), screens: screens) {
            [
                try Route("tick://home", screen: "Ticking", presentation: .tab("Home")),
                try Route("tick://other", screen: "Other", access: .public),
                try Route("tick://pushed", screen: "Pushed", access: .public),
            ]
        }
        return (pilot, { made })
    }
}

@MainActor
@Suite struct ScreenWorkTests {
    @Test func backgroundWorkIsAppliedBeforeThePilotReads() async {
        let (pilot, _) = TickingApp.pilot()
        await pilot.settle()
        #expect(pilot.shows("loaded: generation 0"))
        #expect(pilot.lastError == nil)
    }

    @Test func timerRepeatsInVirtualTimeOnly() async {
        let (pilot, screen) = TickingApp.pilot()
        await pilot.advance(by: .milliseconds(4_999))
        #expect(pilot.shows("ticks: 0"), "not before the first interval")
        await pilot.advance(by: .milliseconds(1))
        #expect(pilot.shows("ticks: 1"))
        #expect(pilot.shows("loaded: generation 1"), "the tick's work was applied")
        await pilot.advance(by: .seconds(12))
        #expect(pilot.shows("ticks: 3"), "each tick at its own time: 10 s and 15 s")
        #expect(screen()?.applied == 4)
    }

    @Test func aCoveredScreensTimerPausesAndResumes() async {
        let (pilot, screen) = TickingApp.pilot()
        await pilot.open("tick://other")
        await pilot.advance(by: .seconds(30))
        #expect(screen()?.ticks == 0, "no tick while covered")
        await pilot.press(.escape)
        await pilot.advance(by: .seconds(5))
        #expect(screen()?.ticks == 1, "a full interval after it came back")
    }

    @Test func aScreenThatLeftNeverTicksOrApplies() async {
        let (pilot, screen) = TickingApp.pilot()
        let root = screen()
        await pilot.open("tick://pushed")
        let pushed = screen()
        #expect(pilot.topScreen === pushed && pushed !== root)
        await pilot.press(.escape)
        #expect(pilot.topScreen === root)
        let appliedWhenLeft = pushed?.applied ?? -1
        let ticksWhenLeft = pushed?.ticks ?? -1
        await pilot.advance(by: .seconds(60))
        #expect(pushed?.ticks == ticksWhenLeft, "ticks \(String(describing: pushed?.ticks)) \(ticksWhenLeft)")
        #expect(pushed?.applied == appliedWhenLeft, "applied \(String(describing: pushed?.applied)) \(appliedWhenLeft)")
    }

    @Test func eachAppsScreensTellTheirOwnApp() async throws {
        // Two apps side by side (two served visitors): a message goes to the screen's own app.
        let first = DialogApp.pilot()
        let second = DialogApp.pilot()
        await second.press(.character("m"))
        #expect(second.lines.last == "in the footer")
        #expect(first.lines.last != "in the footer")
    }
}

/// Review findings, each as a user would meet it.
@MainActor
@Suite struct ScreenWorkEdgeTests {
    /// A timer whose action covers its screen stays paused under what it showed.
    final class Presenting: Screen {
        var ticks = 0
        override func viewDidLoad() {
            every(.seconds(1)) { [unowned self] in
                ticks += 1
                try? present(ListScreen(title: "Cover"))
            }
        }
    }

    @Test func aTimerThatPresentsStaysPausedUnderTheModal() async {
        let screens = ScreenRegistry()
        var made: Presenting?
        screens.register("P") { _ in
            let screen = Presenting(title: "P")
            made = screen
            return screen
        }
        let pilot = Pilot(screens: screens) { [try Route("p://home", screen: "P", presentation: .tab("Home"))] }
        await pilot.advance(by: .seconds(1))
        #expect(pilot.topScreen?.title == "Cover")
        await pilot.advance(by: .seconds(10))
        #expect(made?.ticks == 1, "no tick under the modal")
        await pilot.press(.escape)
        await pilot.advance(by: .seconds(1))
        #expect(made?.ticks == 2)
    }

    /// A dialog's answer never reaches a screen that has left its stack.
    @Test func aDialogOutlivingItsScreenDoesNotCallIt() async {
        let screens = ScreenRegistry()
        var asked: DialogScreen?
        screens.register("Home") { _ in ListScreen(title: "Home") }
        screens.register("Ask") { _ in
            let screen = DialogScreen(title: "Ask")
            asked = screen
            return screen
        }
        let pilot = Pilot(screens: screens) {
            [
                try Route("d://home", screen: "Home", presentation: .tab("Home")),
                try Route("d://ask", screen: "Ask", access: .public),
                try Route(name: "reset", pattern: "d://reset", access: .public, screen: "Home", presentation: .root),
            ]
        }
        await pilot.open("d://ask")
        await pilot.press(.character("c"))
        #expect(pilot.shows("Delete branch?"))
        #expect(await pilot.open("d://reset") == nil)
        #expect(asked?.navigationStack == nil, "the asking screen left: \(pilot.stackJSON)")
        await pilot.press(.enter)
        #expect(asked?.answer == "none", "its callback did not run")
    }

    final class Bar: Screen {
        var bar = ProgressBar(fraction: 0)
        override func draw(in canvas: inout Canvas) { bar.draw(in: &canvas, column: 0, row: 0, width: 20) }
    }

    @Test(arguments: [(-1.0, "0%"), (1.5, "100%"), (.nan, "0%"), (.infinity, "100%")])
    func aProgressBarClampsWhatItIsGiven(fraction: Double, shown: String) async {
        let screens = ScreenRegistry()
        let screen = Bar(title: "Bar")
        screens.register("Bar") { _ in screen }
        let pilot = Pilot(screens: screens) { [try Route("b://home", screen: "Bar", presentation: .tab("Home"))] }
        screen.bar.fraction = fraction
        #expect(pilot.lines[1].hasSuffix(" " + shown), "\(pilot.lines[1])")
    }
}
