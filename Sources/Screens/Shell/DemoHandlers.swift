import RouterCore
import TUIShell

/// The demo's routes that show no screen: log, AOPRouter's miss handlers, alerts, GetRouter's
/// `native://` dispatch.
@MainActor
enum DemoHandlers {
    static func install(on router: Router, app: ShellApp) {
        router.setHandler(toast(app) { "log: \($0["message"] ?? "")" }, forRoute: "log")
        router.setHandler(
            toast(app, accepts: { !($0.wildcard?.first?.hasPrefix("silent") ?? false) }) { _ in
                "miss handler: aop://log"
            }, forRoute: "miss.log")
        router.setHandler(toast(app) { _ in "miss handler: aop" }, forRoute: "miss.aop")
        router.setHandler(
            ClosureRouteHandler(onMainActor: { [weak app] request in
                app?.overlays.show(
                    AlertOverlay(
                        title: request["title"] ?? "Alert",
                        message: request["message"] ?? "Opened by app://alert: title= and message= set its text."))
                return nil
            }), forRoute: "alert")
        router.setHandler(
            ClosureRouteHandler(onMainActor: { [weak app] request throws(RouteError) in
                let target = try nativeTarget(for: request)
                if let error = await app?.open(target, origin: request.origin) { throw error }
                return nil
            }), forRoute: "native.dispatch")
    }

    /// A closure route that shows a toast.
    private static func toast(
        _ app: ShellApp, accepts: @escaping @Sendable (RouteRequest) -> Bool = { _ in true },
        message: @escaping @Sendable (RouteRequest) -> String
    ) -> ClosureRouteHandler {
        ClosureRouteHandler(
            accepts: accepts,
            onMainActor: { [weak app] request in
                app?.showToast(message(request))
                return nil
            })
    }

    /// GetRouter's dispatch: `ios_path=/mine/setting` → `app://mine/setting`,
    /// `ios_path=http&url=…` → that page; other query items are passed on.
    nonisolated static func nativeTarget(for request: RouteRequest) throws(RouteError) -> String {
        guard let path = request.queryParameters["ios_path"], !path.isEmpty else {
            throw RouteError(.notFound, "native:// links need an ios_path")
        }
        let passed = request.queryItems.filter { $0.name != "ios_path" && $0.name != "url" }
        if path == "http" || path == "https" {
            guard let url = request.queryParameters["url"] else {
                throw RouteError(.notFound, "ios_path=\(path) needs a url")
            }
            return url
        }
        let query = passed.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        return "app:/" + (path.hasPrefix("/") ? path : "/" + path) + (query.isEmpty ? "" : "?" + query)
    }
}
