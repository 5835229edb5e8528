/// The version `tuishell --version` and `tuishell serve --version` print: the one place it is
/// written, raised with each release (CHANGELOG.md).
package enum ToolVersion {
    /// The version: no release yet, so the next one in the making.
    package static let current = "0.1.0-dev"
}
