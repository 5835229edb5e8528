/// What `tuishell openurl` and `tuishell push` hand the running app: a link or a payload.
package enum DeepLinkMessage: Sendable, Equatable {
    /// A deep link, routed with origin external.
    case openURL(String)
    /// A simulated push payload, the file's text (checked by the app, docs/reference.md §8).
    case push(String)
}
