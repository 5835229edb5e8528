import TUIShell

/// What a command reads: a file or standard input, for every command of tuishell and of apps.
package enum CommandInput {
    /// Standard input (`-`) or the file at `path`, as bytes: all of it, or at most `limit`
    /// bytes (``InputFile/contents(of:limit:)``); a file that cannot be read ends the command
    /// with `error: <code>: cannot read …` and exit status 2.
    package static func read(fileOrDash path: String, limit: Int? = nil, code: String = "usage") throws(CommandFailure)
        -> [UInt8]
    {
        do throws(InputFileError) {
            return try InputFile.contents(of: path, limit: limit)
        } catch {
            throw CommandFailure(code: code, message: error.message, exitCode: 2)
        }
    }
}
