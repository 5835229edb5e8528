// A scratch self-check of the PlatformOracles sources, compiled together with them:
//   swiftc -swift-version 6 -o /tmp/oracle/check Tests/PlatformOracles/*.swift \
//       Tests/PlatformOraclesSelfTests/main.swift && /tmp/oracle/check
// Each check states the documented rule (or AOSP source) it comes from.

import Foundation

nonisolated(unsafe) var passed = 0
nonisolated(unsafe) var failed = 0

func check(_ condition: Bool, _ message: String) {
    if condition {
        passed += 1
    } else {
        failed += 1
        print("FAIL: \(message)")
    }
}

func aasa(_ json: String) -> AppleAppLinks {
    do { return try AppleAppLinks(json: json) } catch { fatalError("bad fixture: \(error)\n\(json)") }
}

func components(_ list: String, defaults: String = "", top: String = "") -> AppleAppLinks {
    aasa(
        #"{"applinks": {\#(top) "details": [{"appIDs": ["ABCDE12345.com.example.app"], \#(defaults) "components": [\#(list)]}]}}"#
    )
}

func android(_ xml: String) -> AndroidAppLinks {
    do { return try AndroidAppLinks(xml: xml) } catch { fatalError("bad fixture: \(error)\n\(xml)") }
}

func filter(_ data: String, extra: String = "") -> AndroidAppLinks {
    android(
        """
        <intent-filter>
          <action android:name="android.intent.action.VIEW" />
          <category android:name="android.intent.category.DEFAULT" />
          <category android:name="android.intent.category.BROWSABLE" />\(extra)
          \(data)
        </intent-filter>
        """)
}

func glob(_ pattern: String, _ kind: AndroidPatternMatcher.Kind, _ text: String) -> Bool {
    do { return try AndroidPatternMatcher(pattern, kind: kind).matches(text) } catch { fatalError("\(error)") }
}

// MARK: Apple, applinks.Details.Components

