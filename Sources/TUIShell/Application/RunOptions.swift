import ArgumentParser

/// `--instance NAME`: which running app `run` serves as, and `openurl`/`push` deliver to.
public struct InstanceOption: ParsableArguments, Sendable {
    /// The instance name: letters, digits, `.`, `_` and `-`.
    @Option(name: .customLong("instance"), help: ArgumentHelp("The app instance that openurl and push reach.", valueName: "name"))
    public var name = "default"

    public init() {}

    /// The socket address for the instance.
    public func address() throws(InstanceNameError) -> InstanceAddress {
        try InstanceAddress(instance: name)
    }
}

/// The options every interactive app takes, for any swift-argument-parser command:
///
/// ```swift
/// @main struct HelloShell: AsyncParsableCommand {
///     @OptionGroup var options: RunOptions
///     func run() async throws { … await TUIApplication.run(named: "hello-shell", options: options) { … } }
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

    /// The instance `openurl` and `push` reach.
    @OptionGroup public var instance: InstanceOption

    public init() {}

    /// Whether transitions animate: not with `--no-animation`, nor when `NO_MOTION` or
    /// `REDUCE_MOTION` is set to anything but `0`.
    public func animates(environment: [String: String]) -> Bool {
        !noAnimation && !["NO_MOTION", "REDUCE_MOTION"].contains { environment[$0].map { !$0.isEmpty && $0 != "0" } ?? false }
    }
}
