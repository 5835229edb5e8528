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

    /// Writes `data` to `name` atomically, creating the folder (mode 0700) when needed.
    package func write(_ data: Data, to name: String) throws {
        try FileManager.default.createDirectory(
            atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let target = URL(fileURLWithPath: path).appendingPathComponent(name)
        let temporary = URL(fileURLWithPath: path).appendingPathComponent(
            ".\(name).\(ProcessInfo.processInfo.processIdentifier).tmp")
        try data.write(to: temporary)
        if rename(temporary.path, target.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }

    /// Reads `name` and decodes it; a file that does not decode is renamed `name.corrupt`.
    ///
    /// - Returns: the value (or `nil` when there is no file) and a warning when a file was set aside.
    package func read<Value>(_ name: String, decode: (Data) -> Value?) -> (value: Value?, warning: String?) {
        let file = URL(fileURLWithPath: path).appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: file.path) else {
            // Only a missing file falls back: a corrupt one here is this folder's own to set aside.
            guard let fallback, !FileManager.default.fileExists(atPath: file.path) else { return (nil, nil) }
            return StateDirectory(path: fallback).read(name, decode: decode)
        }
        if let value = decode(data) { return (value, nil) }
        let aside = file.path + ".corrupt"
        try? FileManager.default.removeItem(atPath: aside)
        try? FileManager.default.moveItem(atPath: file.path, toPath: aside)
        return (nil, "warning: \(file.path) was unreadable and has been set aside as \(aside)")
    }
}
