import Hummingbird

/// The server's HTTP paths, each one thing a proxy can allow or restrict by itself: the page
/// (`/`, `/page.js`, `/page.css`, embedded in the binary so a served app is one file to copy),
/// `/healthz` for a load balancer, `/metrics` for Prometheus, and `/session`, the page's
/// WebSocket, which answers a plain request only to refuse it. The same page is served at `/`
/// whatever the query (`?open=` is read by the script), titled with the app's name.
enum PageRoutes {
    /// What the health and metrics paths report.
    struct Status: Sendable {
        let isDraining: @Sendable () -> Bool
        let metrics: @Sendable () -> String
    }

    static func router(appName: String, status: Status) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: ExactPaths())
        let page = titled(appName)
        router.get("/") { request, _ in response(page, "text/html; charset=utf-8", request) }
        router.get("/page.js") { request, _ in
            response(PackageResources.page_js, "text/javascript; charset=utf-8", request)
        }
        router.get("/page.css") { request, _ in response(PackageResources.page_css, "text/css; charset=utf-8", request)
        }
        // Browsers ask for an icon; the page has none, and a 404 would be logged in their console.
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        router.get("/healthz") { _, _ in
            status.isDraining() ? plain(.serviceUnavailable, "draining\n") : plain(.ok, "ok\n")
        }
        router.get("/metrics") { _, _ in plain(.ok, status.metrics(), type: "text/plain; version=0.0.4; charset=utf-8")
        }
        router.get("/session") { _, _ in
            status.isDraining()
                ? plain(.serviceUnavailable, DrainingRefusal.reason + "\n")
                : plain(.upgradeRequired, "the session is a WebSocket\n")
        }
        return router
    }

    /// The page with `name`, HTML-escaped, as its title.
    static func titled(_ name: String) -> [UInt8] {
        let escaped = name.reduce(into: "") { text, character in
            switch character {
            case "&": text += "&amp;"
            case "<": text += "&lt;"
            case ">": text += "&gt;"
            case "\"": text += "&quot;"
            default: text.append(character)
            }
        }
        let html = String(decoding: PackageResources.page_html, as: UTF8.self)
        return Array(html.replacing("<title>tuishell</title>", with: "<title>\(escaped)</title>").utf8)
    }

    private static func plain(_ status: HTTPResponse.Status, _ text: String, type: String = "text/plain; charset=utf-8")
        -> Response
    {
        Response(
            status: status, headers: [.contentType: type, .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    private static func response(_ bytes: [UInt8], _ type: String, _ request: Request) -> Response {
        // The page runs its own script only and talks to this server only: its WebSocket, named
        // by the host the browser asked for ('self' does not cover ws: everywhere).
        let host = request.head.authority.flatMap { isPlainHost($0) ? $0 : nil } ?? "localhost"
        return Response(
            status: .ok,
            headers: [
                .contentType: type, .cacheControl: "no-cache",
                .contentSecurityPolicy: "default-src 'self'; connect-src 'self' ws://\(host) wss://\(host)",
            ],
            body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// Whether `authority` is a host and port as browsers send them (letters, digits, `.`, `-`,
    /// `:`, brackets for IPv6): anything else is not copied into the content security policy.
    private static func isPlainHost(_ authority: String) -> Bool {
        !authority.isEmpty
            && authority.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isASCIIHexDigit || ("g"..."z").contains(scalar) || ("G"..."Z").contains(scalar)
                    || "0123456789.-:[]".unicodeScalars.contains(scalar)
            }
    }
}

/// Answers only the paths as they are spelt: the router would also take `/metrics/` for
/// `/metrics`, which a proxy that restricts `/metrics` would let through.
struct ExactPaths<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response)
        async throws -> Response
    {
        let path = request.uri.path
        guard path == "/" || (!path.hasSuffix("/") && !path.contains("//")) else {
            return Response(status: .notFound)
        }
        return try await next(request, context)
    }
}
