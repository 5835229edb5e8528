/// Something the router did, for logs and the Router Lab's live view.
package enum RouterEvent: Sendable, Equatable {
    /// A candidate's handler is asked `shouldHandle`.
    case shouldHandle(route: String)
    /// A middleware decided about the candidate's request.
    case middleware(route: String, name: String, decision: MiddlewareVerdict)
    /// The candidate declined; the next one is tried.
    case declined(route: String)
    /// A middleware or the handler ended the request with an error.
    case failed(route: String, error: RouteError)
    /// A redirect (route or middleware) moved the request on to `url`.
    case redirected(route: String, url: String)
    /// The handler accepted the request.
    case handled(route: String)
}
