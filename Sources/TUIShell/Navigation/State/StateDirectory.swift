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

/// Where an app keeps its files: `$XDG_STATE_HOME/<app>/` (default `~/.local/state/<app>/`;
/// tuishell's own app is `tuishell`), and in it one folder per instance,
/// `instances/<instance>/`, so two instances never read or overwrite each other's files.
///
/// Writes are atomic (a temporary file, then rename), and a file that cannot be read back is set
/// aside as `<name>.corrupt` with a warning instead of stopping the app.
package struct StateDirectory: Sendable {
    /// The folder.
    package let path: String
    /// The folder `read` falls back to for a file this one does not have yet: the app's own
    /// folder, for the `default` instance, whose files lived there before instances had folders.
    package let fallback: String?

    /// The folder of the app named `appName` in `environment`.
    package static func current(
        appName: String = "tuishell", environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> StateDirectory {
        let base =
            environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? "/") + "/.local/state"
        return StateDirectory(path: base + "/" + appName)
    }

    /// Creates a state directory at `path`, reading files it lacks from `fallback` if given.
    package init(path: String, fallback: String? = nil) {
        self.path = path
        self.fallback = fallback
    }

    /// The folder of the instance named `instance` (see ``InstanceAddress``) inside this one.
    package func instance(_ instance: String) -> StateDirectory {
        StateDirectory(path: path + "/instances/" + instance, fallback: instance == "default" ? path : nil)
    }

    /// Writes `data` to `name` atomically (a temporary file, then rename), creating the folder
    /// (mode 0700) when needed; the file is its owner's only (mode 0600).
    ///
    /// - Throws: the file's path and the system's reason when it cannot be written (the folder
    ///   forbidden, `name` a folder, the disk full); the file as it was is left in place.
    package func write(_ data: Data, to name: String) throws(StateFileError) {
        let target = path + "/" + name
        try makeFolder(for: target)
        let temporary = path + "/.\(name).\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw StateFileError(path: target, code: errno) }
        var failure = data.withUnsafeBytes { DescriptorWriter.writeAll($0, to: descriptor) }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, target) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw StateFileError(path: target, code: failure)
        }
    }

    /// Creates this folder and the folders above it that are missing, each mode 0700.
    private func makeFolder(for target: String) throws(StateFileError) {
        var folder = ""
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            folder += "/" + part
            if mkdir(folder, 0o700) != 0, errno != EEXIST { throw StateFileError(path: target, code: errno) }
        }
    }

    /// Reads `name` and decodes it; a file that does not decode is renamed `name.corrupt`.
    ///
    /// - Parameters:
    ///   - name: the file's name in this folder.
    ///   - what: what the file holds, for the warning (`the saved navigation`).
    ///   - decode: the value in the file's bytes, or `nil` when they are not one.
    /// - Returns: the value (or `nil` when there is no file) and a warning when a file could not
    ///   be read (its path and the system's reason) or was set aside.
    package func read<Value>(_ name: String, holding what: String, decode: (Data) -> Value?) -> (
        value: Value?, warning: String?
    ) {
        let file = path + "/" + name
        let bytes: [UInt8]
        do throws(InputFileError) {
            bytes = try InputFile.contents(of: file)
        } catch {
            // Only a missing file falls back: one this folder cannot read is its own to report.
            guard error.code == ENOENT else {
                return (nil, StateFileError(path: file, code: error.code).warning("read \(what) from"))
            }
            return (fallback.map { StateDirectory(path: $0).read(name, holding: what, decode: decode) }) ?? (nil, nil)
        }
        if let value = decode(Data(bytes)) { return (value, nil) }
        // What happened first, so that a narrow footer shows it; the full path after.
        let aside = name + ".corrupt"
        guard rename(file, file + ".corrupt") == 0 else {
            let reason = StateFileError(path: file, code: errno).reason
            return (nil, "warning: \(name) is unreadable and could not be set aside as \(aside): \(reason): \(file)")
        }
        return (nil, "warning: \(name) set aside as \(aside), unreadable: \(file)")
    }
}
