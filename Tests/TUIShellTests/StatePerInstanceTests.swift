import Foundation
import RouterCore
import Testing

@testable import TUIShell

/// Saved navigation and history belong to their `--instance` (issue 25, defect 3).
@MainActor
@Suite("State per instance")
struct StatePerInstanceTests {
    private func appFolder() -> StateDirectory {
        StateDirectory(path: NSTemporaryDirectory() + "tuishell-instances-\(UUID().uuidString)/tuishell")
    }

    private func navigation(_ url: String) -> SavedNavigation? {
        SavedNavigation(
            bytes: Array(
                #"{"version":1,"selectedTab":"Home","tabs":[{"name":"Home","urls":["\#(url)"]}],"modals":[]}"#.utf8))
    }

    @Test func twoInstancesNeverOverwriteEachOther() throws {
        let folder = appFolder()
        try #require(navigation("app://goods/1")).save(to: folder.instance("a"))
        try #require(navigation("app://goods/2")).save(to: folder.instance("b"))
        #expect(SavedNavigation.load(from: folder.instance("a")).navigation?.tabs.first?.urls == ["app://goods/1"])
        #expect(SavedNavigation.load(from: folder.instance("b")).navigation?.tabs.first?.urls == ["app://goods/2"])
        CommandHistory(directory: folder.instance("a")).add("app://post/1")
        #expect(CommandHistory(directory: folder.instance("b")).entries.isEmpty)
    }

    @Test func theDefaultInstanceStillReadsAFileSavedBeforeInstancesHadFolders() throws {
        let folder = appFolder()
        try #require(navigation("app://goods/3")).save(to: folder)
        CommandHistory(directory: folder).add("app://post/9")
        #expect(
            SavedNavigation.load(from: folder.instance("default")).navigation?.tabs.first?.urls == ["app://goods/3"])
        #expect(CommandHistory(directory: folder.instance("default")).entries == ["app://post/9"])
        #expect(SavedNavigation.load(from: folder.instance("other")).navigation == nil)
        // Once the default instance saves, its own file is the one read; the old one is kept.
        try #require(navigation("app://goods/1")).save(to: folder.instance("default"))
        #expect(
            SavedNavigation.load(from: folder.instance("default")).navigation?.tabs.first?.urls == ["app://goods/1"])
        #expect(FileManager.default.fileExists(atPath: folder.path + "/navigation.json"))
    }
}
