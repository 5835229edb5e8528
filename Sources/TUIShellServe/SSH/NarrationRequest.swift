import TUIShell

/// Whether an SSH session asked to be narrated — lines of plain text instead of frames — from
/// what its client said before the shell started: the PTY request's `TERM`, and the environment
/// it sent.
///
/// A `dumb` terminal cannot show frames, so it is narrated; so is any session that sent
/// `TUISHELL_NARRATE` with a value other than empty or `0` (OpenSSH: `SetEnv TUISHELL_NARRATE=1`,
/// or `SendEnv` of a variable the user set), which lets a screen reader's user keep their
/// usual `TERM`.
struct NarrationRequest: Equatable, Sendable {
    /// The environment variable that asks for narration.
    static let variable = "TUISHELL_NARRATE"

    private var term: String?
    private var variableValue: String?

    init() {}

    /// The PTY request named `term` as the client's terminal type.
    mutating func terminal(_ term: String) { self.term = term }

    /// The client sent `name=value`; only ``variable`` counts, the last value sent winning.
    mutating func environment(_ name: String, _ value: String) {
        if name == Self.variable { variableValue = value }
    }

    /// Whether the session runs narrated: as a local app asks its environment.
    var isNarrated: Bool {
        var environment: [String: String] = [:]
        environment["TERM"] = term
        environment[Self.variable] = variableValue
        return RunSettings.asksForNarration(environment)
    }
}
