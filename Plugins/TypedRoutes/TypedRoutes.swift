import Foundation
import PackagePlugin

/// Turns each `NAME.routes.json` in a target's folder into `NAME.swift`: a type with a case per
/// route (`tuishell routes generate swift --type-name NAME`), regenerated when the table changes.
/// Exclude the JSON file from the target (`exclude: ["GitViewRoute.routes.json"]`) so SwiftPM
/// does not ask what it is.
@main
struct TypedRoutes: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = target.directoryURL
        let tables = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".routes.json") }.sorted()
        let tool = try context.tool(named: "tuishell-route-types").url
        return tables.map { file in
            let typeName = String(file.dropLast(".routes.json".count))
            let input = folder.appending(path: file)
            let output = context.pluginWorkDirectoryURL.appending(path: "\(typeName).swift")
            return .buildCommand(
                displayName: "Generating \(typeName).swift from \(file)", executable: tool,
                arguments: [input.path, typeName, output.path], inputFiles: [input], outputFiles: [output])
        }
    }
}
