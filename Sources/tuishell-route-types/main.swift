import RouteCodegen
import RouterCore
import TUIShell

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tuishell-route-types TABLE TYPE OUTPUT`: what the TypedRoutes plugin runs for each
/// `TYPE.routes.json` of a target — `tuishell routes generate swift` without the rest of tuishell.
let arguments = CommandLine.arguments
guard arguments.count == 4, SwiftRouteTypes.isIdentifier(arguments[2]) else {
    DescriptorWriter.writeError("usage: tuishell-route-types TABLE.routes.json TYPE OUTPUT.swift")
    exit(2)
}
do throws(RouteError) {
    let table = try RouteTableFile.load(contentsOf: arguments[1], format: .screens)
    let name = String(arguments[1].split(separator: "/").last ?? "")
    let source = SwiftRouteTypes.source(for: table, typeName: arguments[2], origin: name)
    if let error = OutputFile.write(source, to: arguments[3]) {
        DescriptorWriter.writeError("error: \(error.message)")
        exit(1)
    }
} catch {
    DescriptorWriter.writeError("\(arguments[1]): error: \(error)")
    exit(1)
}
