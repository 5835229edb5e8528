#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ScriptRunner {
    /// Runs `script` against `app` as a `script` command does: animations on virtual time, the
    /// environment's theme, the screen and `stack` lines on stdout, errors on stderr; a `push`
    /// line takes JSON or a file's path. Returns the exit status.
    package static func runHeadless(
        _ script: String, on app: ShellApp, environment: [String: String] = ProcessInfo.processInfo.environment
    ) async -> Int32 {
        app.window.animator.isEnabled = true
        let writeError = { (line: String) in DescriptorWriter.writeError(line.escapingControlCharacters) }
        if let warning = app.adoptAppearance(from: environment) { writeError(warning) }
        let runner = ScriptRunner(
            app: app,
            write: { DescriptorWriter.writeAll(Array(($0 + "\n").utf8), to: STDOUT_FILENO) },
            writeError: writeError,
            deliverPush: { source in await app.receivePush(from: source) })
        return await runner.run(script)
    }
}
