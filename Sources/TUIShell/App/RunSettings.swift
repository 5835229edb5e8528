#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How ``TUIApplication`` runs an app: what the run options on the command line said.
public struct RunSettings: Sendable, Equatable {
    /// Deep links to open at start, as if pasted (origin external).
    public var urls: [String]
    /// Rebuild the navigation saved when the app last quit.
    public var restore: Bool
    /// Whether transitions animate.
    public var animated: Bool
    /// The instance `tuishell openurl` and `push` reach.
    public var instance: String
    /// Whether the terminal reports clicks and the wheel.
    public var mouse: Bool
    /// Where to write the session as a replayable script, if anywhere.
    public var recording: String?

    /// Creates settings; the defaults are a plain start.
    public init(
        urls: [String] = [], restore: Bool = false, animated: Bool = true, instance: String = "default",
        mouse: Bool = true,
        recording: String? = nil
    ) {
        self.urls = urls
        self.restore = restore
        self.animated = animated
        self.instance = instance
        self.mouse = mouse
        self.recording = recording
    }

    /// A plain start as `environment` asks for it: what an app given no arguments runs with.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.init(animated: !Self.reducesMotion(environment))
    }

    /// These settings with still transitions when `environment` asks for them (``reducesMotion(_:)``).
    package func respectingReducedMotion(in environment: [String: String]) -> RunSettings {
        var settings = self
        settings.animated = animated && !Self.reducesMotion(environment)
        return settings
    }

    /// Whether `environment` asks for still transitions: `NO_MOTION` or `REDUCE_MOTION` set to
    /// anything but empty or `0`.
    public static func reducesMotion(_ environment: [String: String]) -> Bool {
        ["NO_MOTION", "REDUCE_MOTION"].contains { environment[$0].map { !$0.isEmpty && $0 != "0" } ?? false }
    }
}
