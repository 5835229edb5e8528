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

    func run() async throws {
        let table = try self.table.load()
        guard CursesTerminal.isAvailable else {
            throw CommandFailure(code: "usage", message: "tuishell run needs a terminal; use 'tuishell script' for headless runs", exitCode: 2)
        }
        let environment = ProcessInfo.processInfo.environment
        let reduceMotion = noAnimation || ["NO_MOTION", "REDUCE_MOTION"].contains { environment[$0].map { !$0.isEmpty && $0 != "0" } ?? false }
        let status = await Self.run(table: table, urls: urls, animated: !reduceMotion)
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private static func run(table: RouteTable, urls: [String], animated: Bool) async -> Int32 {
        let terminal = CursesTerminal()
        let app = DemoApp.make(table: table, history: CommandHistory(directory: StateDirectory.current()), size: (80, 24))
        app.host.animationsEnabled = animated
        for url in urls { await app.open(url, origin: .external) }
        return await TerminalRunLoop(app: app, terminal: terminal).run()
    }
}
