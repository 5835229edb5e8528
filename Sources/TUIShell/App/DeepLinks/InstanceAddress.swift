import RouterCore

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

/// Where the app named by `--instance` listens: `<dir>/<instance>.sock`, the folder being
/// `$XDG_RUNTIME_DIR/tuishell` or, without it, a private `tuishell-<uid>` folder in the temp dir
/// (docs/reference.md §10). The folder is mode `0700` and must belong to the user.
package struct InstanceAddress: Sendable, Equatable {
    /// The instance name (default `default`).
    package let instance: String
    /// The folder holding the sockets.
    package let directory: String

    /// The socket's path.
    package var socketPath: String { directory + "/" + instance + ".sock" }

    /// The address of `instance` in `environment`.
    ///
    /// - Throws: a message for names other than letters, digits, `.`, `_` and `-` (at most 64).
    package init(instance: String = "default", environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(InstanceNameError)
    {
        let allowed = instance.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0))
        }
        guard !instance.isEmpty, instance.count <= 64, allowed, !instance.hasPrefix(".") else {
            throw InstanceNameError(
                message: "an instance name is 1 to 64 letters, digits, '.', '_' or '-', not starting with '.'")
        }
        self.instance = instance
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty {
            directory = runtime + "/tuishell"
        } else {
            let temporary = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
            directory = temporary + "/tuishell-\(getuid())"
        }
    }

    /// Creates the folder (mode `0700`) or checks that the existing one is private and ours.
    func prepareDirectory() throws(ShellError) {
        if mkdir(directory, 0o700) != 0, errno != EEXIST {
            throw ShellError(.noInstance, "cannot create \(directory): \(UnixSocket.lastError)")
        }
        var info = stat()
        guard lstat(directory, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw ShellError(.noInstance, "\(directory) is not a folder")
        }
        guard info.st_uid == getuid(), info.st_mode & 0o077 == 0 else {
            throw ShellError(.noInstance, "\(directory) must belong to you and be private (mode 0700)")
        }
    }
}

/// An `--instance` name that cannot name a socket.
package struct InstanceNameError: Error, Sendable {
    /// Why.
    package let message: String
}
