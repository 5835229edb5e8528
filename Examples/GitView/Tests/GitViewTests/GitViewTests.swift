import Foundation
import GitViewKit
import RouterCore
import TUIShell
import TUIShellTesting
import Testing

/// GitView driven as a person would, through the public pilot, against a repository made here.
@MainActor
@Suite final class GitViewTests {
    let repository: Repository
    let pilot: Pilot

    init() throws {
        repository = try Repository()
        pilot = Pilot(
            named: "gitview", size: (100, 24), screens: GitViewApp.screens(git: Git(folder: repository.folder)),
            routes: GitViewApp.routes)
    }

    deinit { repository.remove() }

    @Test func commitsListNewestFirstAndOpenToTheirFilesAndDiffs() async throws {
        await pilot.settle()
        #expect(pilot.lines[2].contains("Describe the project"), "\(pilot.text)")
        #expect(pilot.shows("Ada Lovelace"))
        await pilot.press(.down, .enter)
        #expect(pilot.shows("Add the program"))
        #expect(pilot.shows("Sources/main.swift"))
        await pilot.press(.enter)
        #expect(pilot.topScreen?.title == "Sources/main.swift")
        let added = try #require(pilot.find("+print(\"hello\")"))
        #expect(pilot.cell(column: added.column, row: added.row)?.style.role == .success)
        #expect(pilot.shows("+       indented()"), "a tab after `+` expands to the stop at column eight")
        #expect(pilot.lastError == nil)
    }

    @Test func aDeepLinkToAFileOpensWithItsBackStack() async throws {
        let sha = try repository.sha("HEAD~1")
        #expect(await pilot.open("gitview://commit/\(sha)/file/Sources/main.swift") == nil)
        #expect(pilot.topScreen?.title == "Sources/main.swift")
        #expect(pilot.stackJSON.contains("\"screen\":\"Commit\""), "the commit is behind the diff: \(pilot.stackJSON)")
        await pilot.press(.escape)
        #expect(pilot.shows("Commit \(sha.prefix(7))"))
        #expect(await pilot.open("gitview://commit/nothex")?.code == .notFound)
    }

    @Test func theHistoryRefreshesEveryFiveSeconds() async throws {
        await pilot.settle()
        try repository.commit("NEWS.md", "news\n", message: "Write the news")
        await pilot.advance(by: .seconds(4))
        #expect(!pilot.shows("Write the news"))
        await pilot.advance(by: .seconds(1))
        #expect(pilot.shows("Write the news"))
    }

    @Test func searchAsksForTextAndKeepsTheMatchingCommits() async throws {
        await pilot.settle()
        await pilot.press(.character("f"))
        #expect(pilot.shows("Commits whose message contains:"))
        await pilot.type("PROJECT")
        await pilot.press(.enter)
        #expect(pilot.shows("Start the project") && pilot.shows("Describe the project"))
        #expect(!pilot.shows("Add the program"))
    }

    @Test func deletingABranchAsksFirst() async throws {
        await pilot.press(.character("2"))
        await pilot.settle()
        try await pilot.click("feature/search")
        await pilot.press(.escape)
        #expect(pilot.topScreen?.title == "Branches")
        await pilot.press(.character("d"))
        #expect(pilot.shows("Delete feature/search?"))
        await pilot.press(.escape)
        #expect(pilot.shows("feature/search"), "Esc keeps the branch")
        await pilot.press(.character("d"), .enter)
        #expect(pilot.shows("Deleted feature/search"))
        #expect(!(try repository.git("branch")).contains("feature/search"))
    }

    @Test func fileNamesShowAsTheyAreNotQuoted() async throws {
        try repository.commit("日本/計画.txt", "軌道\n", message: "Add a plan")
        await pilot.settle()
        await pilot.press(.enter)
        #expect(pilot.shows("日本/計画.txt"), "\(pilot.text)")
        await pilot.press(.enter)
        #expect(pilot.topScreen?.title == "日本/計画.txt")
        #expect(pilot.shows("+軌道"))
    }

    @Test func anAnnotatedTagLeadsToItsCommit() async throws {
        await pilot.press(.character("3"))
        await pilot.settle()
        let head = try repository.sha().prefix(7)
        #expect(
            pilot.lines.contains { $0.contains("v1.1") && $0.contains(head) },
            "the commit, not the tag object: \(pilot.text)")
        #expect(pilot.shows("Describe the project"))
    }

    @Test func anUnmergedBranchIsNotDeleted() async throws {
        try repository.git("checkout", "-q", "-b", "wip")
        try repository.commit("WIP.md", "wip\n", message: "Work in progress")
        try repository.git("checkout", "-q", "main")
        await pilot.press(.character("2"))
        await pilot.settle()
        try await pilot.click("wip")
        await pilot.press(.escape, .character("d"), .enter)
        #expect(pilot.shows("not fully merged"), "\(pilot.text)")
        #expect(try repository.git("branch").contains("wip"))
    }

    /// A link's branch name is never an option to git: `--output=FILE` would have git write its
    /// log into FILE.
    @Test func aBranchLinkCannotSmuggleAnOption() async throws {
        let target = repository.folder + "/smuggled.txt"
        #expect(await pilot.open("gitview://branch/--output=\(target)") == nil)
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(pilot.shows("git:"), "git's refusal is shown: \(pilot.text)")
    }

    @Test func typedRoutesBuildTheirURLs() throws {
        #expect(
            try GitViewRoute.commitFile(sha: "4f2a1c9", path: "a b/c.swift").url()
                == "gitview://commit/4f2a1c9/file/a%20b/c.swift")
        #expect(throws: RouteError.self) { try GitViewRoute.commit(sha: "xyz").url() }
    }
}
