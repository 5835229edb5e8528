/// The deep-link intent filters of an AndroidManifest.xml (or a fragment holding
/// `<intent-filter>`s), as Android resolves an `ACTION_VIEW` intent for a URL.
public struct AndroidAppLinks: Sendable {
    static let viewAction = "android.intent.action.VIEW"
    static let browsableCategory = "android.intent.category.BROWSABLE"

    /// The filters with action VIEW and category BROWSABLE, in document order (those with a
    /// `mimeType` included: they are listed, but never claim a URL, see `claims`).
    public let filters: [AndroidIntentFilterData]
    /// Resource references and placeholders kept as literal text, over all filters.
    public let unresolvedValues: [String]

    /// Throws on text that is not XML, and on a pattern or port the platform would reject.
    public init(xml: String) throws {
        var filters: [AndroidIntentFilterData] = []
        for raw in try AndroidManifestReader.read(xml)
        where raw.actions.contains(Self.viewAction) && raw.categories.contains(Self.browsableCategory) {
            filters.append(try AndroidIntentFilterData(raw))
        }
        self.filters = filters
        var unresolved: [String] = []
        for value in filters.flatMap(\.unresolvedValues) where !unresolved.contains(value) {
            unresolved.append(value)
        }
        unresolvedValues = unresolved
    }

    /// Whether some browsable VIEW filter without a MIME type accepts the URL
    /// (`android.intent.action.VIEW` with this data and no type). `DEFAULT` is not required.
    public func claims(_ url: String) -> Bool {
        let uri = AndroidUri(url)
        return filters.contains { $0.accepts(uri) }
    }

    /// The indices in `filters` of every filter that accepts the URL.
    public func claimingFilters(_ url: String) -> [Int] {
        let uri = AndroidUri(url)
        return filters.indices.filter { filters[$0].accepts(uri) }
    }
}
