import RouterCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The navigation state as URLs: each tab's stack, the modal chain (each modal's own stack) and
/// the selected tab. Every screen is reached by a URL, so this is enough to rebuild the window.
package struct SavedNavigation: Sendable, Equatable {
    /// One tab's stack, root first.
    package struct TabStack: Sendable, Equatable {
        package var name: String
        package var urls: [String]
    }

    /// The file under the state directory.
    package static let fileName = "navigation.json"

    package var selectedTab: String
    package var tabs: [TabStack]
    /// Each modal's stack, bottom modal first.
    package var modals: [[String]]

    /// The navigation value of `window` as URLs; screens without a URL are left out.
    @MainActor
    package init(window: Window) {
        let state = window.state
        let urls = { (stack: [ScreenID]) in stack.compactMap { window.screen($0)?.url } }
        selectedTab = state.tabs.indices.contains(state.selectedTab) ? state.tabs[state.selectedTab].name : ""
        tabs = state.tabs.map { TabStack(name: $0.name, urls: urls($0.stack)) }
        modals = state.modals.map { urls($0.stack) }.filter { !$0.isEmpty }
    }

    /// The file's text.
    package var jsonText: String {
        let strings = { (urls: [String]) in JSONValue.array(urls.map(JSONValue.string)) }
        return JSONValue.object([
            ("version", .number(1)),
            ("selectedTab", .string(selectedTab)),
            ("tabs", .array(tabs.map { .object([("name", .string($0.name)), ("urls", strings($0.urls))]) })),
            ("modals", .array(modals.map(strings))),
        ]).jsonText
    }

    /// Reads the file's text; `nil` when it is not a saved navigation.
    package init?(bytes: [UInt8]) {
        guard let document = try? JSONParser.parse(bytes), case .number(1)? = document["version"],
            case .string(let selected)? = document["selectedTab"],
            case .array(let tabItems)? = document["tabs"], case .array(let modalItems)? = document["modals"]
        else { return nil }
        var tabs: [TabStack] = []
        for item in tabItems {
            guard case .string(let name)? = item["name"], let urls = item["urls"]?.stringArray else { return nil }
            tabs.append(TabStack(name: name, urls: urls))
        }
        var modals: [[String]] = []
        for item in modalItems {
            guard let urls = item.stringArray else { return nil }
            modals.append(urls)
        }
        selectedTab = selected
        self.tabs = tabs
        self.modals = modals
    }

    /// Saves atomically under `directory`.
    ///
    /// - Throws: the file's path and the system's reason when it cannot be written.
    package func save(to directory: StateDirectory) throws(StateFileError) {
        try directory.write(Data(jsonText.utf8), to: Self.fileName)
    }

    /// The saved state under `directory`, if any, and a warning when the file could not be read
    /// (its path and the system's reason) or was set aside.
    package static func load(from directory: StateDirectory) -> (navigation: SavedNavigation?, warning: String?) {
        let (navigation, warning) = directory.read(fileName, holding: "the saved navigation") {
            SavedNavigation(bytes: Array($0))
        }
        return (navigation, warning)
    }

    /// Saves the navigation of `window` under `directory`; the warning to show when it could not.
    @MainActor
    package static func save(_ window: Window, to directory: StateDirectory) -> String? {
        do throws(StateFileError) {
            try SavedNavigation(window: window).save(to: directory)
            return nil
        } catch {
            return error.warning("save the navigation to")
        }
    }
}
