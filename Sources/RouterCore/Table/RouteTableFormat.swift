/// The keys a route table file may give a route beyond the router's own (`name`, `pattern`,
/// `access`, `priority`, `redirect`, `middleware`, `description`): what the layer above needs,
/// such as a screen shell's `screen`, `presentation` and `transition`. Each key's value is a
/// string, checked when the table loads; any other key is still `invalidRouteTable`.
package struct RouteTableFormat: Sendable {
    /// One extra key and the check its value must pass.
    package struct Attribute: Sendable {
        /// The key in the file.
        package let key: String
        /// Whether a value is acceptable.
        package let accepts: @Sendable (String) -> Bool

        /// Creates a key whose values `accepts` checks (default: any string).
        package init(_ key: String, accepts: @escaping @Sendable (String) -> Bool = { _ in true }) {
            self.key = key
            self.accepts = accepts
        }
    }

    /// The extra keys, in the order an export writes them.
    package let attributes: [Attribute]

    /// A format with `attributes` beside the router's keys (default: none).
    package init(attributes: [Attribute] = []) {
        self.attributes = attributes
    }

    /// The extra key called `key`, if the format has it.
    func attribute(_ key: String) -> Attribute? { attributes.first { $0.key == key } }
}
