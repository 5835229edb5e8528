import HummingbirdWebSocket

/// Joins a page's WebSocket frames into text messages, refusing one over the size limit as soon
/// as its frames pass it (before the rest arrives), binary messages, and text that is not UTF-8.
struct MessageAssembler {
    let limit: Int
    private var pending: [UInt8]?

    init(limit: Int) { self.limit = limit }

    /// The message `frame` completes, or nil while one is still arriving.
    mutating func add(_ frame: WebSocketDataFrame) throws(SessionEnd) -> String? {
        try add(frame.opcode, frame.data.readableBytesView, final: frame.fin)
    }

    /// The message a frame of `opcode` carrying `data` completes (when `final`), or nil.
    mutating func add(
        _ opcode: WebSocketDataFrame.Opcode, _ data: some Collection<UInt8>, final: Bool
    ) throws(SessionEnd) -> String? {
        switch opcode {
        case .text:
            guard pending == nil else { throw .badMessage("a message began inside another") }
            pending = []
        case .continuation:
            guard pending != nil else { throw .badMessage("a continuation without a message") }
        case .binary:
            throw .badMessage("binary messages are not read")
        }
        guard pending!.count + data.count <= limit else { throw .tooLarge(limit: limit) }
        pending!.append(contentsOf: data)
        guard final, let bytes = pending else { return nil }
        pending = nil
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .badMessage("a message is not UTF-8 text")
        }
        return text
    }
}
