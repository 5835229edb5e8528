import RouterCore
import TUIShell

/// The branches or the tags in a table; Enter opens a branch's log or a tag's commit, `d`
/// deletes a branch after asking.
final class ReferencesScreen: TableScreen {
    private let git: Git
    private let isBranches: Bool

    init(git: Git, branches: Bool) {
        self.git = git
        isBranches = branches
        super.init(
            name: branches ? "Branches" : "Tags", title: branches ? "Branches" : "Tags",
            columns: [
                TableColumn("Name", weight: 1, maxWidth: 30), TableColumn("Commit", minWidth: 7, maxWidth: 7),
                TableColumn("Subject", weight: 3),
            ])
    }

    override func viewDidLoad() {
        reload()
        every(.seconds(5)) { [unowned self] in reload() }
    }

    func reload() {
        let (git, kind) = (git, isBranches ? "refs/heads" : "refs/tags")
        perform { () async -> [Git.Reference] in
            (try? await git.references(kind)) ?? []
        } then: { [unowned self] in
            let isBranches = isBranches
            table.rows = $0.map { reference in
                let route = isBranches ? GitViewRoute.branch(name: reference.name) : .commit(sha: reference.shortSHA)
                return DataTable.Row([reference.name, reference.shortSHA, reference.subject], route: route)
            }
        }
    }

    override func handle(_ key: Key) -> Bool {
        guard isBranches, key == .character("d"), !isEditingText, let branch = table.selectedRow?.cells.first else {
            return super.handle(key)
        }
        confirm(
            "Delete \(branch)?", message: "The branch \(branch) will be deleted if it is merged.", confirm: "Delete"
        ) {
            [unowned self] yes in
            guard yes else { return }
            let git = git
            perform { () async -> String? in
                do { try await git.deleteBranch(branch) } catch { return "\(error)" }
                return nil
            } then: { [unowned self] failure in
                if let failure {
                    showMessage("git: \(failure)", kind: .error)
                } else {
                    showToast("Deleted \(branch)", kind: .success)
                }
                reload()
            }
        }
        return true
    }

    override var bindings: [KeyBinding] {
        super.bindings + (isBranches && !isEditingText ? [KeyBinding(.character("d"), action: "delete")] : [])
    }
}
