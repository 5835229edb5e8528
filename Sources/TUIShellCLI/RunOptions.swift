import ArgumentParser
import TUIShell

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `--instance NAME`: which running app `run` serves as, and `openurl`/`push` deliver to.
public struct InstanceOption: ParsableArguments, Sendable {
    /// The instance name: letters, digits, `.`, `_` and `-`.
    @Option(
        name: .customLong("instance"),
        help: ArgumentHelp("The app instance that openurl and push reach.", valueName: "name"))
    public var name = "default"

    public init() {}
}

/// The options every interactive app takes, for any swift-argument-parser command:
///
/// ```swift
/// @main struct HelloShell: AsyncParsableCommand {
///     @OptionGroup var options: RunOptions
///     @MainActor func run() async throws {
///         let status = await TUIApplication.run(
///             named: "hello-shell", settings: options.settings(), screens: screens) { routes }
///     }
/// }
/// ```
public struct RunOptions: ParsableArguments, Sendable {
    /// Deep links to open at start, as if pasted (origin external).
    @Option(name: .customLong("open"), help: ArgumentHelp("Open a deep link at start (repeatable).", valueName: "url"))
    public var urls: [String] = []

    /// Rebuild the navigation saved when the app last quit.
    @Flag(help: "Rebuild the navigation saved when the app last quit.")
    public var restore = false

    /// Make every transition instant.
    @Flag(help: "Make every transition instant (also NO_MOTION=1 or REDUCE_MOTION=1).")
    public var noAnimation = false

    /// Leave the mouse to the terminal (text selection) instead of clicks and the wheel.
    @Flag(help: "Do not take clicks and the wheel (the terminal keeps them for selecting text).")
    public var noMouse = false

    /// Say what happens in lines of plain text instead of drawing the screen.
    @Flag(
        help:
            "Narrate: lines of plain text instead of the full screen, for screen readers (also TERM=dumb or TUISHELL_NARRATE=1)."
    )
    public var narrate = false

    /// Where to write the session as a script.
    @Option(
        help: ArgumentHelp(
            "Write the session to FILE as a script that replays it (this command's script FILE).", valueName: "file"))
    public var record: String?

    /// The instance `openurl` and `push` reach.
    @OptionGroup public var instance: InstanceOption

    public init() {}

    /// What the options say: narrated with `--narrate`, `TERM=dumb` or `TUISHELL_NARRATE`;
    /// transitions animate unless `--no-animation`, the app is narrated, or `NO_MOTION` or
    /// `REDUCE_MOTION` is set to anything but `0`.
    public func settings(environment: [String: String] = ProcessInfo.processInfo.environment) -> RunSettings {
        RunSettings(
            urls: urls, restore: restore, animated: !noAnimation, instance: instance.name, mouse: !noMouse,
            recording: record, narrated: narrate
        ).respecting(environment)
    }
}
