import Testing

@testable import RouterCore

@Suite("Route patterns (docs/reference.md §2)")
struct PatternTests {
    @Test func recognisesTheThreeForms() throws {
        let bound = try RoutePattern("app://user/login/:phone([0-9]+)")
        #expect(bound.scheme == "app" && bound.isHostBound)
        #expect(bound.segments.first == .literal("user"))
        let anyScheme = try RoutePattern("user/login/:phone")
        #expect(anyScheme.scheme == nil && anyScheme.isHostBound)
        let agnostic = try RoutePattern("/login/:phone")
        #expect(agnostic.scheme == nil && !agnostic.isHostBound)
        let boundAgnostic = try RoutePattern("APP:///path")
        #expect(boundAgnostic.scheme == "app" && !boundAgnostic.isHostBound)
        #expect(try RoutePattern("/").segments.isEmpty)
    }

    @Test func keepsSlashesInsideRegexTogether() throws {
        let pattern = try RoutePattern("/date/:d([0-9]+/[0-9]+)/x")
        #expect(pattern.segments.count == 3)
        #expect(pattern.parameterNames == ["d"])
    }

    @Test(arguments: [
        ("", "empty"),
        ("/a/:id(*a)", "regular expression"),
        ("/a/:id([0-9+)", "unbalanced"),
        ("/a/*/b", "last segment"),
        ("/a/:id/:id", "used twice"),
        ("/a/:id([0-9]+", "unbalanced"),
        ("/a/b)", "unbalanced"),
        (
            "/g/:id([0-9]+)|(.*)",
            "the regex '[0-9]+)|(.*' has unbalanced parentheses: the ')' at character 7 closes no group"
        ),
        ("/g/:id(a(b)", "unbalanced"),
        ("/a/:x((a+)+)", "catastrophic"),
        ("/a/:x((\\w*)*)", "catastrophic"),
        ("/a/:x(([a-z]+[0-9]?){2,})", "catastrophic"),
        ("/a?b=1", "'?'"),
        ("/a#frag", "'#'"),
        ("/a/:", "no parameter name"),
        ("/a/:id()", "empty regex"),
        ("/a/:id(x)y", "only be followed"),
        ("1app://x", "not a valid scheme"),
        ("app://", "no host"),
    ])
    func rejectsInvalidPatterns(_ text: String, _ messagePart: String) {
        do {
            _ = try RoutePattern(text)
            Issue.record("'\(text)' was accepted")
        } catch {
            #expect(error.code == .invalidPattern)
            #expect(error.message.contains(messagePart), "\(error.message)")
        }
    }

    @Test(arguments: [
        "/a/:x((ab)+)", "/a/:x((a+)?)", "/a/:x([a-z]+(-[a-z]+)?)", "/a/:x((a|b){1})", "/a/:x(\\(a+\\)+)",
        "/a/:x([(a+)]+)",
    ])
    func acceptsSafeGroups(_ text: String) throws {
        _ = try RoutePattern(text)
    }

    @Test func namesDoNotCountInShapes() throws {
        #expect(try RoutePattern("/user/:id").shape() == RoutePattern("/user/:name").shape())
        #expect(try RoutePattern("/user/:id([0-9]+)").shape() != RoutePattern("/user/:id").shape())
        #expect(try RoutePattern("app://user/:id").shape() != RoutePattern("user/:id").shape())
        #expect(
            try RoutePattern("/User").shape(caseInsensitive: true) == RoutePattern("/user").shape(caseInsensitive: true)
        )
    }

    @Test func constraintsMatchWholeValues() throws {
        let constraint = try SegmentConstraint.compile("[0-9]+")
        #expect(constraint.matches("42"))
        #expect(!constraint.matches("42a"))
        #expect(!constraint.matches(""))
        let regex = try SegmentConstraint.compile("a|ab")
        #expect(regex.matches("ab"))
        #expect(!regex.matches("abc"))
        let newline = try SegmentConstraint.compile("[a-z]+$")
        #expect(!newline.matches("abc\n"))
    }

    /// `routes --check` compares what constraints accept, not how they are spelled.
    @Test(arguments: [
        ("\\d+", "[0-9]+", true), ("[0-9]+", "\\d+", true), ("[0-9]*", "[0-9]+", true), ("[0-9]+", "[0-9]*", false),
        ("[a-z0-9]+", "\\d{2,4}", true), ("\\w+", "[a-z-]+", false), ("(a|b)+", "a+|b+", true),
        ("a+|b+", "(a|b)+", false),
        (".*", "[^/]+", false), (".*", "[a-z/]+", true), ("[^/]+", ".*", false), ("x|y", "y", true),
        ("\\d+", "٣+", false),
    ])
    func constraintInclusion(_ outer: String, _ inner: String, _ includes: Bool) throws {
        #expect(
            try SegmentConstraint.compile(outer).includes(SegmentConstraint.compile(inner)) == includes,
            "\(outer) ⊇ \(inner)")
    }
}
