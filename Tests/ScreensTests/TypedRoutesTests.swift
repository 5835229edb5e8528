import RouteCodegen
import RouterCore
import Screens
import TUIShell
import TestSupport
import Testing

/// `tuishell routes generate swift`, held to the router: the committed `Generated/DemoRoute.swift`
/// is what the generator writes for the demo's table today, and every typed route's URL resolves
/// back, through the router's own matching, to the same case.
@Suite struct TypedRoutesTests {
    static let committed = String(#filePath.dropLast("TypedRoutesTests.swift".count)) + "Generated/DemoRoute.swift"

    @Test func theCommittedTypeIsWhatTheGeneratorWrites() throws {
        let table = try DemoRouteTable.load()
        let source = SwiftRouteTypes.source(for: table, typeName: "DemoRoute", origin: "the demo app's table")
        let file = String(decoding: try InputFile.contents(of: Self.committed), as: UTF8.self)
        #expect(source == file, "regenerate: tuishell routes generate swift --type-name DemoRoute > \(Self.committed)")
    }

    @Test func everyExampleURLReadsBackIntoItsCaseAndOut() throws {
        let table = try DemoRouteTable.load()
        let router = Router(table: table)
        var checked = 0
        for route in table.routes where !route.isExclusion {
            guard let example = table.exampleURL(for: route), let match = router.resolve(example).match,
                match.route.name == route.name
            else { continue }
            let typed = try #require(DemoRoute(match.request), "\(route.name) from \(example)")
            #expect(typed.routeName == route.name)
            let url = try typed.url()
            let again = try #require(router.resolve(url).match, "\(route.name): \(url)")
            #expect(again.route.name == route.name)
            #expect(DemoRoute(again.request) == typed)
            checked += 1
        }
        #expect(checked >= 20, "most of the demo's routes have an example that reaches them")
    }

    /// Random values — spaces, slashes, `%`, `?`, `#`, CJK, emoji — survive the trip through a
    /// URL and the router's parsing and matching.
    @Test(arguments: 0..<200) func randomValuesSurviveTheTrip(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed))
        let alphabet = Array("aZ9 -_./%?#&=+:@!~*'()北京😀é") + ["e\u{301}"]
        func text() -> String {
            String((0..<Int.random(in: 1...8, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
        let router = Router(table: try DemoRouteTable.load())
        let cases: [DemoRoute] = [
            .post(postId: text()), .mediator(target: text(), action: text()),
            .webHttps(wildcard: (0..<Int.random(in: 0...3, using: &random)).map { _ in text() }),
        ]
        for typed in cases {
            guard let url = try? typed.url() else {
                Issue.record("\(typed) has no URL")
                continue
            }
            let match = try #require(router.resolve(url).match, "\(url)")
            #expect(
                DemoRoute(match.request) == typed, "\(url) read back as \(String(describing: DemoRoute(match.request)))"
            )
        }
    }

    @Test func aValueOutsideItsConstraintIsAnErrorNotAURL() {
        #expect(throws: RouteError.self) { try DemoRoute.goodsDetail(id: "abc").url() }
        #expect(throws: RouteError.self) { try DemoRoute.post(postId: "").url() }
    }

    /// A parameter named after a keyword is a plain label, a variable in backticks, so the
    /// source compiles without a warning.
    @Test func keywordParametersAreLabelsWithoutBackticks() throws {
        let table = try RouteTableFile.load(
            #"{"routes":[{"name":"default","pattern":"app://x/:class/:id([1-9][0-9]*)","screen":"X","presentation":"push"}]}"#,
            format: .screens)
        let source = SwiftRouteTypes.source(for: table, typeName: "T", origin: "t")
        #expect(source.contains("case `default`(class: String, id: Int)"), "\(source)")
        #expect(source.contains("case .`default`(let value0, let value1):"))
        #expect(source.contains("guard let value0 = request.routeParameters[\"class\"]"))
        #expect(source.contains("self = .`default`(class: value0, id: value1)"))
    }

    @Test(arguments: [
        ("goods.detail", "goodsDetail"), ("mine.edit_info", "mineEditInfo"),
        ("x-callback.register", "xCallbackRegister"),
    ])
    func routeNamesBecomeCaseNames(name: String, expected: String) throws {
        let table = try RouteTableFile.load(
            #"{"routes":[{"name":"\#(name)","pattern":"app://a","screen":"A","presentation":"push"}]}"#,
            format: .screens)
        #expect(SwiftRouteTypes.source(for: table, typeName: "T", origin: "t").contains("    case \(expected)\n"))
    }
}
