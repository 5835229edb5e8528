import DeepLinks
import RouterCore

/// Manifests through `routes import` and back (issue 26: real files crashed the tooling). The
/// first byte picks the format (even: an AASA file, odd: Android XML), the rest is the file.
///
/// A manifest that imports must give a table that loads, exports in both formats, and diffs
/// against the manifest it came from without trapping.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifestImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    let isAASA = data[0] % 2 == 0
    guard let output = try? (isAASA ? ManifestImport.aasa(text, host: nil) : ManifestImport.android(text)) else {
        return 0
    }
    let table: RouteTable
    do {
        table = try RouteTableFile.load(output.table)
    } catch {
        fatalError("an imported table does not load: \(error)\n\(output.table)")
    }
    _ = try? AASAExport(table: table, appID: "T.app", host: nil).export()
    _ = AndroidExport(table: table, host: nil).export()
    _ =
        isAASA
        ? try? ManifestDiff.aasa(text, table: table, host: "example.com")
        : try? ManifestDiff.android(text, table: table, host: nil)
    return 0
}
