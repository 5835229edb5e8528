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
    /// Whether the app is narrated: lines of plain text instead of full-screen frames.
    public var narrated: Bool

    /// Creates settings; the defaults are a plain start.
    public init(
        urls: [String] = [], restore: Bool = false, animated: Bool = true, instance: String = "default",
        mouse: Bool = true,
        recording: String? = nil, narrated: Bool = false
    ) {
        self.urls = urls
        self.restore = restore
        self.animated = animated
        self.instance = instance
        self.mouse = mouse
        self.recording = recording
        self.narrated = narrated
    }

    /// A plain start as `environment` asks for it: what an app given no arguments runs with.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self = RunSettings(urls: []).respecting(environment)
    }

    /// These settings as `environment` adds to them: narrated when it asks for narration
    /// (``asksForNarration(_:)``), still transitions when it asks for those
    /// (``reducesMotion(_:)``) or the app is narrated.
    package func respecting(_ environment: [String: String]) -> RunSettings {
        var settings = self
        settings.narrated = narrated || Self.asksForNarration(environment)
        settings.animated = animated && !settings.narrated && !Self.reducesMotion(environment)
        return settings
    }

    /// Whether `environment` asks for narration: `TERM=dumb` (a terminal that cannot place the
    /// cursor, as screen-reader setups and Emacs' shell use), or `TUISHELL_NARRATE` set to
    /// anything but empty or `0`.
    public static func asksForNarration(_ environment: [String: String]) -> Bool {
        environment["TERM"] == "dumb" || isSet("TUISHELL_NARRATE", in: environment)
    }

    /// Whether `name` is set in `environment` to anything but empty or `0`.
    private static func isSet(_ name: String, in environment: [String: String]) -> Bool {
        environment[name].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// Whether `environment` asks for still transitions: `NO_MOTION` or `REDUCE_MOTION` set to
    /// anything but empty or `0`.
    public static func reducesMotion(_ environment: [String: String]) -> Bool {
        ["NO_MOTION", "REDUCE_MOTION"].contains { isSet($0, in: environment) }
    }
}
