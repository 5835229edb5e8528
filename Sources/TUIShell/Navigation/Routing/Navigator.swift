import RouterCore

/// Every navigation goes through here: a URL is routed (middleware, candidates, a handler that
/// shows a screen on the `Window`) as its own tracked run, and the app waits for it to finish
/// or to park waiting for the user before the next key.
///
/// Screen handlers live in the ``Router`` only: ``useScreenHandler(_:forRoute:)`` registers one
/// there, and routes without a handler of their own are shown by the default ``ScreenRouteHandler``.
@MainActor
package final class Navigator {
    /// The router every navigation goes through.
    package let router: Router
    /// What screen handlers act on.
    package let context: NavigationContext
    /// Hears how each navigation ended: its error, or nil once one succeeded.
    private let report: @MainActor (RouteError?) -> Void
    private var pendingOpens: [PendingOpen] = []
    private var runs: [RouteRun] = []
    private var recorders: [TimelineRecorder] = []

    /// How many requests ``timelines`` keeps.
    package static let keptTimelines = 20

    /// The latest requests' timelines, oldest first, for the Router Lab.
    package var timelines: [RequestTimeline] { recorders.map(\.timeline) }

    /// Creates a navigator that shows `router`'s routes in `window`; `report` hears each
    /// navigation's error, or nil when one succeeded (the app's footer shows and clears them).
    package init(
        router: Router, window: Window, screens: ScreenRegistry, transitions: TransitionLibrary = TransitionLibrary(),
        events: EventLog, report: @escaping @MainActor (RouteError?) -> Void
    ) {
        self.router = router
        self.report = report
        context = NavigationContext(
            router: router, window: window, screens: screens, transitions: transitions, events: events)
        router.setFallbackHandler(ScreenRouteHandlerAdapter(handler: ScreenRouteHandler(context: context)))
    }

    /// Shows the routes named `route` with `handler` (default: every route without a handler of
    /// its own), the way WLRRoute registers a handler subclass per route.
    package func useScreenHandler(_ handler: ScreenRouteHandler, forRoute route: String? = nil) {
        let adapter = ScreenRouteHandlerAdapter(handler: handler)
        if let route { router.setHandler(adapter, forRoute: route) } else { router.setFallbackHandler(adapter) }
    }

    /// The screen handler that shows `route`, or `nil` when another kind of handler serves it.
    func screenHandler(forRoute route: String) -> ScreenRouteHandler? {
        (router.handler(forRoute: route) as? ScreenRouteHandlerAdapter)?.handler
    }

    /// Routes `url` as the command bar, `openurl` or a push payload would (external) or as an
    /// in-app button would (internal). An error is shown and changes nothing; a success clears
    /// the error an earlier navigation left in the footer.
    ///
    /// Returns once the route has finished, or once it waits for the user (a login gate); the
    /// error, if it failed.
    ///
    /// - Parameter whenFinished: called once the route has finished — for a route parked behind
    ///   a login, when the user answered — with its error, or nil when the link opened.
    @discardableResult
    package func open(
        _ url: String, origin: RouteOrigin, inAppValues: [String: any Sendable] = [:],
        whenFinished: (@MainActor (RouteError?) -> Void)? = nil
    ) async -> RouteError? {
        context.window.animator.finish()
        let run = RouteRun(
            timeline: TimelineRecorder(
                RequestTimeline(
                    url: url, origin: origin, table: router.table, stackBefore: context.window.stackDiagram
                )))
        run.whenFinished = whenFinished
        runs.append(run)
        recorders.append(run.timeline)
        if recorders.count > Self.keptTimelines { recorders.removeFirst() }
        let route: @MainActor () async -> Void = { [router] in
            let outcome = await RouteRun.$current.withValue(run) {
                await TimelineRecorder.$current.withValue(run.timeline) {
                    await router.handle(url, inAppValues: inAppValues, origin: origin)
                }
            }
            run.update(.finished(outcome))
        }
        // Immediate: the route runs here, up to its first real suspension; most routes finish
        // without one, so the wait below returns at once instead of hopping between threads.
        if #available(macOS 26.0, *) {
            Task.immediate(operation: route)
        } else {
            Task(operation: route)
        }
        await run.settled()
        run.timeline.settle(outcome: run.outcome, stack: context.window.stackDiagram)
        let error = run.outcome?.error
        if error == nil { report(nil) }
        reportFinishedRuns()
        await openPending()
        return error
    }

    /// Routes `url` once the current key or route is done (default: as an in-app navigation).
    ///
    /// - Parameter whenFinished: as for ``open(_:origin:inAppValues:whenFinished:)``.
    package func openLater(
        _ url: String, origin: RouteOrigin = .internal, inAppValues: [String: any Sendable] = [:],
        whenFinished: (@MainActor (RouteError?) -> Void)? = nil
    ) {
        pendingOpens.append(
            PendingOpen(url: url, origin: origin, inAppValues: inAppValues, whenFinished: whenFinished))
    }

    /// Parks the current route until the user answers: `start` shows what the user needs (a login
    /// screen) and keeps `resume`, which must be called once. Keys keep working meanwhile.
    package func waitForUser<Answer: Sendable>(_ start: (_ resume: @escaping @MainActor (Answer) -> Void) -> Void) async
        -> Answer
    {
        let run = RouteRun.current
        return await withCheckedContinuation { continuation in
            run?.update(.parked)
            start { answer in
                run?.update(.running)
                continuation.resume(returning: answer)
            }
        }
    }

    /// Whether the code runs inside a navigation being routed: a screen that leaves its stack
    /// because a link took its place hears of it inside one; one the user closed (Esc) does not.
    package var isRouting: Bool { RouteRun.current != nil }

    /// Waits until every route resumed by the last input has finished or parked again, shows the
    /// errors of those that failed, then routes what screens asked for meanwhile.
    func settle() async {
        while let running = runs.first(where: \.isRunning) { await running.settled() }
        reportFinishedRuns()
        await openPending()
    }

    private func reportFinishedRuns() {
        for run in runs where run.outcome != nil {
            if let error = run.outcome?.error { report(error) }
            run.timeline.settle(outcome: run.outcome, stack: context.window.stackDiagram)
        }
        runs.removeAll { $0.outcome != nil }
    }

    private func openPending() async {
        while !pendingOpens.isEmpty {
            let next = pendingOpens.removeFirst()
            await open(
                next.url, origin: next.origin, inAppValues: next.inAppValues,
                whenFinished: next.whenFinished)
        }
    }
}

/// A navigation asked for while something else was being handled.
private struct PendingOpen {
    let url: String
    let origin: RouteOrigin
    let inAppValues: [String: any Sendable]
    let whenFinished: (@MainActor (RouteError?) -> Void)?
}
