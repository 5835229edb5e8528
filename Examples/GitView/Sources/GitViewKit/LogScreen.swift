import RouterCore
import TUIShell

/// A branch's history (HEAD's on the Commits tab) in a table, refreshed every five seconds;
/// `f` searches the messages, Enter opens a commit.
final class LogScreen: TableScreen {
    private let git: Git
    private let revision: String?
    private var search = ""
    /// The latest reload: an older one that finishes later is not applied over it.
    private var generation = 0

    init(git: Git, revision: String?) {
        self.git = git
        self.revision = revision
        super.init(
            name: "Log", title: revision.map { "Branch \($0)" } ?? "Commits", lines: ["Loading…"],
            columns: [
                TableColumn("Commit", minWidth: 7, maxWidth: 7), TableColumn("Date", weight: 0),
                TableColumn("Author", weight: 1, maxWidth: 20), TableColumn("Message", weight: 4),
            ])
    }

    override func viewDidLoad() {
        reload()
        every(.seconds(5)) { [unowned self] in reload() }
    }

    /// Reads the log again, off the main actor; the selection stays on its commit.
    func reload() {
        generation += 1
        let (git, revision, search, mine) = (git, revision, search, generation)
        perform { () async -> Result<[Git.Commit], any Error> in
            do { return .success(try await git.log(revision, search: search)) } catch { return .failure(error) }
        } then: { [unowned self] result in
            guard mine == generation else { return }
            switch result {
            case .success(let commits):
                table.rows = commits.map {
                    DataTable.Row(
                        [$0.shortSHA, $0.date, $0.author, $0.subject], route: GitViewRoute.commit(sha: $0.sha))
                }
                lines = search.isEmpty ? [] : [.init("Messages containing “\(search)”; f to change", style: .hint)]
            case .failure(let error):
                lines = [.init("git: \(error)", style: .error)]
            }
        }
    }

    override func handle(_ key: Key) -> Bool {
        guard key == .character("f"), !isEditingText else { return super.handle(key) }
        prompt("Search", message: "Commits whose message contains:", text: search) { [unowned self] text in
            guard let text else { return }
            search = text
            reload()
        }
        return true
    }

    override var bindings: [KeyBinding] {
        super.bindings + (isEditingText ? [] : [KeyBinding(.character("f"), action: "search")])
    }
}