// Apple Components: {"/": "abc", "?": "def", "#": "*"} — "The URL https://www.example.com/abc?def
// matches …, but https://www.example.com/abc and https://www.example.com?def don't."
let abc = components(##"{"/": "abc", "?": "def", "#": "*"}"##)
check(abc.decide("https://www.example.com/abc?def") == .claimed(rule: 0), "Apple: /abc?def matches the abc/def example")
check(abc.decide("https://www.example.com/abc") == .unmatched, "Apple: /abc without the query does not match")
check(abc.decide("https://www.example.com?def") == .unmatched, "Apple: ?def without the path does not match")
check(
    abc.decide("https://www.example.com/abc?def#anything") == .claimed(rule: 0),
    "Apple: \"#\": \"*\" matches everything")

// Apple applinks example: an excluded fragment, /buy/*, an excluded /help/website/*, /help/* with
// "articleNumber": "????" ("a value of exactly 4 characters").
let example = components(
    #"""
    {"#": "no_universal_links", "exclude": true},
    {"/": "/buy/*"},
    {"/": "/help/website/*", "exclude": true},
    {"/": "/help/*", "?": {"articleNumber": "????"}}
    """#)
check(
    example.decide("https://example.com/buy/widget") == .claimed(rule: 1),
    "Apple: /buy/* matches a path that starts with /buy/")
check(
    example.decide("https://example.com/buy/widget#no_universal_links") == .excluded(rule: 0),
    "Apple: the no_universal_links fragment excludes, first match wins")
check(
    example.decide("https://example.com/help/website/faq") == .excluded(rule: 2),
    "Apple: /help/website/* with exclude stops matching")
check(
    example.decide("https://example.com/help/a?articleNumber=1234") == .claimed(rule: 3),
    "Apple: articleNumber of exactly 4 characters matches")
check(
    example.decide("https://example.com/help/a?articleNumber=123") == .unmatched,
    "Apple: articleNumber of 3 characters does not match")
check(
    example.decide("https://example.com/help/a") == .unmatched,
    "Apple WWDC19: an absent query item is the empty string, which ???? rejects")
check(example.decide("https://example.com/other") == .unmatched, "Apple: a URL no rule matches is not a universal link")
let exampleSamples = example.samples()
check(
    exampleSamples.contains("https://example.com/x#no_universal_links")
        && exampleSamples.contains("https://example.com/x"),
    "samples: the fragment rule yields /x#no_universal_links and /x")
check(
    exampleSamples.count == Set(exampleSamples).count && exampleSamples.count <= 400,
    "samples: de-duplicated and capped")

// Apple: "*" matches zero or more characters (a run that may hold "/"); "/" defaults to "*".
let star = components(#"{"/": "/*"}"#)
check(star.decide("https://example.com/") == .claimed(rule: 0), "Apple: /* matches the root")
check(star.decide("https://example.com/a/b/c") == .claimed(rule: 0), "Apple: * matches across /")
check(star.decide("https://example.com") == .claimed(rule: 0), "decided: an empty path is the root path")
let section = components(#"{"/": "/p/*"}"#)
check(
    section.decide("https://example.com/p/") == .claimed(rule: 0), "Apple: /p/* matches /p/ (* matches zero characters)"
)
check(section.decide("https://example.com/p/x/y") == .claimed(rule: 0), "Apple: /p/* matches deeper paths")
check(section.decide("https://example.com/pizza") == .unmatched, "Apple: /p/* does not match /pizza")
check(section.decide("https://example.com/P/x") == .unmatched, "Apple: caseSensitive defaults to true")
check(section.decide("https://example.com/p") == .unmatched, "decided (strict glob): /p/* does not match /p")
check(
    components(#"{"/": "/p/*", "caseSensitive": false}"#).decide("https://example.com/P/X") == .claimed(rule: 0),
    "Apple: caseSensitive false ignores case")

// Apple: "?" matches any single character; "?*" matches at least one character.
let ids = components(#"{"/": "/id/????"}, {"/": "/sourdough/?*"}"#)
check(ids.decide("https://example.com/id/1234") == .claimed(rule: 0), "Apple: ???? matches four characters")
check(ids.decide("https://example.com/id/123") == .unmatched, "Apple: ???? does not match three characters")
check(ids.decide("https://example.com/sourdough/x") == .claimed(rule: 1), "Apple: ?* matches one character")
check(ids.decide("https://example.com/sourdough/") == .unmatched, "Apple: ?* needs at least one character")

// Apple Components.Query: {"productID": "12345"}; WWDC19: all instances of a repeated name must match.
let product = components(#"{"?": {"productID": "12345"}}, {"?": {"id": "7"}}"#)
check(
    product.decide("https://example.com/p?productID=12345") == .claimed(rule: 0),
    "Apple: query item productID=12345 matches")
check(
    product.decide("https://example.com/p?productID=1") == .unmatched, "Apple: another productID value does not match")
check(product.decide("https://example.com/p?id=7&id=7") == .claimed(rule: 1), "Apple WWDC19: every instance 7 matches")
check(
    product.decide("https://example.com/p?id=7&id=42") == .unmatched,
    "Apple WWDC19: one instance not matching fails the item")

// Apple: defaults at the applinks level, overridden by the details level and by the component.
let layered = components(
    ##"{"/": "/buy/*", "#": "my_great_product_123"}, {"/": "/Shop/*", "caseSensitive": true}"##,
    defaults: #""defaults": {"caseSensitive": false},"#, top: #""defaults": {"caseSensitive": true},"#)
check(
    layered.decide("https://example.com/BUY/x#MY_GREAT_PRODUCT_123") == .claimed(rule: 0),
    "Apple: details defaults override applinks defaults")
check(
    layered.decide("https://example.com/shop/x") == .unmatched,
    "Apple: a component's caseSensitive overrides the defaults")
check(
    layered.rules[0].caseSensitive == false && layered.rules[0].percentEncoded,
    "Apple: percentEncoded stays at its default true")

// Apple WWDC20 "Unicode patterns": "percentEncoded": false compares with the decoded URL.
let unicode = components(#"{"/": "/哈哈/?*", "percentEncoded": false}, {"/": "/%E5%93%88/*"}"#)
check(
    unicode.decide("https://example.com/%E5%93%88%E5%93%88/x") == .claimed(rule: 0),
    "Apple: percentEncoded false decodes the URL")
check(
    unicode.decide("https://example.com/哈/x") == .claimed(rule: 1),
    "decided: with percentEncoded true a raw character is compared encoded")

// Apple SubstitutionVariables example, and WWDC20's Canadian-food example (first match wins).
let food = components(
    #"""
    {"/": "/$(lang)_CA/$(Canadian food)/"},
    {"/": "/$(lang)_CA/$(food)/", "exclude": true},
    {"/": "/$(lang)_$(region)/$(food)/"}
    """#,
    top: #""substitutionVariables": {"food": ["burrito", "pizza", "sushi", "samosa"], "Canadian food": ["poutine"]},"#)
check(
    food.decide("https://example.com/en_US/pizza/") == .claimed(rule: 2),
    "Apple: $(lang)_$(region)/$(food)/ matches en_US/pizza/")
check(food.decide("https://example.com/fr_CA/poutine/") == .claimed(rule: 0), "Apple WWDC20: Canadian food claimed")
check(
    food.decide("https://example.com/en_CA/sushi/") == .excluded(rule: 1), "Apple WWDC20: other food in Canada excluded"
)
check(
    food.decide("https://example.com/en_US/pasta/") == .unmatched, "Apple: a value outside the variable does not match")
check(
    food.decide("https://example.com/en_UK/pizza/") == .unmatched,
    "Apple: $(region) is isoRegionCodes, which has GB, not UK")
check(food.rules.allSatisfy(\.usesSubstitutionVariables), "rules record their use of substitution variables")

// Apple App Search Programming Guide: legacy paths, NOT, "only the path component of the URL is
// used for comparison", "case sensitive"; WWDC19: iOS 13 ignores paths when components exist.
let legacy = aasa(
    #"""
    {"applinks": {"apps": [], "details": [
     {"appID": "9JA89QQLNQ.com.apple.wwdc", "paths": ["/wwdc/news/", "NOT /videos/wwdc/2010/*", "/videos/wwdc/201?/*"]},
     {"appIDs": ["A.b"], "paths": ["/ignored/*"], "components": [{"/": "/used/*"}]}]}}
    """#)
check(legacy.decide("https://developer.apple.com/wwdc/news/") == .claimed(rule: 0), "Apple legacy: a literal path")
check(
    legacy.decide("https://developer.apple.com/videos/wwdc/2010/x") == .excluded(rule: 1), "Apple legacy: NOT excludes")
check(
    legacy.decide("https://developer.apple.com/videos/wwdc/2015/x?q=1#f") == .claimed(rule: 2),
    "Apple legacy: ? and query/fragment ignored")
check(legacy.decide("https://developer.apple.com/WWDC/news/") == .unmatched, "Apple legacy: paths are case sensitive")
check(
    legacy.decide("https://x.com/ignored/a") == .unmatched
        && legacy.decide("https://x.com/used/a") == .claimed(rule: 3),
    "Apple WWDC19: paths ignored when components are present")
check(
    legacy.rules[0].appIDs == ["9JA89QQLNQ.com.apple.wwdc"] && legacy.rules[3].appIDs == ["A.b"],
    "appID and appIDs both read")
check(
    legacy.rules.count == 4 && legacy.rules[0].form == .legacyPaths && legacy.rules[3].form == .components,
    "rules flattened in file order")

let many = components((0..<300).map { ##"{"/": "/r\##($0)/*", "?": {"k": "?*"}, "#": "f*"}"## }.joined(separator: ","))
check(
    many.samples().count == 400 && many.samples().contains { $0.hasPrefix("https://example.com/r299/") },
    "samples: capped at 400 per file, every rule represented")
check((try? AppleAppLinks(json: "not json")) == nil, "init throws on text that is not JSON")
check(
    (try? AppleAppLinks(json: #"{"apps": [], "details": []}"#)) == nil && (try? AppleAppLinks(json: "[]")) == nil,
    "init throws on JSON that names no associated-domain service")
check((try? AppleAppLinks(json: #"{"applinks": []}"#)) == nil, "init throws when applinks is not an object")
// Apple, Associated Domains Entitlement: the services are webcredentials, applinks,
// activitycontinuation and appclips; a file for the other services has no app links.
for service in ["webcredentials", "appclips", "activitycontinuation"] {
    let credentialsOnly = aasa(#"{"\#(service)": {"apps": ["ABCDE12345.com.example.app"]}}"#)
    check(
        credentialsOnly.rules.isEmpty && credentialsOnly.appIDs.isEmpty
            && credentialsOnly.decide("https://example.com/") == .unmatched
            && credentialsOnly.samples().isEmpty,
        "a file with \(service) and no applinks is read and claims nothing")
}

// Apple applinks.Details: "appIDs: An array of application identifiers that specify the apps that
// can handle the universal links in the components array": each app has its own first match.
let threeApps = aasa(
    #"""
    {"applinks": {"details": [
     {"appIDs": ["T.one"], "components": [{"/": "/mail/*", "exclude": true}, {"/": "/c", "exclude": true}, {"/": "/a/*"}]},
     {"appID": "T.two", "paths": ["/b", "NOT /c"]},
     {"appIDs": ["T.three"], "components": [{"/": "/mail/*"}]},
     {"appIDs": ["T.one", "T.two"], "components": [{"/": "/d"}]}]}}
    """#)
check(threeApps.appIDs == ["T.one", "T.two", "T.three"], "appIDs: every app the details name, in file order, once")
check(
    threeApps.decide("https://example.com/mail/x") == .claimed(rule: 5),
    "Apple per app: app 3 claims /mail/x though app 1 excludes it first in the file")
check(
    threeApps.decide("https://example.com/mail/x", appID: "T.one") == .excluded(rule: 0)
        && threeApps.decide("https://example.com/mail/x", appID: "T.two") == .unmatched
        && threeApps.decide("https://example.com/mail/x", appID: "T.three") == .claimed(rule: 5),
    "Apple per app: app 1 excludes /mail/x, app 2 has no rule for it, app 3 claims it")
check(
    threeApps.decide("https://example.com/c") == .excluded(rule: 1)
        && threeApps.decide("https://example.com/c", appID: "T.two") == .excluded(rule: 4),
    "union: a URL every app's first match excludes is excluded by the first such rule")
check(
    threeApps.decide("https://example.com/a/x", appID: "T.three") == .unmatched
        && threeApps.decide("https://example.com/a/x") == .claimed(rule: 2),
    "Apple per app: app 1's rules are not app 3's")
check(
    threeApps.decide("https://example.com/d", appID: "T.one") == .claimed(rule: 6)
        && threeApps.decide("https://example.com/d", appID: "T.two") == .claimed(rule: 6)
        && threeApps.decide("https://example.com/d", appID: "T.three") == .unmatched,
    "an app named by two entries has the rules of both, in file order")
check(
    threeApps.decide("https://example.com/b", appID: "T.nobody") == .unmatched,
    "an app the file does not name is unmatched")
check(
    threeApps.rules[1].appIDs == ["T.one"] && threeApps.rules[6].appIDs == ["T.one", "T.two"],
    "each rule keeps the apps of its entry")
let appless = aasa(
    #"""
    {"applinks": {"details": [{"components": [{"/": "/a"}]},
     {"appID": ["T.x", "T.y"], "components": [{"/": "/b"}]}]}}
    """#)
check(
    appless.decide("https://example.com/a") == .unmatched
        && appless.decide("https://example.com/b") == .claimed(rule: 1) && appless.appIDs == ["T.x", "T.y"],
    "an entry naming no app claims nothing; appID given as a list names those apps")
check(
    aasa(#"{"applinks": {"details": {"A.b": {"paths": ["*"]}}}}"#).decide("https://e.com/anything")
        == .claimed(rule: 0),
    "Apple iOS 9 form: details keyed by app ID, * is the entire website")

// MARK: AOSP PatternMatcher

check(glob("/a", .literal, "/a") && !glob("/a", .literal, "/a/"), "AOSP PATTERN_LITERAL: the whole string exactly")
check(glob("/p", .prefix, "/pizza") && !glob("/p", .prefix, "/q"), "AOSP PATTERN_PREFIX: startsWith")
check(glob(".html", .suffix, "/f.html") && !glob(".html", .suffix, "/f.htm"), "AOSP PATTERN_SUFFIX: endsWith")
check(
    glob(".*", .simpleGlob, "") && glob(".*", .simpleGlob, "/a/b"),
    "AOSP simple glob: .* matches any sequence, the empty one too")
check(glob("/.*/abc", .simpleGlob, "/x/abc"), "AOSP simple glob: .* then a literal")
// AOSP matchGlobPattern: ".*" consumes up to the first occurrence of the next character, never backtracks.
check(!glob(".*foo", .simpleGlob, "/xfoo/foo"), "AOSP quirk: .*foo does not match /xfoo/foo (no backtracking)")
check(glob(".*foo", .simpleGlob, "/xfoo"), "AOSP: .*foo matches /xfoo")
check(
    glob("/fo*", .simpleGlob, "/fooo") && glob("/fo*x", .simpleGlob, "/fx"), "AOSP simple glob: x* is zero or more of x"
)
check(!glob("/fo*", .simpleGlob, "/f"), "AOSP quirk: a trailing x* cannot match zero times once the input is used up")
check(!glob("/ab*", .simpleGlob, "/a"), "AOSP quirk: only a trailing .* is forgiven when the input runs out (ab* vs a)")
check(
    glob("/a.c", .simpleGlob, "/abc") && !glob("/a.c", .simpleGlob, "/ac"),
    "AOSP simple glob: . is exactly one character")
check(glob("/a\\*", .simpleGlob, "/a*") && !glob("/a\\*", .simpleGlob, "/aa"), "AOSP simple glob: \\ escapes the *")
check(glob("/a\\.c", .simpleGlob, "/axc"), "AOSP quirk: an escaped . (not before *) still matches any character")
check(
    glob("[a-z]+", .advancedGlob, "abc") && !glob("[a-z]+", .advancedGlob, "ab1"),
    "AOSP advanced: a set with a range, +")
check(glob("[^0-9]*", .advancedGlob, "abc") && !glob("[^0-9]*", .advancedGlob, "a1"), "AOSP advanced: ^ inverts a set")
check(
    glob("a{2,3}", .advancedGlob, "aaa") && !glob("a{2,3}", .advancedGlob, "a")
        && !glob("a{2,3}", .advancedGlob, "aaaa"),
    "AOSP advanced: {n,m} quantifier")
check(!glob(".*a", .advancedGlob, "ba"), "AOSP advanced: \"no backtracking support\", so .*a never matches")
check(
    glob("/item/[0-9]{1,}", .advancedGlob, "/item/42") && glob("/f.l", .advancedGlob, "/fxl"),
    "AOSP advanced: {n,} and .")
check(
    (try? AndroidPatternMatcher("*a", kind: .advancedGlob)) == nil
        && (try? AndroidPatternMatcher("[]", kind: .advancedGlob)) == nil
        && (try? AndroidPatternMatcher("a{3,1}", kind: .advancedGlob)) == nil,
    "AOSP advanced: malformed patterns are rejected")

// MARK: AOSP IntentFilter / android.net.Uri

let uri = AndroidUri("https://user@Host.com:8080/a%20b?q=1#f")
check(
    uri.scheme == "https" && uri.host == "Host.com" && uri.port == 8080 && uri.path == "/a b",
    "AOSP Uri: host without user info and port, decoded path")
check(
    AndroidUri("mailto:x@y").path == nil && AndroidUri("mailto:x@y").schemeSpecificPart == "x@y",
    "AOSP Uri: an opaque URI has no path")

let wildcard = filter(#"<data android:scheme="https" android:host="*.example.com" />"#)
check(
    wildcard.claims("https://www.example.com/x") && wildcard.claims("https://a.b.example.com/"),
    "AOSP AuthorityEntry: *.example.com matches subdomains")
check(!wildcard.claims("https://example.com/x"), "AOSP AuthorityEntry: *.example.com does not match example.com")
check(wildcard.claims("https://WWW.EXAMPLE.COM/x"), "AOSP AuthorityEntry: compareToIgnoreCase on the host")
check(!wildcard.claims("HTTPS://www.example.com/x"), "AOSP IntentFilter: the scheme is compared case-sensitively")
let wildcardSamples = wildcard.samples()
check(
    wildcardSamples.contains("https://www.example.com/x") && wildcardSamples.contains("https://example.com/x"),
    "samples: *.example.com as www.example.com and example.com")

let ported = filter(
    #"<data android:scheme="https" android:host="h.com" android:port="8080" android:pathPrefix="/p" />"#)
check(
    ported.claims("https://h.com:8080/p/1") && !ported.claims("https://h.com/p/1"),
    "AOSP AuthorityEntry: the port must equal getPort()")
check(!ported.claims("https://h.com:8080/q"), "AOSP IntentFilter: a path is required when the filter lists paths")

let schemeOnly = filter(#"<data android:scheme="myapp" android:pathPrefix="/only" />"#)
check(
    schemeOnly.claims("myapp://anything/else") && schemeOnly.claims("myapp:opaque"),
    "AOSP IntentFilter: the path is checked only when the filter has an authority")

let ssp = filter(#"<data android:scheme="sms" android:sspPrefix="+1" />"#)
check(
    ssp.claims("sms:+15551234") && !ssp.claims("sms:+44123"), "AOSP IntentFilter: ssp prefix on getSchemeSpecificPart()"
)
let sspAndHost = filter(
    #"<data android:scheme="https" android:host="a.com" android:path="/a" android:ssp="//b.com/x" />"#)
check(
    sspAndHost.claims("https://b.com/x") && sspAndHost.claims("https://a.com/a")
        && !sspAndHost.claims("https://b.com/a"),
    "AOSP matchData: a matching ssp suffices, else the authority and path decide")

let decoded = filter(#"<data android:scheme="https" android:host="h.com" android:path="/a b" />"#)
check(decoded.claims("https://h.com/a%20b"), "AOSP IntentFilter: paths are matched against the decoded getPath()")

let merged = filter(
    #"""
    <data android:scheme="a" android:host="x.com" />
    <data android:scheme="b" android:host="y.com" android:path="/p" />
    <data android:port="99" />
    """#)
check(
    merged.claims("a://y.com/p") && merged.claims("b://x.com/p") && !merged.claims("a://x.com/q"),
    "Android <data>: all data elements of a filter contribute to the same filter")
check(merged.filters[0].authorities.count == 2, "AOSP parseData: a port without a host is ignored")

let escaped = filter(#"<data android:scheme="https" android:host="h.com" android:pathPattern="/file\\*" />"#)
check(
    escaped.claims("https://h.com/file*") && !escaped.claims("https://h.com/fileee"),
    "Android <data>: \\\\* in XML is a literal * for PatternMatcher")
check(
    filter(#"<data android:scheme="https" android:host="h.com" android:pathPattern="/file*" />"#).claims(
        "https://h.com/fileee"),
    "Android <data>: an unescaped * repeats the character before it")

let typed = filter(#"<data android:scheme="https" android:host="h.com" android:mimeType="text/plain" />"#)
check(
    typed.filters.count == 1 && !typed.claims("https://h.com/x"),
    "AOSP matchData: a filter with a MIME type rejects an untyped intent")
let notBrowsable = android(
    #"""
    <manifest><application><activity android:name=".A"><intent-filter>
      <action android:name="android.intent.action.VIEW" /><category android:name="android.intent.category.DEFAULT" />
      <data android:scheme="https" android:host="h.com" />
    </intent-filter></activity></application></manifest>
    """#)
check(notBrowsable.filters.isEmpty && !notBrowsable.claims("https://h.com/"), "only BROWSABLE VIEW filters are kept")

let placement = android(
    #"""
    <manifest xmlns:tools="http://schemas.android.com/tools"><application>
    <service android:name=".S"><intent-filter>
      <action android:name="android.intent.action.VIEW" /><category android:name="android.intent.category.BROWSABLE" />
      <data android:scheme="https" android:host="service.com" /></intent-filter></service>
    <activity android:name=".A"><intent-filter tools:node="remove">
      <action android:name="android.intent.action.VIEW" /><category android:name="android.intent.category.BROWSABLE" />
      <data android:scheme="https" android:host="removed.com" /></intent-filter></activity>
    </application></manifest>
    """#)
check(placement.filters.isEmpty, "a service's filter and a tools:node=\"remove\" filter are not activity deep links")

let unresolved = filter(
    #"<data android:scheme="https" android:host="@string/host" /><data android:host="${apiHost}" />"#)
check(unresolved.unresolvedValues == ["@string/host", "${apiHost}"], "resource references and placeholders are listed")
check(!unresolved.claims("https://example.com/"), "unresolved values never match a real URL")
check((try? AndroidAppLinks(xml: "<intent-filter>")) == nil, "init throws on XML that is not well-formed")

print("\(passed) checks passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
