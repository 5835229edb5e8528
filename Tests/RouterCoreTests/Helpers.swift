@testable import RouterCore

/// A table of public routes named by their patterns, in order.
func makeTable(_ patterns: [String], options: RouteTableOptions = RouteTableOptions()) throws -> RouteTable {
    try RouteTable(validating: patterns.map { try Route(name: $0, pattern: $0, access: .public) }, options: options)
}

/// The name of the route `url` resolves to, or the error code.
func winner(_ url: String, in table: RouteTable, origin: RouteOrigin = .internal) -> String {
    let resolution = table.resolve(url, origin: origin)
    return resolution.match?.route.name ?? "error:\(resolution.error!.code.rawValue)"
}

func parse(_ url: String, plusAsSpace: Bool = false) throws -> ParsedURL {
    try URLParser(plusAsSpace: plusAsSpace).parse(url)
}

func errorCode(_ body: () throws -> Void) -> RouteError.Code? {
    do {
        try body()
        return nil
    } catch let error as RouteError {
        return error.code
    } catch {
        return nil
    }
}
