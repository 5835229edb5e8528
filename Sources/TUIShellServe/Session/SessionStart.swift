import RouterCore

/// What a page asks for when it opens its session (`/session?open=URL&width=W&height=H&token=T`):
/// the session to come back to, the deep link to start at otherwise, and its size in cells.
struct SessionStart: Sendable {
    /// The token of the session the page had, to come back to it.
    let token: String?
    /// The link the app opens after its first frame, as `tuishell openurl` would.
    let open: String?
    /// The page's size in cells, within what ``PageInput`` accepts.
    let size: (width: Int, height: Int)

    /// The start a request target (`/session?…`) asks for; sizes out of range are clamped.
    init(requestTarget: String) {
        let query = (try? URLParser().parse("http://page" + requestTarget))?.queryParameters ?? [:]
        token = query["token"].flatMap { $0.isEmpty ? nil : $0 }
        open = query["open"].flatMap { $0.isEmpty ? nil : $0 }
        size = PageInput.clampedSize(
            width: query["width"].flatMap { Int($0) } ?? 80, height: query["height"].flatMap { Int($0) } ?? 24)
    }
}
