/// Where a key goes, in one place: the overlay that takes keys first (``OverlayStack/keyTaker``),
/// then the top screen, then the global bindings. Ctrl+C is the exception: it always reaches the quit confirmation, even
/// from a text field or the command bar.
@MainActor
final class KeyDispatch {
    /// The keys that work everywhere outside a text field, as they apply to `window` now, shown
    /// in `?` and the footer. Most important first: the footer shows as many as fit, in this order.
    /// A modal covers the tab bar, so under one the tab keys are not offered (nor do they work),
    /// and `Esc back` is offered only where there is something to go back to.
    static func globalBindings(for window: Window, appName: String) -> [KeyBinding] {
        let tabKeys = window.isTabBarCovered ? 0 : window.tabs.count
        let digits = (1...9).prefix(tabKeys).map { Key.character(Character(String($0))) }
        var bindings: [KeyBinding] = []
        if window.canGoBack {
            bindings.append(
                KeyBinding(
                    .escape, .backspace, .left, action: "back",
                    explanation: "back: close an overlay, dismiss a modal or pop the screen"))
        }
        bindings += [
            KeyBinding(
                .character(":"), .control("l"), action: "open URL",
                explanation: "open a deep link, as from outside the app"),
            KeyBinding(.character("?"), .function(1), action: "help", explanation: "this help; / filters it"),
            KeyBinding(.control("p"), action: "palette", explanation: "search routes, history and commands"),
            KeyBinding(.character("q"), .control("c"), action: "quit", explanation: "quit (asks first; y confirms)"),
        ]
        if tabKeys > 1 {
            bindings.append(
                KeyBinding(
                    .tab, .backTab, action: "next/previous tab", explanation: "next / previous tab (not under a modal)")
            )
        }
        bindings.append(
            KeyBinding(
                .function(12), action: "screenshot", explanation: "save the screen as ./\(appName)-<time>.svg",
                secondary: true))
        if let last = digits.last, tabKeys > 1 {
            bindings.append(
                KeyBinding(
                    keys: digits, label: "1–\(last)", action: "pick a tab", explanation: "the tab with that number"))
        }
        return bindings
    }

    private let window: Window
    private let overlays: OverlayStack
    private let status: StatusLine
    private let commandBar: CommandBar
    /// Set once the user confirmed quitting.
    private(set) var isQuitRequested = false
    /// Saves a screenshot (F12, over anything shown).
    var takeScreenshot: @MainActor () -> Void = {}
    /// Opens the command palette (Ctrl+P, over anything shown).
    var openPalette: @MainActor () -> Void = {}

    /// The name the quit confirmation asks about.
    var appName = "tuishell"
    /// Global keys besides the shell's: narration's, while it is on.
    var extraBindings: [KeyBinding] = []

    init(window: Window, overlays: OverlayStack, status: StatusLine, commandBar: CommandBar) {
        self.window = window
        self.overlays = overlays
        self.status = status
        self.commandBar = commandBar
    }

    /// The bindings that work now, most important first (``footerBindings``, in one list).
    var activeBindings: [KeyBinding] {
        let bindings = footerBindings
        return bindings.own + bindings.global
    }

    /// The bindings that work now, most important first: a blocking overlay's alone, else the
    /// overlay's, a toast's (Esc dismisses it before going back) and the screen's as `own`, then
    /// the global ones (only Esc while a text field has focus).
    var footerBindings: (own: [KeyBinding], global: [KeyBinding]) {
        let overlay = overlays.keyTaker
        if let overlay, overlay.blocksInput { return (overlay.bindings, []) }
        let passive = overlays.overlays.last { !$0.takesKeys }
        let screen = window.topScreen
        let all = Self.globalBindings(for: window, appName: appName) + extraBindings
        let global = screen?.isEditingText == true ? all.filter { $0.keys.contains(.escape) } : all
        return ((overlay?.bindings ?? []) + (passive?.bindings ?? []) + (screen?.bindings ?? []), global)
    }

