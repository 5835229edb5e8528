import RouterCore
import Screens

/// URL parsing and resolution against the demo app's table, from both origins.
///
/// Beyond "no crash": every resolution's JSON (what `tuishell resolve --json` prints) must parse
/// back, and resolving the same URL twice must give the same answer.
private let table = try! DemoRouteTable.load()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzURLResolution(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let url = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for origin in [RouteOrigin.external, .internal] {
        let resolution = table.resolve(url, origin: origin)
        let text = resolution.json.jsonText
        guard (try? JSONParser.parse(text)) != nil else { fatalError("resolve --json printed unparsable JSON: \(text)") }
        guard table.resolve(url, origin: origin).json.jsonText == text else { fatalError("resolution of \(url) is not deterministic") }
    }
    return 0
}
