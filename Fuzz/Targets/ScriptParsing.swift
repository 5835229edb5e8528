@testable import TUIShell

/// `tuishell script` lines: commands, key names, durations and sizes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScriptParsing(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        _ = try? ScriptLine.parse(String(line))
    }
    return 0
}
