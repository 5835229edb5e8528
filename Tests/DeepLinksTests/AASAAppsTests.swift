import PlatformOracles
import Testing

@testable import DeepLinks
@testable import RouterCore

/// An AASA file read app by app (docs/reference.md §13): each app's rules decide for that app,
/// the table claims what any app claims, `--app-id` what one app claims; a file that serves
/// other things than app links claims none.
@Suite("AASA files with several apps, or none")
struct AASAAppsTests {
    /// Skiff's shape: each app keeps its own part of the site out and claims the rest.
    static let threeApps = #"""
        {"applinks":{"details":[
          {"appIDs":["T.mail"],"components":[{"/":"/calendar/*","exclude":true},{"/":"/drive/*","exclude":true},{"/":"*"}]},
          {"appIDs":["T.drive"],"components":[{"/":"/mail/*","exclude":true},{"/":"/calendar/*","exclude":true},{"/":"*"}]},
          {"appIDs":["T.calendar"],"components":[{"/":"/mail/*","exclude":true},{"/":"/drive/*","exclude":true},{"/":"*"}]}
        ]}}
        """#

    static func routes(_ text: String, appID: String? = nil) throws -> (RouteTable, [String]) {
        let imported = try ManifestImport.aasa(text, host: "skiff.com", appID: appID)
        return (try RouteTableFile.load(imported.table), imported.warnings)
    }

    static func routed(_ table: RouteTable, _ path: String) -> Bool {
        table.resolve("https://skiff.com" + path, origin: .external).match != nil
    }

    @Test(arguments: ["/mail/x", "/drive/a/b", "/calendar/2026", "/settings", "/"])
    func theTableClaimsWhatAnyAppClaims(path: String) throws {
        let oracle = try AppleAppLinks(json: Self.threeApps)
        #expect(oracle.decide("https://skiff.com" + path) != .unmatched)
        let (table, warnings) = try Self.routes(Self.threeApps)
        #expect(Self.routed(table, path))
        // (Each `/x/*` exclusion also keeps out `/x`, which the table cannot tell from `/x/`: said.)
        #expect(!warnings.contains { $0.contains("--app-id") }, "\(warnings)")
    }

    @Test(arguments: [("T.mail", "/mail/x", true), ("T.mail", "/drive/x", false), ("T.drive", "/mail/x", false)])
    func oneAppClaimsItsOwnLinks(appID: String, path: String, claimed: Bool) throws {
        let oracle = try AppleAppLinks(json: Self.threeApps)
        let decision = oracle.decide("https://skiff.com" + path, appID: appID)
        #expect((decision == .unmatched || { if case .excluded = decision { true } else { false } }()) != claimed)
        let (table, _) = try Self.routes(Self.threeApps, appID: appID)
        #expect(Self.routed(table, path) == claimed)
    }

    @Test func anAppTheFileDoesNotNameIsAUsageError() {
        #expect(throws: ManifestError.self) { try Self.routes(Self.threeApps, appID: "T.other") }
        do {
            _ = try AASAFile(json: Self.threeApps, appID: "T.other")
        } catch {
            #expect(error.code == "usage")
            #expect(error.message.contains("T.mail, T.drive, T.calendar"))
        }
    }

    /// A later app's claim that its own earlier exclusion meets cannot be merged exactly: said.
    @Test func aMergeThatClaimsMoreSaysSo() throws {
        let file = #"""
            {"applinks":{"details":[
              {"appIDs":["T.a"],"components":[{"/":"/mail/*","exclude":true},{"/":"*"}]},
              {"appIDs":["T.b"],"components":[{"/":"/mail/secret","exclude":true},{"/":"/mail/*"}]}
            ]}}
            """#
        let (table, warnings) = try Self.routes(file)
        #expect(Self.routed(table, "/mail/x"))
        #expect(warnings.contains { $0.contains("\"/mail/secret\"") && $0.contains("T.b") }, "\(warnings)")
    }

    /// Gumroad's file serves web credentials only.
    @Test func aFileWithoutAppLinksClaimsNone() throws {
        let file = #"{"webcredentials":{"apps":["T.gumroad"]}}"#
        let imported = try ManifestImport.aasa(file, host: nil)
        #expect(imported.warnings.contains { $0.contains("no applinks, only webcredentials") }, "\(imported.warnings)")
        #expect(try RouteTableFile.load(imported.table).routes.isEmpty)
        let table = try RouteTableFile.load(
            #"{"routes":[{"name":"home","pattern":"https://g.example/home","access":"public"}]}"#)
        let diff = try ManifestDiff.aasa(file, table: table, host: "g.example")
        #expect(diff.missing.map(\.route.name) == ["home"])
        #expect(throws: ManifestError.self) { try AASAFile(json: #"{"something":"else"}"#) }
    }

    /// The app is named in a file with several, whether or not `--app-id` asks for one.
    @Test func theDiffNamesTheAppWhenOneIsAskedFor() throws {
        let table = try RouteTableFile.load(
            #"{"routes":[{"name":"f","pattern":"https://skiff.com/drive/:file","access":"public"}]}"#)
        let diff = try ManifestDiff.aasa(Self.threeApps, table: table, host: "skiff.com", appID: "T.mail")
        #expect(diff.notRouted.map(\.appIDs) == [["T.mail"]], "\(diff.lines)")
    }

    @Test func theDiffNamesTheAppOfAnEntryThatRoutesNothing() throws {
        let table = try RouteTableFile.load(
            #"{"routes":[{"name":"home","pattern":"https://skiff.com/drive/:file","access":"public"}]}"#)
        let diff = try ManifestDiff.aasa(Self.threeApps, table: table, host: "skiff.com")
        #expect(!diff.isInSync)
        // T.mail's `*` claims `/mail/x` and more, but none of the table's `/drive/…` links.
        #expect(
            diff.lines.contains {
                $0 == "not-routed: * (app T.mail): the manifest claims https://skiff.com/, the table does not route it"
            }, "\(diff.lines)")
        #expect(
            diff.json.jsonText.contains(#""kind":"not-routed","rule":"*","pattern":null,"url":"https://skiff.com/"#),
            "\(diff.json.jsonText)")
    }
}
