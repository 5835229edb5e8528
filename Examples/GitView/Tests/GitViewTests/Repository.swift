import Foundation

/// A git repository the tests make in a temporary folder: a few commits, a branch and a tag.
struct Repository {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gitview-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try git("init", "-q", "-b", "main")
        try commit("README.md", "# GitView\n", message: "Start the project")
        try commit("Sources/main.swift", "print(\"hello\")\n\tindented()\n", message: "Add the program")
        try git("tag", "v1.0")
        try git("branch", "feature/search")
        try commit("README.md", "# GitView\nA history browser.\n", message: "Describe the project")
        try git(
            "-c", "user.name=Ada", "-c", "user.email=ada@example.com", "tag", "-a", "v1.1", "-m", "The annotated one")
    }

    /// Writes `contents` to `path` and commits it with `message`.
    func commit(_ path: String, _ contents: String, message: String) throws {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
        try git("add", path)
        try git("-c", "user.name=Ada Lovelace", "-c", "user.email=ada@example.com", "commit", "-q", "-m", message)
    }

    /// The full hash of `revision`.
    func sha(_ revision: String = "HEAD") throws -> String {
        try git("rev-parse", revision).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw GitFailed(arguments: arguments) }
        return String(decoding: data, as: UTF8.self)
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }
}

struct GitFailed: Error {
    let arguments: [String]
}
