import RouterCore
import Screens

/// URL parsing and resolution against the demo app's table, from both origins.
///
/// Beyond "no crash": every resolution's JSON (what `tuishell resolve --json` prints) must parse
/// back, resolving the same URL twice must give the same answer, and the batch look-up (the
/// winner alone, and the JSON line it writes from the bytes) must say what the full resolve says.
private let table = try! DemoRouteTable.load()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzURLResolution(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let url = String(decoding: bytes, as: UTF8.self)
    for origin in [RouteOrigin.external, .internal] {
        let resolution = table.resolve(url, origin: origin)
        let text = resolution.jsonText
        guard (try? JSONParser.parse(text)) != nil else {
            fatalError("resolve --json printed unparsable JSON: \(text)")
        }
        guard table.resolve(url, origin: origin).jsonText == text else {
            fatalError("resolution of \(url) is not deterministic")
        }
        var lookup = RouteLookup(table: table)
        let winner = lookup.routeIndex(for: bytes, origin: origin).map { table.routes[$0].name }
        guard winner == resolution.match?.route.name else {
            fatalError("the batch look-up of \(url) found \(winner ?? "nothing")")
        }
        var line = JSONOutput()
        _ = lookup.appendJSON(for: bytes, origin: origin, to: &line)
        guard String(decoding: line.bytes, as: UTF8.self) == text else {
            fatalError("the batch JSON line of \(url) differs")
        }
    }
    return 0
}
