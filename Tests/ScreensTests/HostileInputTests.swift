import RouterCore
import Screens
import Testing

@testable import TUIShell

/// hostile input gets a clear error, the navigation before and after is identical,
/// and nothing hostile reaches the terminal.
@MainActor
@Suite("Hostile input: a clear error and nothing changed")
struct HostileInputTests {
    /// Where a hostile input enters the app.
    enum Entry: Sendable {
        /// A link from outside (`tuishell openurl`, a push's link, a typed URL).
        case url(String)
        /// Text pasted into the command bar and submitted with Enter.
        case paste(String)
        /// The bytes of a `tuishell push` payload file.
        case payload([UInt8])
        /// The bytes of a socket request, as `tuishell openurl`/`push` would send one.
        case message([UInt8])
        /// The bytes of a route table file.
        case routeTable([UInt8])
        /// One line of a `tuishell script`.
        case scriptLine(String)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let entry: Entry
        /// The error the person sees: `code: message`, of which this is the start.
        let error: String
        var testDescription: String { name }
    }

    nonisolated static let megabyte = String(repeating: "9", count: 1 << 20)

    nonisolated static let urls: [Case] = [
        Case(name: "empty URL", entry: .url(""), error: "invalidURL: the URL is empty"),
        Case(
            name: "8,193-byte URL", entry: .url("app://goods/" + String(repeating: "1", count: 8181)),
            error: "urlTooLong: the URL is 8193 bytes long"),
        Case(name: "1 MB URL", entry: .url("app://goods/" + megabyte), error: "urlTooLong:"),
        Case(
            name: "NUL byte", entry: .url("app://goods/1\u{0}"), error: "invalidURL: control character 0x0 at byte 13"),
        Case(
            name: "terminal escape sequence", entry: .url("app://goods/\u{1B}[2J"),
            error: "invalidURL: control character 0x1B"),
        Case(
            name: "OSC title injection", entry: .url("app://goods/1\u{1B}]0;pwned\u{7}"),
            error: "invalidURL: control character 0x1B"),
        Case(
            name: "CR LF header split", entry: .url("app://goods/1\r\nX: y"), error: "invalidURL: control character 0xD"
        ),
        Case(name: "DEL", entry: .url("app://goods/1\u{7F}"), error: "invalidURL: control character 0x7F"),
        Case(name: "tab", entry: .url("app://goods/\t1"), error: "invalidURL: control character 0x9"),
        Case(name: "malformed escape", entry: .url("app://goods/%zz"), error: "invalidURL: malformed percent escape"),
        Case(name: "truncated escape", entry: .url("app://goods/%"), error: "invalidURL: malformed percent escape"),
        Case(name: "escape of a lone byte", entry: .url("app://goods/%FF"), error: "invalidURL:"),
        Case(name: "overlong UTF-8 escape", entry: .url("app://goods/%C0%AF"), error: "invalidURL:"),
        Case(name: "escaped UTF-16 surrogate", entry: .url("app://goods/%ED%A0%80"), error: "invalidURL:"),
        Case(name: "escaped NUL (data, not a raw control)", entry: .url("app://goods/%00"), error: "notFound:"),
        Case(
            name: "malformed query escape", entry: .url("app://goods/1?from=%G1"),
            error: "invalidURL: malformed percent escape"),
        Case(
            name: "constraint mismatch", entry: .url("app://goods/abc"),
            error: "notFound: no route matches app://goods/abc"),
        Case(name: "negative id", entry: .url("app://goods/-1"), error: "notFound:"),
        Case(name: "internal route from outside", entry: .url("app://pay?orderID=1"), error: "forbidden:"),
        Case(name: "unknown host", entry: .url("app://nowhere"), error: "notFound:"),
        Case(name: "javascript URL", entry: .url("javascript:alert(1)"), error: "notFound:"),
        Case(name: "file URL", entry: .url("file:///etc/passwd"), error: "notFound:"),
        Case(name: "bidi override", entry: .url("app://\u{202E}1/sdoog"), error: "notFound:"),
        Case(name: "native mediator action", entry: .url("mediator://Goods/nativeFetch"), error: "forbidden:"),
        Case(name: "unknown mediator target", entry: .url("mediator://Nobody/anything"), error: "notFound:"),
    ]

    nonisolated static let pastes: [Case] = [
        Case(
            name: "pasted escape sequences", entry: .paste("app://goods/1\u{1B}[31m\u{1B}]0;x\u{7}\n"),
            error: "invalidURL: control character 0x1B"),
        Case(
            name: "pasted binary", entry: .paste(String(decoding: (0..<32).map { UInt8($0) } + [0x0A], as: UTF8.self)),
            error: "invalidURL: control character 0x0"),
        Case(name: "pasted C1 controls", entry: .paste("app://goods/\u{9B}2J\n"), error: "notFound:"),
        Case(name: "1 MB paste", entry: .paste("app://goods/" + megabyte + "\n"), error: "urlTooLong:"),
        Case(
            name: "pasted invalid UTF-8",
            entry: .paste(String(decoding: Array("app://goods/".utf8) + [0xFF, 0xFE, 0x0A], as: UTF8.self)),
            error: "notFound:"),
    ]

