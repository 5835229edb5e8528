import Hummingbird

/// The page: HTML, its stylesheet and its script, embedded in the binary so a served app is one
/// file to copy. The same page is served at `/` whatever the query (`?open=` is read by the
/// script).
enum PageRoutes {
    static func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.get("/") { _, _ in response(PackageResources.page_html, type: "text/html; charset=utf-8") }
        router.get("/page.js") { _, _ in response(PackageResources.page_js, type: "text/javascript; charset=utf-8") }
        router.get("/page.css") { _, _ in response(PackageResources.page_css, type: "text/css; charset=utf-8") }
        return router
    }

    private static func response(_ bytes: [UInt8], type: String) -> Response {
        Response(
            status: .ok,
            headers: [
                .contentType: type, .cacheControl: "no-cache",
                // The page runs its own script only and talks to this server only.
                .contentSecurityPolicy: "default-src 'self'; connect-src 'self' ws: wss:",
            ],
            body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
