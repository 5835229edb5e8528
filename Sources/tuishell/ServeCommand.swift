import ArgumentParser
import CommandSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tuishell serve`: hands its arguments to `tuishell-serve`, the binary beside this one that
/// carries the HTTP and SSH servers, so the terminal app's binary keeps its size and start-up
/// (linking the servers' Foundation and SwiftNIO made the first frame 15–25 % slower).
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the app to browsers and over SSH: one app per visitor, deep links in the address.",
        discussion: "tuishell serve --help lists its options."
    )

    @Argument(parsing: .captureForPassthrough, help: "Options for tuishell serve.")
    var arguments: [String] = []

    func run() throws {
        let path = Self.executableFolder() + "/tuishell-serve"
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        throw CommandFailure(
            code: "usage", message: "tuishell serve needs \(path) (swift build builds it): \(reason)", exitCode: 2)
    }

    /// The folder this binary is in, as the system resolved it.
    private static func executableFolder() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        #if os(Linux)
            let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            let path = length > 0 ? String(cString: buffer) : CommandLine.arguments[0]
        #else
            let path =
                realpath(CommandLine.arguments[0], &buffer) != nil ? String(cString: buffer) : CommandLine.arguments[0]
        #endif
        return path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    }
}
