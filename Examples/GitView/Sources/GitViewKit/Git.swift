import Foundation

/// The repository, read through the `git` command: each call runs off the main actor.
public struct Git: Sendable {
    /// One commit of a log.
    public struct Commit: Sendable, Equatable {
        public let sha, shortSHA, author, date, subject: String
    }

    /// A branch or a tag and the commit it points at.
    public struct Reference: Sendable, Equatable {
        public let name, shortSHA, subject: String
    }

    /// A file a commit changed, with its lines added and removed (`-` for binary files).
    public struct FileChange: Sendable, Equatable {
        public let path, added, removed: String
    }

    /// The repository's folder.
    public let folder: String

    public init(folder: String) { self.folder = folder }

    /// The latest commits of `revision` (default HEAD), those whose message contains `search`.
    @concurrent public func log(_ revision: String? = nil, search: String? = nil) async throws -> [Commit] {
        var arguments = ["log", "--format=%H%x1f%h%x1f%an%x1f%ad%x1f%s", "--date=short", "-n", "500"]
        if let search, !search.isEmpty { arguments += ["--fixed-strings", "--regexp-ignore-case", "--grep=\(search)"] }
        // A revision from a link is never an option, whatever it starts with.
        arguments += ["--end-of-options", revision ?? "HEAD", "--"]
        return fields(try run(arguments), count: 5).map {
            Commit(sha: $0[0], shortSHA: $0[1], author: $0[2], date: $0[3], subject: $0[4])
        }
    }

    /// The branches (`refs/heads`) or the tags (`refs/tags`); an annotated tag by the commit it
    /// points at.
    @concurrent public func references(_ kind: String) async throws -> [Reference] {
        let format = "%(refname:short)%1f%(objectname:short)%1f%(*objectname:short)%1f%(subject)%1f%(*subject)"
        return fields(try run(["for-each-ref", "--format=\(format)", kind]), count: 5).map {
            $0[2].isEmpty
                ? Reference(name: $0[0], shortSHA: $0[1], subject: $0[3])
                : Reference(name: $0[0], shortSHA: $0[2], subject: $0[4])
        }
    }

    /// A commit's header (its full hash, author, date and message) and the files it changed.
    @concurrent public func show(_ sha: String) async throws -> (header: [String], files: [FileChange]) {
        let header = try run(["show", "-s", "--format=commit %H%nAuthor: %an <%ae>%nDate:   %ad%n%n%B", sha, "--"])
        // -z: paths as they are (CJK, tabs), not in git's quoted form; a rename's counts come
        // with an empty path, then the old path and the new one.
        var tokens = try run(["show", "--numstat", "-z", "--format=", sha, "--"]).split(separator: "\0")[...]
        var files: [FileChange] = []
        while let token = tokens.popFirst() {
            let parts = token.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 3 else { continue }
            var path = parts[2]
            if path.isEmpty, tokens.count >= 2 {
                tokens.removeFirst()
                path = String(tokens.removeFirst())
            }
            files.append(FileChange(path: path, added: parts[0], removed: parts[1]))
        }
        var lines = header.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return (lines, files)
    }

    /// What commit `sha` changed in `path`, as a unified diff.
    @concurrent public func diff(_ sha: String, path: String) async throws -> [String] {
        try run(["show", "--format=", sha, "--", path]).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    /// Deletes the branch `name` if it is merged; git refuses one whose commits would be lost.
    @concurrent public func deleteBranch(_ name: String) async throws {
        _ = try run(["branch", "-d", "--end-of-options", name])
    }

    /// Runs git in the folder; its output, or its error with what it said on stderr.
    private func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Paths are taken literally (a `*` in a link names a file, not a pattern) and shown as
        // they are.
        process.arguments = ["git", "--literal-pathspecs", "-C", folder, "-c", "core.quotePath=false"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let said = String(decoding: message, as: UTF8.self).split(separator: "\n").first.map(String.init)
            throw GitError(message: said ?? "git \(arguments.first ?? "") failed")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Lines of `count` fields separated by the unit separator (0x1F).
    private func fields(_ output: String, count: Int) -> [[String]] {
        output.split(separator: "\n").map {
            $0.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
        }
        .filter { $0.count == count }
    }
}

/// What git said when a command failed.
public struct GitError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
