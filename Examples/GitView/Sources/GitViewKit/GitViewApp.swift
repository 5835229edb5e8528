import RouterCore
import TUIShell

/// The app: its screens over one repository, and its routes.
public enum GitViewApp {
    /// The screens the routes name, reading the repository in `git`.
    @MainActor public static func screens(git: Git) -> ScreenRegistry {
        let screens = ScreenRegistry()
        screens.register("Log") { request in
            LogScreen(
                git: git,
                revision: GitViewRoute(request).flatMap { if case .branch(let name) = $0 { name } else { nil } })
        }
        screens.register("Branches") { _ in ReferencesScreen(git: git, branches: true) }
        screens.register("Tags") { _ in ReferencesScreen(git: git, branches: false) }
        screens.register("Commit") { request throws(RouteError) in
            guard case .commit(let sha)? = GitViewRoute(request) else { throw RouteError(.notFound, "not a commit") }
            return CommitScreen(git: git, sha: sha)
        }
        screens.register("Diff") { request throws(RouteError) in
            guard case .commitFile(let sha, let path)? = GitViewRoute(request) else {
                throw RouteError(.notFound, "not a file of a commit")
            }
            return DiffScreen(git: git, sha: sha, path: path)
        }
        return screens
    }

    /// The route table (GitViewRoute.routes.json).
    public static func routes() throws -> [Route] { try GitViewRoute.routes() }
}
