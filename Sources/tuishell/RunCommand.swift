import ArgumentParser
import Foundation
import RouterCore
import Screens
import TUIShell

/// `tuishell run` (the default): the interactive app.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the interactive app (the default command)."
    )

    @OptionGroup var table: RouteTableOption

    @Option(name: .customLong("open"), help: ArgumentHelp("Open a deep link at start (repeatable).", valueName: "url"))
    var urls: [String] = []

    @Flag(help: "Make every transition instant (also NO_MOTION=1 or REDUCE_MOTION=1).")
    var noAnimation = false

    @Flag(help: "Rebuild the navigation saved when the app last quit.")
    var restore = false

    @OptionGroup var instance: InstanceOption

    func run() async throws {
        let table = try self.table.load()
        guard CursesTerminal.isAvailable else {
            throw CommandFailure(code: "usage", message: "tuishell run needs a terminal; use 'tuishell script' for headless runs", exitCode: 2)
        }
        let environment = ProcessInfo.processInfo.environment
        let reduceMotion = noAnimation || ["NO_MOTION", "REDUCE_MOTION"].contains { environment[$0].map { !$0.isEmpty && $0 != "0" } ?? false }
        let address = try instance.address()
        let status = await Self.run(table: table, urls: urls, restore: restore, animated: !reduceMotion, address: address)
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private static func run(table: RouteTable, urls: [String], restore: Bool, animated: Bool, address: InstanceAddress) async -> Int32 {
        let terminal = CursesTerminal()
        let state = StateDirectory.current()
        let app = DemoApp.make(table: table, history: CommandHistory(directory: state), size: (80, 24))
        app.host.animationsEnabled = false
        if restore {
            let (saved, warning) = SavedNavigation.load(from: state)
            if let saved { _ = await app.restore(saved) }
            if let warning { app.status = warning }
        }
        for url in urls { await app.open(url, origin: .external) }
        app.host.animationsEnabled = animated
        let deepLinks: DeepLinkServer?
        do throws(RouteError) {
            deepLinks = try DeepLinkServer.start(at: address)
        } catch {
            deepLinks = nil
            app.status = "warning: openurl and push will not reach this app: \(error.message)"
        }
        let status = await TerminalRunLoop(app: app, terminal: terminal, deepLinks: deepLinks).run()
        deepLinks?.stop()
        do {
            try SavedNavigation(host: app.host).save(to: state)
        } catch {
            StandardStreams.writeErrorLine("warning: the navigation could not be saved in \(state.path): \(error.localizedDescription)")
        }
        return status
    }
}
