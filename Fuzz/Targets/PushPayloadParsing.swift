import TUIShell

/// `tuishell push` payloads: size limit, JSON, the APNs shape and the deep-link keys.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPushPayloadParsing(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? PushPayload(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