    func handle(_ key: Key) async {
        window.animator.finish()
        // Footer messages last until the next key, whoever takes it: an error must not stay
        // over the palette's or a dialog's hints, and a second screenshot's message replaces
        // the first's. What the key itself reports comes after.
        status.clear()
        if key == .control("c") {
            requestQuit(confirmed: overlays.contains(QuitConfirmation.self))
            return
        }
        if key == .function(12) {
            takeScreenshot()
            return
        }
        if key == .control("p") {
            openPalette()
            return
        }
        if await offerToOverlay({ await $0.handle(key) }) { return }
        let screen = window.topScreen
        if let screen, screen.handle(key) { return }
        // In a text field only Esc of the global keys works, and `?` is typed, so there the
        // hint does not offer it.
        let isEditingText = screen?.isEditingText == true
        guard isEditingText && key != .escape || !runGlobal(key) else { return }
        status.show("\(key) does nothing here" + (isEditingText ? "" : " · ? lists the keys"))
    }

    /// Pasted text: to the top overlay, else the screen's text field, else a new command bar.
    func paste(_ text: String) async {
        if await offerToOverlay({ await $0.paste(text) }) { return }
        if let screen = window.topScreen, screen.isEditingText {
            for character in text { _ = screen.handle(.character(character)) }
            return
        }
        openCommandBar()
        if await commandBar.paste(text) == .close { overlays.close(commandBar) }
    }

    /// Gives input to the overlay that takes keys first; whether it used the input, or blocked it.
    private func offerToOverlay(_ respond: @MainActor (any Overlay) async -> OverlayResponse) async -> Bool {
        guard let overlay = overlays.keyTaker else { return false }
        switch await respond(overlay) {
        case .handled: return true
        case .close:
            overlays.close(overlay)
            return true
        case .passThrough: return overlay.blocksInput
        }
    }

    /// Runs `key` as a global binding; whether it did anything. A key that nothing takes (Esc
    /// on a tab root, Tab or a digit under a modal, a digit past the last tab) is then reported in
    /// the footer instead of seeming lost.
    private func runGlobal(_ key: Key) -> Bool {
        switch key {
        case .character(":"), .control("l"):
            openCommandBar()
        case .escape, .backspace, .left:
            return overlays.closeTopPassive() || window.goBack()
        case .tab, .backTab:
            guard window.tabs.count > 1, !window.isTabBarCovered else { return false }
            let step = key == .tab ? 1 : window.tabs.count - 1
            try? window.selectTab((window.selectedTabIndex + step) % window.tabs.count)
        case .character("?"), .function(1):
            showHelp()
        case .character("q"):
            requestQuit(confirmed: false)
        case .character(let digit) where digit.isWholeNumber && digit != "0":
            guard let number = digit.wholeNumberValue, number <= window.tabs.count, !window.isTabBarCovered
            else { return false }
            try? window.selectTab(number - 1)
        default:
            return false
        }
        return true
    }

    /// Shows every binding of the top screen and the global ones, as they are whenever it is
    /// drawn: a link that changes the screen under it changes what it lists.
    func showHelp() {
        overlays.show(
            HelpContent.box(exampleLink: commandBar.exampleLink()) { [weak self] in
                guard let self else { return ([], []) }
                return (
                    window.topScreen?.bindings ?? [],
                    Self.globalBindings(for: window, appName: appName) + extraBindings
                )
            })
    }

    /// Asks whether to quit (Ctrl+C twice, or `y`, confirms).
    func confirmQuit() {
        requestQuit(confirmed: false)
    }

    private func openCommandBar() {
        commandBar.reset()
        overlays.show(commandBar)
    }

    private func requestQuit(confirmed: Bool) {
        if confirmed {
            isQuitRequested = true
        } else {
            overlays.show(QuitConfirmation(appName: appName) { [weak self] in self?.isQuitRequested = true })
        }
    }
}
