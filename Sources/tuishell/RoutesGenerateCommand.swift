import ArgumentParser
import CommandSupport
import RouteCodegen
import RouterCore
import TUIShellCLI

/// `tuishell routes generate swift`: the table's routes as a Swift type (docs/reference.md §16).
struct RoutesGenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Print Swift source for the table's routes: a case per route, its parameters typed.",
        discussion:
            """
            The type builds each route's URL by reverse routing (url()), reads a request back into a case \
            (init?(_:)) and holds the table (routes()), so an app never spells a URL by hand. The TypedRoutes \
            build plugin runs the same generator on a target's *.routes.json files. Exit 2 for a table that \
            does not load or a type name that is not a Swift identifier.
            """
    )

    enum Language: String, ExpressibleByArgument, CaseIterable {
        case swift
    }

    @Argument(help: "The language: swift.")
    var language: Language

    @OptionGroup var table: RouteTableOption

    @Option(help: ArgumentHelp("The generated type's name.", valueName: "name"))
    var typeName = "AppRoute"

    func validate() throws {
        guard SwiftRouteTypes.isIdentifier(typeName) else {
            throw ValidationError(
                """
                --type-name must be a Swift identifier that is no keyword and no type the code uses \
                (Route, RouteError, Result …), not '\(typeName)'
                """
            )
        }
    }

    func run() throws {
        let routes = try table.load()
        let origin =
            table.routes.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "the demo app's table"
        StandardStreams.write(SwiftRouteTypes.source(for: routes, typeName: typeName, origin: origin))
    }
}
