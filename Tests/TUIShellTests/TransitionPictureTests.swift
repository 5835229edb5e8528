import RouterCore
import Testing

@testable import TUIShell

/// A frame mid-transition draws the incoming screen live and the outgoing one from the picture
/// taken when the transition first showed.
@MainActor
@Suite("Transition pictures")
struct TransitionPictureTests {
    /// A screen that counts how often it is drawn.
    final class CountingScreen: Screen {
        var draws = 0
        override func draw(in canvas: inout Canvas) {
            draws += 1
            canvas.write("\(name) content", column: 20, row: 1)
        }
    }

    @Test(arguments: [false, true])
    func theOutgoingScreenIsDrawnOncePerTransition(backward: Bool) throws {
        let home = CountingScreen(name: "Home", title: "Home")
        let detail = CountingScreen(name: "Detail", title: "Detail")
        let app = ShellApp(router: Router(), screens: ScreenRegistry(), tabs: [("Home", home)], size: (80, 10))
        try app.window.push(detail, transition: SlideTransition())
        if backward {
            app.window.animator.finish()
            _ = app.window.pop(transition: SlideTransition())
        }
        let (outgoing, incoming) = backward ? (detail, home) : (home, detail)
        let before = (outgoing.draws, incoming.draws)
        var frames: [String] = []
        for _ in 0..<3 {
            app.advance(by: 20)
            frames.append(app.render().text)
        }
        #expect(outgoing.draws == before.0 + 1)
        #expect(incoming.draws == before.1 + 3)
        #expect(frames.allSatisfy { $0.contains("\(outgoing.name) content") }, "the picture is not the outgoing screen")
        #expect(Set(frames).count == 3, "the slide did not move")
        // The next transition takes a picture of its own outgoing screen.
        app.window.animator.finish()
        let top = incoming
        try app.window.push(CountingScreen(name: "Next", title: "Next"), transition: SlideTransition())
        let topDraws = top.draws
        app.advance(by: 40)
        _ = app.render()
        _ = app.render()
        #expect(top.draws == topDraws + 1)
    }
}
