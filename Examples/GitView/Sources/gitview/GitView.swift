import Foundation
import GitViewKit
import RouterCore
import TUIShell
import TUIShellCLI

/// `gitview` in a git repository (or `GITVIEW_REPO=folder gitview`): its history, branches and
/// tags; `gitview openurl gitview://commit/<sha>` from another terminal.
@main
struct GitView: TUIApp {
    static let name = "gitview"
    static let abstract = "Browse a git repository's history: commits, branches, tags and diffs."

    static func screens() -> ScreenRegistry {
        let environment = ProcessInfo.processInfo.environment
        let folder = environment["GITVIEW_REPO"] ?? FileManager.default.currentDirectoryPath
        return GitViewApp.screens(git: Git(folder: folder))
    }

    static func routes() throws -> [Route] { try GitViewApp.routes() }
}

#if Serve
    import TUIShellServe

    /// Built with `--traits Serve`: `gitview serve` too, every visitor browsing the same repository.
    extension GitView: TUIServedApp {}
#endif
