import ArgumentParser

/// `--app-id ID` of `routes import` and `routes diff`: one app of an AASA file rather than all.
struct AppIDOption: ParsableArguments {
    @Option(
        name: .customLong("app-id"),
        help: ArgumentHelp(
            "AASA: read the links this app claims (default: the links any app of the file claims).",
            valueName: "id"))
    var appID: String?
}
