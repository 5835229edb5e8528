import RouterCore

/// `routes import`: a route table of public routes that routes (from outside) every link a
/// manifest claims and none it excludes, one route per rule in the file's order, so that it
/// reads like the file (docs/reference.md §13).
package enum ManifestImport {
    /// The table's text and the warnings for stderr.
    package struct Output: Sendable {
        /// A route table file (§6).
        package let table: String
        /// What was widened or dropped, a line each naming the attribute.
        package let warnings: [String]
    }

    /// Imports an AASA file: its patterns become https routes for any host, or for `host`; the
    /// links any of its apps claims, or with `appID` the links that app claims.
    package static func aasa(_ text: String, host: String?, appID: String? = nil) throws(ManifestError) -> Output {
        try output(AASAImport(try AASAFile(json: text, appID: appID), host: host).routes())
    }

    /// Imports the deep-link intent filters of an AndroidManifest.xml or a fragment.
    package static func android(_ text: String) throws(ManifestError) -> Output {
        try output(AndroidImport(try AndroidIntentFilters(xml: text)).routes())
    }

    private static func output(_ routes: ImportedRoutes) throws(ManifestError) -> Output {
        var routes = routes
        routes.dropRoutesThatNeverWin()
        if routes.routes.isEmpty { routes.warn("the file claims no links this tool can read: the table is empty") }
        return Output(table: RouteTableFile.text(of: try routes.table()), warnings: routes.warnings)
    }
}
