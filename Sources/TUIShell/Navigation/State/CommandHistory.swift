import RouterCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The command bar's history, most recent last, saved under the state directory.
@MainActor
package final class CommandHistory {
    /// The most entries kept.
    package static let limit = 500
    private static let fileName = "history.json"

    /// The entries, oldest first.
    package private(set) var entries: [String] = []
    private let directory: StateDirectory?

    /// Loads the history from `directory` (none: in memory only); a file that could not be read
    /// or was set aside leaves a ``warning``.
    package init(directory: StateDirectory?) {
        self.directory = directory
        guard let directory else { return }
        let (loaded, warning) = directory.read(Self.fileName, holding: "the command history") {
            (try? JSONParser.parse(Array($0)))?.stringArray
        }
        entries = loaded ?? []
        self.warning = warning
    }

    /// A warning from loading, to show once.
    package private(set) var warning: String?

    /// Told the warning when a save fails (the file's path and the system's reason); the app
    /// shows it in the footer.
    package var saveFailed: (@MainActor (String) -> Void)?

    /// What a navigation calls when it has finished: adds `url` when it opened. History keeps
    /// only links that opened — not `garbage`, `%00`, or a link whose login was cancelled.
    package func adder(for url: String) -> @MainActor (RouteError?) -> Void {
        { [weak self] error in if error == nil { self?.add(url) } }
    }

    /// Adds an entry (moving it to the end when already present) and saves; a save that fails
    /// is told to ``saveFailed``, each time.
    package func add(_ entry: String) {
        // A paste past the URL limit can never route; keeping it would bloat the history file.
        guard entry.utf8.count <= URLParser.maximumLength else { return }
        entries.removeAll { $0 == entry }
        entries.append(entry)
        if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
        let document = JSONValue.array(entries.map(JSONValue.string)).jsonText
        do throws(StateFileError) {
            try directory?.write(Data(document.utf8), to: Self.fileName)
        } catch {
            saveFailed?(error.warning("save the command history to"))
        }
    }
}
