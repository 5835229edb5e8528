import Testing

@testable import RouterCore

@Suite("URL parsing (docs/reference.md §1)")
struct URLParsingTests {
    @Test func splitsSchemeHostPathQueryFragment() throws {
        let url = try parse("APP://User.Example/Seg/two?a=1&b=2#frag")
        #expect(url.scheme == "app")
        #expect(url.host == "user.example")
        #expect(url.pathSegments == ["Seg", "two"])
        #expect(url.queryItems == [QueryItem(name: "a", value: "1"), QueryItem(name: "b", value: "2")])
        #expect(url.fragment == "frag")
    }

    @Test func encodesPastedCharactersLeniently() throws {
        let url = try parse("app://search?q=北京 烤鸭")
        #expect(url.queryParameters["q"] == "北京 烤鸭")
        let piped = try parse("app://x/a|b^{c}")
        #expect(piped.pathSegments == ["a|b^{c}"])
    }

    @Test func doesNotDecodeTwice() throws {
        #expect(try parse("app://search?q=%E5%8C%97%E4%BA%AC%20x").queryParameters["q"] == "北京 x")
        #expect(try parse("app://x/a%2525b").pathSegments == ["a%25b"])
    }

    @Test(arguments: [
        "", "no-scheme/path", "://host", "1app://x", "app://a b\u{7}", "app://x\n", "app://x/%zz", "app://x/%",
        "app://x?q=%4", "app://x/\u{7F}",
    ])
    func rejectsInvalidURLs(_ text: String) {
        #expect(errorCode { _ = try parse(text) } == .invalidURL)
    }

    @Test func rejectsTooLongURLs() throws {
        let prefix = "app://x/"
        let exact = prefix + String(repeating: "a", count: URLParser.maximumLength - prefix.utf8.count)
        #expect(try parse(exact).pathSegments.count == 1)
        #expect(errorCode { _ = try parse(exact + "a") } == .urlTooLong)
        let wide = prefix + String(repeating: "北", count: 2800)
        #expect(errorCode { _ = try parse(wide) } == .urlTooLong)
    }

    @Test func collapsesEmptySegmentsAndDecodesAfterSplitting() throws {
        #expect(try parse("app://h//a///b/").pathSegments == ["a", "b"])
        #expect(try parse("app://h/a%2Fb/c").pathSegments == ["a/b", "c"])
    }

    @Test func treatsPlusLiterallyUnlessAsked() throws {
        #expect(try parse("app://h/a+b?q=c+d").queryParameters["q"] == "c+d")
        let spaced = try parse("app://h/a+b?q=c+d", plusAsSpace: true)
        #expect(spaced.queryParameters["q"] == "c d")
        #expect(spaced.pathSegments == ["a+b"])
    }

    @Test func parsesQueryEdgeCases() throws {
        let url = try parse("app://h?flag&c=x=y&=dropped&a=1&a=2")
        #expect(url.queryParameters == ["flag": "", "c": "x=y", "a": "2"])
        #expect(url.queryItems.filter { $0.name == "a" }.map(\.value) == ["1", "2"])
    }

    @Test func parsesOAuthStyleFragments() throws {
        let url = try parse("app://cb?state=q#access_token=abc&state=f")
        #expect(url.fragment == "access_token=abc&state=f")
        #expect(url.fragmentParameters == ["access_token": "abc", "state": "f"])
        #expect(try parse("app://cb#section").fragmentParameters.isEmpty)
    }

    @Test func stripsUserInfoAndPort() throws {
        let url = try parse("https://user:pw@Example.COM:8443/path")
        #expect(url.host == "example.com")
        #expect(url.pathSegments == ["path"])
    }

    @Test func rejectsEscapesThatAreNotUTF8() {
        #expect(errorCode { _ = try parse("app://h/%FF") } == .invalidURL)
    }
}
