import RouterCore

/// Shows a route's screen with WLRRoute's handler lifecycle on real stacks:
/// `shouldHandle` → `target` (make the screen, attach the request) → `source` (the stack to act
/// on) → `presentation` → `transition` (the real push, present, replace, root or tab switch).
///
/// Open for subclassing like `WLRRouteHandler`: override `shouldHandle`, `target`,
/// `presentation` or `transitionStyle` to change how routes are shown; `source` and `transition`
/// act on the shell's stacks, so an override adds to them (logging, a check that throws) and
/// calls `super`. A step that throws leaves every stack as it was.
@MainActor
open class ScreenRouteHandler {
    /// What the handler acts on: the router and its table, the screen factories, the log.
    public let context: NavigationContext

    /// Creates a handler that shows routes through `context` (a `Navigator`'s).
    public init(context: NavigationContext) {
        self.context = context
    }

    /// Whether to take the request; `false` passes it to the next candidate.
    open func shouldHandle(_ request: RouteRequest) -> Bool { true }

    /// The screen to show. Default: the route's `screen` factory. May suspend, e.g. to ask a
    /// mediator for the screen.
    open func target(_ request: RouteRequest) async throws(RouteError) -> Screen {
        guard let name = route(of: request)?.screen else {
            throw RouteError(.noScreen, "the route '\(request.routeName)' has no screen")
        }
        return try context.screens.make(name, for: request)
    }

    /// The stack to act on. Default: the visible stack (the top modal's, else the selected tab's).
    open func source(_ request: RouteRequest) throws(RouteError) -> NavigationStack {
        guard let stack = context.window.visibleStack else {
            throw RouteError(.transitionFailed, "there is no navigation stack")
        }
        return stack
    }

    /// How to show the screen. Default: the route's `presentation`, else push.
    open func presentation(_ request: RouteRequest) -> Presentation {
        route(of: request)?.presentation ?? .push
    }

    /// The animation. Default: the route's `transition`, else slide for pushes, cover for modals
    /// and none for a tab switch.
    open func transitionStyle(_ request: RouteRequest, presentation: Presentation) -> TransitionStyle {
        if let style = route(of: request)?.transition { return style }
        switch presentation {
        case .modal: return .cover
        case .tab: return .none
        case .push, .replace, .root: return .slide
        }
    }

    /// Performs the presentation on `source` with `target`.
    open func transition(_ request: RouteRequest, source: NavigationStack, target: Screen, presentation: Presentation)
        throws(RouteError)
    {
        try changingWindow { () throws(NavigationError) in
            let window = context.window
            let animation = context.transitions.transition(for: transitionStyle(request, presentation: presentation))
            switch presentation {
            case .push:
                try window.push(target, on: source, transition: animation)
            case .modal:
                try window.present(target, transition: animation)
            case .replace:
                try window.replaceTop(with: target, on: source, transition: animation)
            case .root:
                try window.setStack([target], on: source, transition: animation)
            case .tab(let name):
                guard let index = window.tabIndex(named: name) else {
                    throw NavigationError("there is no tab named '\(name)'")
                }
                let tab = window.tabs[index]
                let root = tab.stack.root
                // One step: the whole modal chain goes, as UIKit dismisses it (no middle modal
                // reappears on the way), the tab is selected and its stack changed.
                try window.update(introducing: [target], transition: animation) { next in
                    next.modals.removeAll()
                    next.selectedTab = index
                    if let root, root.name == target.name {
                        next.tabs[index].stack = [root.id]
                    } else if tab.root.name == target.name {
                        // The tab's home, on a stack whose root was replaced: it becomes the root
                        // again rather than a second home pushed above the stranger.
                        next.tabs[index].stack = [target.id]
                    } else {
                        next.tabs[index].stack.append(target.id)
                    }
                }
            }
        }
    }

    /// The screen for `request` with the request attached, as the transition step receives it.
    func attachedTarget(_ request: RouteRequest) async throws(RouteError) -> Screen {
        let screen = try await target(request)
        screen.request = request
        if screen.url == nil { screen.url = request.url.original }
        return screen
    }

    /// Runs the whole lifecycle for one request.
    func run(_ request: RouteRequest) async throws(RouteError) -> HandlingResult {
        let name = request.routeName
        let timeline = TimelineRecorder.current
        let target = try await attachedTarget(request)
        context.log("route \(name) target")
        timeline?.add("target \(target.name)")
        let source = try self.source(request)
        context.log("route \(name) source")
        timeline?.add("source \(context.window.describe(source))")
        let presentation = self.presentation(request)
        context.log("route \(name) transition \(presentation.kind)")
        timeline?.add("presentation \(presentation.rawValue)")
        timeline?.add("transition \(transitionStyle(request, presentation: presentation).rawValue)")
        // A handler that replaces the stack or its root asked for exactly that stack.
        let parents = [.replace, .root].contains(presentation) ? [] : try parentScreens(for: request)
        if parents.isEmpty {
            try transition(request, source: source, target: target, presentation: presentation)
        } else {
            timeline?.add("back stack \(parents.map(\.name).joined(separator: " › "))")
            try show(target, above: parents, request: request, presentation: presentation)
        }
        return .deferred
    }

    /// Makes `change` to the window, reporting the window's failure as the router's error: a
    /// lifecycle step fails with a ``RouteError``.
    func changingWindow(_ change: () throws(NavigationError) -> Void) throws(RouteError) {
        do throws(NavigationError) {
            try change()
        } catch {
            throw RouteError(error)
        }
    }

    private func route(of request: RouteRequest) -> Route? {
        request.route ?? context.route(named: request.routeName)
    }
}

extension Presentation {
    /// The word lifecycle lines use: `push`, `modal`, `replace`, `root` or `tab`.
    var kind: String {
        if case .tab = self { return "tab" }
        return rawValue
    }
}

/// Lets the router, which may call from any thread, drive a main-actor screen handler.
struct ScreenRouteHandlerAdapter: RouteHandler {
    let handler: ScreenRouteHandler

    func shouldHandle(_ request: RouteRequest) async -> Bool {
        await handler.shouldHandle(request)
    }

    func handle(_ request: RouteRequest) async throws(RouteError) -> HandlingResult {
        try await handler.run(request)
    }
}
