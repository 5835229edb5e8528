import PlatformOracles
import Testing

@testable import DeepLinks
@testable import RouterCore

/// The platform features the real corpus does not hold, each in a small file of its own, held to
/// the same oracle as the corpus (``CorpusTests``): what an import can say exactly it says with
/// no warning, and what it widens or drops comes with a warning naming the attribute. The table
/// in docs/reference.md §13 lists these outcomes.
@Suite("Platform features one by one")
struct PlatformFeatureTests {
    /// A warning names `attribute`; with none, there is no warning at all (the import is exact).
    static func expect(_ warnings: [String], name attribute: String?, for what: String) {
        if let attribute {
            #expect(warnings.contains { $0.contains(attribute) }, "\(what): \(warnings)")
        } else {
            #expect(warnings.isEmpty, "\(what): \(warnings)")
        }
    }

    static func aasa(_ components: String, defaults: String = "", variables: String = "") -> String {
        #"{"applinks":{"# + variables + defaults + #""details":[{"appIDs":["T.a"],"components":["# + components
            + "]}]}}"
    }

    @Test(arguments: [
        // (what, file, a warning must name this; nil: exact, no warning)
        (
            "a custom substitution variable",
            aasa(#"{"/":"/$(food)/*"}"#, variables: #""substitutionVariables":{"food":["burger","pizza"]},"#),
            "substitutionVariables"
        ),
        ("a built-in substitution variable", aasa(#"{"/":"/$(lang)/docs/*"}"#), "substitutionVariables"),
        (
            "an exclusion with a variable", aasa(#"{"/":"/$(lang)/private/*","exclude":true},{"/":"/*"}"#),
            "substitutionVariables"
        ),
        ("percentEncoded false", aasa(#"{"/":"/café/*","percentEncoded":false}"#), nil),
        ("a component that ignores case", aasa(#"{"/":"/Help/*","caseSensitive":false},{"/":"/cart"}"#), nil),
        (
            "details defaults that ignore case",
            #"{"applinks":{"details":[{"appIDs":["T.a"],"defaults":{"caseSensitive":false},"components":[{"/":"/Help/*"}]}]}}"#,
            nil
        ),
        ("a path without its leading slash", aasa(#"{"/":"abc"}"#), "does not begin with /"),
        ("a query rule on a claim", aasa(#"{"/":"/search","?":{"q":"*"}}"#), #""?" rule"#),
        (
            "a fragment rule on an exclusion", aasa(##"{"#":"no_universal_links","exclude":true},{"/":"/p/*"}"##),
            ##""#" rule"##
        ),
        // First match: `/a/*` decides `/a/b` and `/a/b/c` before their rules are reached.
        (
            "an exclusion after a broader claim", aasa(#"{"/":"/a/*"},{"/":"/a/b","exclude":true},{"/":"/a/b/c"}"#),
            "an earlier rule decides every link"
        ),
        (
            "a claim after a broader exclusion",
            aasa(#"{"/":"/a/*","exclude":true},{"/":"/a/c/*"},{"/":"/a/*.png"},{"/":"/b"}"#),
            "an earlier rule decides every link"
        ),
        ("a wildcard in the middle", aasa(#"{"/":"/*/x/y/"},{"/":"/p?q/*"}"#), nil),
        // Apple's `/help/private/*` needs its slash, so `/help/*` claims `/help/private`; the table
        // keeps it out with the rest and says so.
        (
            "the old paths form",
            #"{"applinks":{"details":[{"appID":"T.a","paths":["NOT /help/private/*","/help/*","/"]}]}}"#,
            "also keeps out /help/private"
        ),
    ])
    func anAASAFeature(what: String, file: String, warning: String?) throws {
        Self.expect(try CorpusTests.checkAASA(file, name: what), name: warning, for: what)
    }

    static func android(_ data: String) -> String {
        #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name="A"><intent-filter>"#
            + #"<action android:name="android.intent.action.VIEW"/><category android:name="android.intent.category.DEFAULT"/>"#
            + #"<category android:name="android.intent.category.BROWSABLE"/>"# + data
            + "</intent-filter></activity></application></manifest>"
    }

    @Test(arguments: [
        // An ssp claims what it matches, whatever the filter's hosts; a table reads `sms:12345`
        // as host `12345`. A literal one matches no link with a query: the table routes those too.
        ("ssp", android(#"<data android:scheme="sms" android:ssp="12345"/>"#), "without a query"),
        ("sspPrefix", android(#"<data android:scheme="tel" android:sspPrefix="+1"/>"#), nil),
        (
            "an sspPrefix that names a host and a path",
            android(#"<data android:scheme="https" android:sspPrefix="//bandcamp.com/"/>"#), nil
        ),
        // NewPipe's: on https it matches only `https:bandcamp.com/?show=…`, which is not a web link.
        (
            "an sspPattern without //",
            android(#"<data android:scheme="https" android:sspPattern="bandcamp.com/?show=.*"/>"#),
            "not web links"
        ),
        (
            "an sspPattern that checks the query",
            android(#"<data android:scheme="https" android:sspPattern="//www.youtube.com/watch?v=.*"/>"#),
            "reach into the query"
        ),
        (
            "an ssp beside a host and a path",
            android(
                #"<data android:scheme="https" android:host="a.example.org" android:path="/x"/><data android:sspPrefix="//b.example.org/y"/>"#
            ), nil
        ),
        (
            "pathSuffix",
            android(#"<data android:scheme="https" android:host="d.example.org" android:pathSuffix=".pdf"/>"#), nil
        ),
        (
            "pathAdvancedPattern",
            android(
                #"<data android:scheme="https" android:host="v.example.org" android:pathAdvancedPattern="/watch/[a-z]+"/>"#
            ), "android:pathAdvancedPattern"
        ),
        (
            "a port",
            android(
                #"<data android:scheme="http" android:host="l.example.org" android:port="8080" android:pathPrefix="/api/"/>"#
            ), "android:port"
        ),
        ("a scheme-only filter", android(#"<data android:scheme="geo"/>"#), nil),
        (
            "a host wildcard",
            android(#"<data android:scheme="https" android:host="*.example.org" android:pathPrefix="/wiki/"/>"#), nil
        ),
        (
            "a host wildcard and a pattern",
            android(
                #"<data android:scheme="https" android:host="*.example.org"/><data android:pathPattern="/.*/podcast/.*"/>"#
            ), nil
        ),
        (
            "an upper-case scheme", android(#"<data android:scheme="FDROIDREPO" android:host="f.example.org"/>"#),
            "lower case"
        ),
        ("a placeholder host", android(#"<data android:scheme="https" android:host="${hostName}"/>"#), "placeholder"),
    ])
    func anAndroidFeature(what: String, manifest: String, warning: String?) throws {
        Self.expect(try CorpusTests.checkAndroid(manifest, name: what), name: warning, for: what)
    }
}

/// Inputs a review found to narrow, leak or trap, each judged by the platform oracles.
@Suite("Import and export edge cases")
struct ImportExportEdgeCaseTests {
    @Test(arguments: [
        (
            "a rule that ignores case before an exclusion that does not",
            #"{"/":"/abc","caseSensitive":false},{"/":"/ABC","exclude":true}"#
        ),
        (
            "an exclusion that ignores case before a claim that does not",
            #"{"/":"/admin/*","caseSensitive":false,"exclude":true},{"/":"/ADMIN/*"}"#
        ),
        (
            "an exclusion with a trailing slash before the same path claimed",
            #"{"/":"/p/*/","exclude":true},{"/":"/p/*"}"#
        ),
        ("an encoded star is a literal", #"{"/":"/a%2A","exclude":true},{"/":"/*"}"#),
        ("a letter whose upper case is two", #"{"/":"/stra%C3%9Fe","caseSensitive":false},{"/":"/x"}"#),
        ("a claim after an exclusion that covers it", #"{"/":"/a/*","exclude":true},{"/":"/a/b"},{"/":"/c"}"#),
    ])
    func anAASAEdgeCase(what: String, components: String) throws {
        _ = try CorpusTests.checkAASA(PlatformFeatureTests.aasa(components), name: what)
    }

    @Test func aLeadingRepeatMayTakeNothing() throws {
        let warnings = try CorpusTests.checkAndroid(
            PlatformFeatureTests.android(
                #"<data android:scheme="https" android:host="r.example.org" android:pathPattern="x*/abc"/>"#),
            name: "x*/abc")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// The table routes these; the exported file must claim them (Apple's matching decides).
    @Test(arguments: [
        (
            "digits as class escapes",
            #"{"name":"y","pattern":"https://h.example/:path(y/\\d\\d\\d\\d)","access":"public"}"#,
            "https://h.example/y/2024"
        ),
        (
            "a lazy quantifier", #"{"name":"f","pattern":"https://h.example/f/:name(.+?\\.pdf)","access":"public"}"#,
            "https://h.example/f/a.pdf"
        ),
        (
            "a parameter before a last constraint, under an internal route",
            #"{"name":"tab","pattern":"https://h.example/u/:id/:tab(posts|likes)"},{"name":"u","pattern":"https://h.example/u/*","access":"public"}"#,
            "https://h.example/u/a/b/posts"
        ),
        (
            "a class mixed with letters of one case, under an internal route",
            #"{"name":"admin","pattern":"https://h.example/:p([Aa]dmin)"},{"name":"all","pattern":"https://h.example/*","access":"public"}"#,
            "https://h.example/ADMIN"
        ),
    ])
    func theExportClaimsWhatTheTableRoutes(what: String, routes: String, url: String) throws {
        let table = try RouteTableFile.load(#"{"routes":["# + routes + "]}")
        #expect(table.resolve(url, origin: .external).match != nil, "\(what): the table routes \(url)")
        let file = try AppleAppLinks(json: AASAExport(table: table, appID: "T.a", host: nil).export().text)
        #expect(
            file.decide(url) != .unmatched && { if case .excluded = file.decide(url) { false } else { true } }(),
            "\(what): \(url) is not claimed")
    }

    @Test func twoRulesThatPrintAlikeAreTwoEntries() throws {
        let manifest = PlatformFeatureTests.android(
            #"<data android:scheme="https" android:host="h.example"/><data android:path="/a"/><data android:pathPrefix="/a"/>"#
        )
        let table = try RouteTableFile.load(
            #"{"routes":[{"name":"b","pattern":"https://h.example/b","access":"public"}]}"#)
        #expect(try ManifestDiff.android(manifest, table: table, host: nil).notRouted.count == 2)
    }
}