    nonisolated static let payloads: [Case] = [
        Case(name: "empty payload", entry: .payload([]), error: "invalidPayload: the payload is not valid JSON"),
        Case(
            name: "null payload", entry: .payload(Array("null".utf8)),
            error: "invalidPayload: the payload must be a JSON object, not null"),
        Case(
            name: "array payload", entry: .payload(Array("[]".utf8)),
            error: "invalidPayload: the payload must be a JSON object"),
        Case(
            name: "no aps", entry: .payload(Array("{}".utf8)), error: "invalidPayload: the payload has no 'aps' object"),
        Case(
            name: "aps a string", entry: .payload(Array(#"{"aps":"x"}"#.utf8)),
            error: "invalidPayload: 'aps' must be an object"),
        Case(name: "alert a number", entry: .payload(Array(#"{"aps":{"alert":42}}"#.utf8)), error: "invalidPayload:"),
        Case(
            name: "url a number", entry: .payload(Array(#"{"aps":{"alert":"x"},"url":7}"#.utf8)),
            error: "invalidPayload:"),
        Case(
            name: "4,097-byte payload",
            entry: .payload(
                Array(#"{"aps":{"alert":""#.utf8) + Array(repeating: 0x61, count: 4097 - 20) + Array(#""}}"#.utf8)),
            error: "payloadTooLarge: the payload is larger than the limit of 4096 bytes"),
        Case(
            name: "nested 1,000 deep", entry: .payload(Array(repeating: UInt8(ascii: "["), count: 1000)),
            error: "invalidPayload: the payload is not valid JSON"),
        Case(
            name: "invalid UTF-8", entry: .payload([0x7B, 0x22, 0x61, 0x70, 0x73, 0x22, 0x3A, 0xFF, 0x7D]),
            error: "invalidPayload:"),
        Case(
            name: "trailing garbage", entry: .payload(Array(#"{"aps":{"alert":"x"}} {"#.utf8)),
            error: "invalidPayload: the payload is not valid JSON"),
        Case(
            name: "unterminated string", entry: .payload(Array(#"{"aps":{"alert":"x}}"#.utf8)),
            error: "invalidPayload: the payload is not valid JSON"),
        Case(
            name: "badge out of range", entry: .payload(Array(#"{"aps":{"alert":"x","badge":1e999}}"#.utf8)),
            error: "invalidPayload:"),
    ]

    nonisolated static let messages: [Case] = [
        Case(
            name: "garbage request", entry: .message(Array("GET / HTTP/1.1\r\n\r\n".utf8)),
            error: "invalidPayload: the request is not JSON in UTF-8"),
        Case(
            name: "unknown request command", entry: .message(Array(#"{"command":"rm -rf /"}"#.utf8)),
            error: "invalidPayload: unknown command 'rm -rf /'"),
        Case(
            name: "openurl without a url", entry: .message(Array(#"{"command":"openurl","url":null}"#.utf8)),
            error: "invalidPayload: 'openurl' needs a 'url' string"),
        Case(
            name: "request of invalid UTF-8", entry: .message([0x7B, 0xC3, 0x28, 0x7D]),
            error: "invalidPayload: the request is not JSON in UTF-8"),
    ]

    nonisolated static let routeTables: [Case] = [
        Case(name: "table not JSON", entry: .routeTable(Array("routes:\n  - /a".utf8)), error: "invalidRouteTable:"),
        Case(
            name: "table of invalid UTF-8", entry: .routeTable([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]),
            error: "invalidRouteTable:"),
        Case(
            name: "routes not an array", entry: .routeTable(Array(#"{"routes":{}}"#.utf8)), error: "invalidRouteTable:"),
        Case(
            name: "empty pattern", entry: .routeTable(Array(#"{"routes":[{"name":"a","pattern":""}]}"#.utf8)),
            error: "invalidPattern:"),
        Case(
            name: "catastrophic regex",
            entry: .routeTable(Array(#"{"routes":[{"name":"a","pattern":"/x/:v((a+)+)"}]}"#.utf8)),
            error: "invalidPattern:"),
        Case(
            name: "nested catastrophic regex",
            entry: .routeTable(Array(#"{"routes":[{"name":"a","pattern":"/x/:v((\\w*)*b)"}]}"#.utf8)),
            error: "invalidPattern:"),
        Case(
            name: "invalid regex", entry: .routeTable(Array(#"{"routes":[{"name":"a","pattern":"/x/:v([a-)"}]}"#.utf8)),
            error: "invalidPattern:"),
        Case(
            name: "unbalanced parenthesis",
            entry: .routeTable(Array(#"{"routes":[{"name":"a","pattern":"/x/:v([0-9]+"}]}"#.utf8)),
            error: "invalidPattern:"),
        Case(
            name: "wildcard not last", entry: .routeTable(Array(#"{"routes":[{"name":"a","pattern":"/x/*/y"}]}"#.utf8)),
            error: "invalidPattern:"),
        Case(
            name: "duplicate route",
            entry: .routeTable(
                Array(#"{"routes":[{"name":"a","pattern":"/u/:id"},{"name":"b","pattern":"/u/:name"}]}"#.utf8)),
            error: "duplicateRoute:"),
        Case(
            name: "table nested 10,000 deep", entry: .routeTable(Array(repeating: UInt8(ascii: "{"), count: 10_000)),
            error: "invalidRouteTable:"),
    ]

    nonisolated static let scriptLines: [Case] = [
        Case(
            name: "wait seconds overflow (fuzz finding)", entry: .scriptLine("wait -45555555555555555555s"),
            error: "invalidScript: line 1: wait takes a duration"),
        Case(
            name: "wait seconds past Int", entry: .scriptLine("wait 9223372036854775807s"),
            error: "invalidScript: line 1: wait is at most an hour (3600s), not 9223372036854775807s"),
        Case(
            name: "wait past an hour names the rule", entry: .scriptLine("wait 7200s"),
            error: "invalidScript: line 1: wait is at most an hour (3600s), not 7200s"),
        Case(
            name: "negative wait", entry: .scriptLine("wait -1ms"),
            error: "invalidScript: line 1: wait takes a duration"),
        Case(
            name: "resize to nothing", entry: .scriptLine("resize 0x0"),
            error: "invalidScript: line 1: resize takes COLSxROWS"),
        Case(
            name: "resize huge", entry: .scriptLine("resize 100000x100000"),
            error: "invalidScript: line 1: resize takes COLSxROWS, each 1–1000"),
        Case(
            name: "unknown key", entry: .scriptLine("key ctrl+alt+del"),
            error: "invalidScript: line 1: unknown key 'ctrl+alt+del'"),
        Case(
            name: "unknown command", entry: .scriptLine("rm -rf /"),
            error: "invalidScript: line 1: unknown command 'rm'"),
        Case(
            name: "open without a URL", entry: .scriptLine("open"),
            error: "invalidScript: line 1: 'open' needs an argument"),
        Case(
            name: "control characters in a command", entry: .scriptLine("\u{1B}[2Jopen app://home"),
            error: "invalidScript: line 1: unknown command"),
    ]

    nonisolated static let cases = urls + pastes + payloads + messages + routeTables + scriptLines

    @Test func thereAreAtLeastFiftyCases() {
        #expect(Self.cases.count >= 50)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }

    @Test(arguments: cases)
    func getsItsErrorAndChangesNothing(_ hostile: Case) async throws {
        let app = DemoApp.make(table: DemoRouteTable.builtIn, history: CommandHistory(directory: nil), size: (80, 24))
        for url in ["app://goods/2", "app://mine/setting", "app://post/7"] {
            #expect(await app.open(url, origin: .external) == nil)
        }
        let before = app.window.snapshot.jsonText

        let error = try await apply(hostile.entry, to: app)
        #expect(error.hasPrefix(hostile.error), "got \(error)")
        #expect(app.window.snapshot.jsonText == before)
        let frame = app.render()
        #expect(
            !frame.lines.joined().unicodeScalars.contains { $0.properties.generalCategory == .control },
            "a control character reached the terminal")
    }

    /// Feeds the input the way the app or the CLI would receive it; the error as shown.
    private func apply(_ entry: Entry, to app: ShellApp) async throws -> String {
        switch entry {
        case .url(let url):
            return await app.open(url, origin: .external)?.description ?? "accepted"
        case .paste(let text):
            await app.paste(text)
            return app.commandBar.error ?? "accepted"
        case .payload(let bytes):
            do throws(ShellError) {
                _ = try PushPayload(bytes)
                return "accepted"
            } catch {
                return error.description
            }
        case .message(let bytes):
            do throws(ShellError) {
                return "read as \(try DeepLinkRequest(bytes: bytes).message)"
            } catch {
                return error.description
            }
        case .routeTable(let bytes):
            do throws(RouteError) {
                _ = try RouteTableFile.load(bytes, format: .screens)
                return "accepted"
            } catch {
                return error.description
            }
        case .scriptLine(let line):
            var errors: [String] = []
            let runner = ScriptRunner(
                app: app, write: { _ in }, writeError: { errors.append($0) }, deliverPush: { _ in nil })
            let status = await runner.run(line)
            #expect(status == 2)
            return errors.first.map { String($0.dropFirst("error: ".count)) } ?? "accepted"
        }
    }
}
