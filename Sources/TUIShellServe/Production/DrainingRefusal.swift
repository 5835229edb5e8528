import NIOCore
import NIOHTTP1

/// A new session refused by a draining server, before the WebSocket upgrade: `503 Service
/// Unavailable` with the reason as text, which a proxy can pass on to another server
/// (nginx's `proxy_next_upstream http_503`) and a page reads when its socket never opens.
///
/// Written on the connection itself because the WebSocket upgrade answers any request it
/// declines with a bare `400`.
enum DrainingRefusal {
    static let reason = "the server is shutting down; try again in a moment"

    /// Answers the upgrade request on `channel` with the refusal and closes it.
    static func send(on channel: any Channel) {
        let body = ByteBuffer(string: reason + "\n")
        let head = HTTPResponseHead(
            version: .http1_1, status: .serviceUnavailable,
            headers: [
                "Content-Type": "text/plain; charset=utf-8", "Content-Length": "\(body.readableBytes)",
                "Retry-After": "1", "Connection": "close",
            ])
        channel.write(HTTPServerResponsePart.head(head), promise: nil)
        channel.write(HTTPServerResponsePart.body(.byteBuffer(body)), promise: nil)
        channel.writeAndFlush(HTTPServerResponsePart.end(nil)).whenComplete { _ in channel.close(promise: nil) }
    }
}
