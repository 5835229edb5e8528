/// Why an oracle refused its input.
public enum PlatformOracleError: Error, Sendable, Equatable {
    /// The text is not JSON (the message says where the parser stopped).
    case notJSON(String)
    /// The JSON is not an object naming an associated-domain service (`applinks`,
    /// `webcredentials`, `appclips`, `activitycontinuation`), or its `applinks` is not an object.
    case missingAppLinks
    /// A key of an `applinks` section has a value of the wrong type.
    case invalidAppLinks(String)
    /// The text is not well-formed XML.
    case notXML(String)
    /// A pattern the platform itself would reject (an `android:pathAdvancedPattern` that
    /// `PatternMatcher` cannot parse: the package would fail to install).
    case invalidPattern(String)
}
