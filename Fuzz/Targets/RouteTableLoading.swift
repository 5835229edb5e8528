import RouterCore
import TUIShell

/// Route table files: JSON decoding, pattern compilation (regex constraints included) and the
/// table's checks.
///
/// A table that loads must export to JSON that loads again into a table of the same routes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRouteTableLoading(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let table = try? RouteTableFile.load(bytes, format: .screens) else { return 0 }
    let exported = RouteTableFile.export(table).jsonText
    let reloaded: RouteTable
    do {
        reloaded = try RouteTableFile.load(exported, format: .screens)
    } catch {
        fatalError("an exported table does not load again: \(error)\n\(exported)")
    }
    guard reloaded.routes.map(\.pattern.text) == table.routes.map(\.pattern.text) else {
        fatalError("export changed the patterns:\n\(exported)")
    }
    for route in table.routes.prefix(8) {
        _ = table.resolve(route.pattern.text, origin: .internal)
    }
    return 0
}
