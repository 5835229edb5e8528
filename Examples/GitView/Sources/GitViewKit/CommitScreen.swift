import RouterCore
import TUIShell

/// A commit: its header and message above a table of the files it changed; Enter opens a
/// file's diff.
final class CommitScreen: TableScreen {
    private let git: Git
    private let sha: String

    init(git: Git, sha: String) {
        self.git = git
        self.sha = sha
        super.init(
            name: "Commit", title: "Commit \(sha.prefix(7))", lines: ["Loading…"],
            columns: [
                TableColumn("File", weight: 1), TableColumn("+", alignment: .trailing, weight: 0),
                TableColumn("−", alignment: .trailing, weight: 0),
            ])
    }

    override func viewDidLoad() {
        let (git, sha) = (git, sha)
        perform { () async -> Result<([String], [Git.FileChange]), any Error> in
            do { return .success(try await git.show(sha)) } catch { return .failure(error) }
        } then: { [unowned self] result in
            switch result {
            case .success(let (header, files)):
                lines = header.map {
                    .init(TextLayout.expandingTabs($0), style: $0.hasPrefix("commit ") ? .title : .plain)
                }
                table.rows = files.map {
                    DataTable.Row(
                        [$0.path, $0.added, $0.removed], route: GitViewRoute.commitFile(sha: sha, path: $0.path))
                }
            case .failure(let error):
                lines = [.init("git: \(error)", style: .error)]
            }
        }
    }
}

/// What a commit changed in one file: the unified diff, added lines in the success colour,
/// removed ones in the error colour, hunk headers as links; ↑/↓, PgUp/PgDn and the wheel scroll.
final class DiffScreen: Screen {
    private let git: Git
    private let sha: String
    private let path: String
    private var diff: [ListScreen.Line] = [.init("Loading…", style: .hint)]
    private var scroll = ScrollView()

    init(git: Git, sha: String, path: String) {
        self.git = git
        self.sha = sha
        self.path = path
        super.init(name: "Diff", title: path)
    }

    override func viewDidLoad() {
        let (git, sha, path) = (git, sha, path)
        perform { () async -> [String] in
            (try? await git.diff(sha, path: path)) ?? ["git could not show \(path)"]
        } then: {
            [unowned self] in
            diff = $0.map { .init(TextLayout.expandingTabs($0), style: Self.style(of: $0)) }
        }
    }

    private static func style(of line: String) -> Style {
        if line.hasPrefix("+++") || line.hasPrefix("---") || line.hasPrefix("diff ") { return .title }
        if line.hasPrefix("+") { return .success }
        if line.hasPrefix("-") { return .error }
        return line.hasPrefix("@@") ? .link : .plain
    }

    override func draw(in canvas: inout Canvas) {
        scroll.layout(contentHeight: diff.count, viewportHeight: canvas.height)
        let width = scroll.textWidth(in: canvas.width) - 1
        for row in scroll.visibleRows {
            canvas.write(diff[row].text, column: 1, row: row - scroll.offset, style: diff[row].style, width: width)
        }
        let area = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        canvas.addScrollRegion(area)
        scroll.drawIndicators(in: &canvas, area: area)
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .character("j"): scroll.scroll(by: 1)
        case .character("k"): scroll.scroll(by: -1)
        default: return scroll.handle(key)
        }
        return true
    }

    override func scroll(by rows: Int, area: Int) { scroll.scroll(by: rows) }

    override var bindings: [KeyBinding] {
        [
            KeyBinding(.up, .down, .character("j"), .character("k"), label: "↑/↓", action: "scroll"),
            KeyBinding(.pageUp, .pageDown, label: "PgUp/PgDn", action: "page"),
        ]
    }
}
