import ArgumentParser
import CommandSupport
import TUIShellCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tuishell serve`: hands its arguments to `tuishell-serve`, the binary beside this one that
/// carries the HTTP and SSH servers, so the terminal app's binary keeps its size and start-up
/// (linking the servers' Foundation and SwiftNIO made the first frame 15–25 % slower). Under
/// `swift run`, the first `serve` builds that binary.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the app to browsers and over SSH: one app per visitor, deep links in the address.",
        discussion: """
            tuishell serve --help lists its options. The servers are a binary of their own, tuishell-serve, \
            which must sit beside tuishell (swift build builds both). Exit status: 2 for bad usage, an \
            address it cannot listen on, or no tuishell-serve.
            """
    )

    @Argument(parsing: .captureForPassthrough, help: "Options for tuishell serve.")
    var arguments: [String] = []

    func run() throws {
        let folder = Self.executableFolder()
        let path = folder + "/tuishell-serve"
        if access(path, X_OK) != 0 { try Self.buildServer(in: folder) }
        // Without the server (a release binary copied on its own), help still says what serve
        // does, and both help and the error say how to get the server.
        if access(path, X_OK) != 0, arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            StandardStreams.writeLine(TUIShellCommand.helpMessage(for: Self.self) + "\n" + Self.missingServer(path))
            return
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        throw CommandFailure(code: "usage", message: "\(Self.missingServer(path)) (\(reason))", exitCode: 2)
    }

    /// What to do when `tuishell-serve` is not at `path`.
    private static func missingServer(_ path: String) -> String {
        """
        tuishell serve runs tuishell-serve, which is not at \(path): build it in tuishell's source \
        folder with `swift build -c release --product tuishell-serve` and put .build/release/tuishell-serve \
        beside this tuishell
        """
    }

    /// Builds `tuishell-serve` when this binary is a SwiftPM build (`…/.build/<triple>/debug`),
    /// in the same configuration; elsewhere does nothing and the exec explains.
    private static func buildServer(in folder: String) throws {
        let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
        guard let build = parts.lastIndex(of: ".build") else { return }
        let root = parts[..<build].joined(separator: "/")
        let configuration = folder.hasSuffix("/release") ? "release" : "debug"
        StandardStreams.writeErrorLine("tuishell serve: building tuishell-serve (\(configuration)), once…")
        let command = ["swift", "build", "--package-path", root, "-c", configuration, "--product", "tuishell-serve"]
        var process = pid_t()
        let argv = command.map { strdup($0) } + [nil]
        // The build's output goes to stderr: stdout is the server's, where it prints its address.
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, STDERR_FILENO, STDOUT_FILENO)
        guard posix_spawnp(&process, "swift", &actions, nil, argv, environ) == 0 else { return }
        var status: Int32 = 0
        waitpid(process, &status, 0)
    }

    /// The folder this binary is in, as the system resolved it.
    private static func executableFolder() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        #if os(Linux)
            let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        #else
            let length = realpath(CommandLine.arguments[0], &buffer) != nil ? strlen(buffer) : 0
        #endif
        let path =
            length > 0
            ? String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : CommandLine.arguments[0]
        return path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    }
}
