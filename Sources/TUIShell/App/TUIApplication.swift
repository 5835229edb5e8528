import RouterCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The entry point of an interactive app: one call that owns the terminal, `--restore`, the
/// deep-link socket `tuishell openurl`/`push` reach, saving the navigation on the way out, and
/// termination signals.
///
/// ```swift
/// let status = await TUIApplication.run(named: "hello-shell", settings: options.settings(), screens: screens) {
///     [try Route("hello://hello", screen: "Hello", presentation: .tab("Hello"))]
/// }
/// ```
public enum TUIApplication {
    /// Runs an app made of `routes` and `screens` until the user quits or a signal arrives.
    ///
    /// The tabs are the `tab:` routes, in order; the command bar's history, the deep-link
    /// socket and the saved navigation live under the app's `name`; a route that cannot be
    /// built shows its error in the footer.
    ///
    /// ```swift
    /// let status = await TUIApplication.run(named: "hello-shell", settings: options.settings(), screens: screens) {
    ///     [try Route("hello://hello", screen: "Hello", presentation: .tab("Hello"))]
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: the app's name: its files live in `$XDG_STATE_HOME/<name>/`.
    ///   - settings: what the run options on the command line said (`TUIShellCLI`'s
    ///     `RunOptions.settings()`).
    ///   - screens: the screens the routes name.
    ///   - routes: the route table.
    ///   - configure: called once with the app before it runs, to add what the routes cannot
    ///     say: middleware (`app.router`), route handlers, palette commands, the app's own
    ///     `theme` (which `TUISHELL_THEME`, when set, still overrides).
    /// - Returns: the exit status: 0 after quitting, 128 + the signal's number, 2 when there is
    ///   no usable terminal or the instance name is bad.
    @MainActor
    public static func run(
        named name: String, settings: RunSettings, screens: ScreenRegistry,
        routes: () throws -> [Route], configure: (ShellApp) -> Void = { _ in }
    ) async -> Int32 {
        await run(named: name, settings: settings) { history in
            let app = ShellApp.make(routes: routes, screens: screens, history: history)
            configure(app)
            return app
        }
    }

    /// Runs the app `makeApp` builds until the user quits or a signal arrives.
    ///
    /// Errors are printed as `error: <code>: <message>` on stderr.
    ///
    /// - Parameters:
    ///   - name: the app's name: its files live in `$XDG_STATE_HOME/<name>/`.
    ///   - settings: what the run options on the command line said (`TUIShellCLI`'s
    ///     `RunOptions.settings()`).
    ///   - makeApp: builds the app, given its command-bar history.
    /// - Returns: the exit status: 0 after quitting, 128 + the signal's number, 2 when there is
    ///   no usable terminal or the instance name is bad.
    @MainActor
    package static func run(
        named name: String, settings: RunSettings, environment: [String: String] = ProcessInfo.processInfo.environment,
        makeApp: @MainActor (CommandHistory) -> ShellApp
    ) async -> Int32 {
        guard settings.narrated || CursesTerminal.isAvailable else {
            return fail("usage", "\(name) needs a terminal on stdin and stdout")
        }
        let address: InstanceAddress
        do throws(InstanceNameError) {
            address = try InstanceAddress(instance: settings.instance, appName: name, environment: environment)
        } catch {
            return fail("usage", error.message)
        }
        // The recording's file is made now, so a path that cannot be written fails before the
        // session instead of losing it at the end.
        if let path = settings.recording, let error = OutputFile.write("", to: path) {
            return fail("usage", error.message)
        }
        let state = StateDirectory.current(appName: name, environment: environment).instance(address.instance)
        let app = makeApp(CommandHistory(directory: state))
        app.name = name
        if let warning = app.adoptAppearance(from: environment) { app.status.show(warning, kind: .warning) }
        var deepLinks: DeepLinkServer?
        let status: Int32
        do throws(TerminalError) {
            let recorder = settings.recording.map { _ in SessionRecorder(linksAtStart: settings.urls) }
            let terminal: any Terminal =
                settings.narrated ? NarratedTerminal() : CursesTerminal(environment: environment, mouse: settings.mouse)
            let loop = TerminalRunLoop(app: app, terminal: terminal, recorder: recorder)
            // The first frame shows the tabs as they start; restoring, the links given at start
            // and the socket come right after it, so an app is on screen as soon as it can be.
            status = try await loop.run {
                await prepare(app, settings: settings, state: state)
                app.window.animator.isEnabled = settings.animated
                do throws(ShellError) {
                    deepLinks = try DeepLinkServer.start(at: address)
                } catch {
                    app.status.show(
                        "warning: openurl and push will not reach this app: \(error.message)", kind: .warning)
                }
                loop.deepLinks = deepLinks
            }
            // The socket goes first, so an app restarted at once finds the instance free.
            deepLinks?.stop()
            if let recorder, let path = settings.recording, let error = OutputFile.write(recorder.script, to: path) {
                writeError("error: recordFailed: \(error.message)")
            }
        } catch {
            deepLinks?.stop()
            return fail(error.code, error.message)
        }
        if let warning = SavedNavigation.save(app.window, to: state) { writeError(warning) }
        return status
    }

    /// Restores the saved navigation and opens the `--open` links, without animations; the
    /// footer shows the error of every link that failed.
    @MainActor
    package static func prepare(_ app: ShellApp, settings: RunSettings, state: StateDirectory?) async {
        app.window.animator.isEnabled = false
        if settings.restore, let state {
            let (saved, warning) = SavedNavigation.load(from: state)
            if let saved { await app.restore(saved) }
            if let warning { app.status.show(warning, kind: .warning) }
        }
        var errors: [RouteError] = []
        for url in settings.urls {
            if let error = await app.open(url, origin: .external) { errors.append(error) }
        }
        // Each navigation's error replaces the one before, and a success clears it; but every
        // `--open` is a request of its own, made before the user could see any answer.
        if !errors.isEmpty { app.status.show(errors) }
    }

    private static func fail(_ code: String, _ message: String) -> Int32 {
        writeError("error: \(code): \(message)".escapingControlCharacters)
        return 2
    }

    private static func writeError(_ line: String) {
        DescriptorWriter.writeError(line)
    }
}
