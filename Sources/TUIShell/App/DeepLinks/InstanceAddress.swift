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
/// `$XDG_RUNTIME_DIR/<app>` or, without it, a private `<app>-<uid>` folder in the temp dir
/// (docs/reference.md §10), `<app>` being the app's name (`tuishell` for the demo). The folder is
/// mode `0700` and must belong to the user.
package struct InstanceAddress: Sendable, Equatable {
    /// The instance name (default `default`).
    package let instance: String
    /// The app's name, for messages.
    package let appName: String
    /// The folder holding the sockets.
    package let directory: String

    /// The socket's path.
    package var socketPath: String { directory + "/" + instance + ".sock" }

    /// The address of `instance` of the app called `appName` in `environment`; characters of
    /// the app's name that cannot name a folder become `_`.
    ///
    /// - Throws: a message for names other than letters, digits, `.`, `_` and `-` (at most 64).
    package init(
        instance: String = "default", appName: String = "tuishell",
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(InstanceNameError) {
        let allowed = instance.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0))
        }
        guard !instance.isEmpty, instance.count <= 64, allowed, !instance.hasPrefix(".") else {
            throw InstanceNameError(
                message: "an instance name is 1 to 64 letters, digits, '.', '_' or '-', not starting with '.'")
        }
        self.instance = instance
        self.appName = appName
        let folder = Self.folderName(appName)
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty {
            directory = runtime + "/" + folder
        } else {
            let temporary = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
            directory = temporary + "/\(folder)-\(getuid())"
        }
    }

    /// `name` with every character but ASCII letters, digits, `.`, `_` and `-` made `_`, and no
    /// leading `.`: a folder name whatever an app calls itself.
    private static func folderName(_ name: String) -> String {
        let kept = String(
            String.UnicodeScalarView(
                name.unicodeScalars.map {
                    $0.isASCII
                        && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-.".unicodeScalars.contains($0))
                        ? $0 : "_"
                }))
        return kept.isEmpty || kept.hasPrefix(".") ? "_" + kept : kept
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
