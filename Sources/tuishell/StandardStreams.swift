import Foundation

/// Buffered writes to stdout and one-line errors to stderr.
enum StandardStreams {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func writeLine(_ text: String) { write(text + "\n") }

    static func error(code: String, message: String) {
        writeErrorLine("error: \(code): \(message)".replacingOccurrences(of: "\n", with: " "))
    }

    static func writeErrorLine(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// All of standard input, or of the file at `path`, as bytes.
    static func read(fileOrDash path: String) throws(CommandFailure) -> [UInt8] {
        if path == "-" { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure(code: "invalidArgument", message: "cannot read '\(path)'", exitCode: 2)
        }
        return Array(data)
    }
}
