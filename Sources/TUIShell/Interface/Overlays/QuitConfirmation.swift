/// "Quit <app>?" — `y` (or Enter on Quit) quits, `n` or Esc stays.
@MainActor
final class QuitConfirmation: Overlay {
    private let alert: AlertOverlay
    private let quit: () -> Void

    init(appName: String, quit: @escaping () -> Void) {
        self.quit = quit
        alert = AlertOverlay(title: "Quit \(appName)?", message: "y to quit, n to stay", buttons: ["Quit", "Stay"]) {
            choice in
            if choice == 0 { quit() }
        }
    }

    func draw(into grid: inout CellGrid, content: Rect) { alert.draw(into: &grid, content: content) }

    func handle(_ key: Key) -> OverlayResponse {
        switch key {
        case .character("y"), .character("Y"), .control("c"):
            quit()
            return .close
        case .character("n"), .character("N"):
            return .close
        default:
            return alert.handle(key)
        }
    }

    /// `[Quit]` and `Stay` answer a click as an alert's buttons do.
    func click(item index: Int) -> OverlayResponse { alert.click(item: index) }

    var bindings: [KeyBinding] {
        [KeyBinding(.character("y"), action: "quit"), KeyBinding(.character("n"), .escape, action: "stay")]
    }
    var narration: OverlayNarration { alert.narration }
    var stacking: OverlayStacking { .single }
    var closesOnClickOutside: Bool { true }
}
