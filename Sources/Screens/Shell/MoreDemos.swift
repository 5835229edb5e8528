import TUIShell

/// The rows below the goods on Home: one per demo the shop does not reach, each opening its
/// link, so every demo is a key press from the first screen.
@MainActor
enum MoreDemos {
    /// Each demo's label and link.
    static let links: [(label: String, url: String)] = [
        ("A post          app://post/42", "app://post/42"),
        ("A web page      https://example.com/docs", "https://example.com/docs"),
        ("The blog        aop://blog/redirect", "aop://blog/redirect"),
        ("An alert        app://alert?title=Hello", "app://alert?title=Hello&message=An%20alert%20a%20link%20opened."),
        ("A mediator call mediator://Order/makeScreen", "mediator://Order/makeScreen?goodsID=3&count=2"),
        ("x-callback      app://x-callback-url/register", "app://x-callback-url/register?x-success=app://post/1"),
    ]

    /// The rows.
    static var items: [ListScreen.Item] { links.map { ListScreen.Item($0.label, url: $0.url) } }
}
