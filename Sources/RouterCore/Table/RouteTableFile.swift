/// The JSON route table format (docs/reference.md §6): loading with precise errors, and exporting.
///
/// Loading is all or nothing: any problem is reported with the route's index and name and no
/// table is produced. A ``RouteTableFormat`` adds the keys the layer above needs.
package enum RouteTableFile {
    private static let routeKeys: Set<String> = [
        "name", "pattern", "access", "priority", "middleware", "description", "redirect", "parent", "exclude",
    ]
    private static let tableKeys: Set<String> = ["plusAsSpace", "caseInsensitive", "routes"]

    /// Loads a table from JSON text.
    package static func load(_ text: String, format: RouteTableFormat = RouteTableFormat()) throws(RouteError)
        -> RouteTable
    {
        try load(Array(text.utf8), format: format)
    }

    /// Loads a table from UTF-8 JSON bytes.
    package static func load(_ bytes: [UInt8], format: RouteTableFormat = RouteTableFormat()) throws(RouteError)
        -> RouteTable
    {
        let (options, routes) = try decode(bytes, format: format)
        var builder = RouteTableBuilder(options: options)
        builder.reserveCapacity(routes.count)
        for index in routes.indices {
            do throws(RouteError) {
                try builder.add(routes[index])
            } catch {
                throw RouteError(error.code, "route \(index) (\(routes[index].name)): \(error.message)")
            }
        }
        return builder.build()
    }

    /// Decodes the file into options and routes without checking duplicates (for `routes --check`).
    package static func decode(_ bytes: [UInt8], format: RouteTableFormat = RouteTableFormat()) throws(RouteError) -> (
        RouteTableOptions, [Route]
    ) {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw RouteError(.invalidRouteTable, "the route table is not valid JSON: \(error.message)")
        }
        guard case .object(let members) = document else {
            throw RouteError(.invalidRouteTable, "the route table must be a JSON object, not \(document.typeName)")
        }
        if let unknown = members.first(where: { !tableKeys.contains($0.0) }) {
            throw RouteError(.invalidRouteTable, "unknown key '\(unknown.0)' at the top level")
        }
        try checkKeysAreUnique(members, context: "the top level")
        let options = RouteTableOptions(
            plusAsSpace: try bool(document["plusAsSpace"], key: "plusAsSpace", context: "the table") ?? false,
            caseInsensitive: try bool(document["caseInsensitive"], key: "caseInsensitive", context: "the table")
                ?? false
        )
        guard case .array(let entries)? = document["routes"] else {
            throw RouteError(.invalidRouteTable, "the key 'routes' must be an array of routes")
        }
        var routes: [Route] = []
        var names: Set<String> = []
        routes.reserveCapacity(entries.count)
        names.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            let route = try decodeRoute(entry, index: index, format: format)
            guard names.insert(route.name).inserted else {
                throw RouteError(
                    .invalidRouteTable,
                    "route \(index) (\(route.name)): the name '\(route.name)' is used by an earlier route")
            }
            routes.append(route)
        }
        try ParentChains.check(routes)
        return (options, routes)
    }

    private static func decodeRoute(_ entry: JSONValue, index: Int, format: RouteTableFormat) throws(RouteError)
        -> Route
    {
        guard case .object(let members) = entry else {
            throw RouteError(.invalidRouteTable, "route \(index): must be an object, not \(entry.typeName)")
        }
        let nameValue = entry["name"]
        let label: String =
            if case .string(let name)? = nameValue { "route \(index) (\(name))" } else { "route \(index)" }
        if let unknown = members.first(where: { !routeKeys.contains($0.0) && format.attribute($0.0) == nil }) {
            throw RouteError(.invalidRouteTable, "\(label): unknown key '\(unknown.0)'")
        }
        try checkKeysAreUnique(members, context: label)
        guard let name = try string(nameValue, key: "name", context: label), !name.isEmpty else {
            throw RouteError(.invalidRouteTable, "\(label): 'name' is required")
        }
        guard let patternText = try string(entry["pattern"], key: "pattern", context: label) else {
            throw RouteError(.invalidRouteTable, "\(label): 'pattern' is required")
        }
        let pattern: RoutePattern
        do throws(RouteError) {
            pattern = try RoutePattern(patternText)
        } catch {
            throw RouteError(.invalidPattern, "\(label): \(error.message)")
        }
        let access = try enumValue(entry["access"], key: "access", context: label, as: RouteAccess.self) ?? .internal
        var attributes: [String: String] = [:]
        for attribute in format.attributes {
            guard let value = try string(entry[attribute.key], key: attribute.key, context: label) else { continue }
            guard attribute.accepts(value) else {
                throw RouteError(.invalidRouteTable, "\(label): '\(value)' is not a valid '\(attribute.key)'")
            }
            attributes[attribute.key] = value
        }
        var priority = 0
        if let value = entry["priority"] {
            guard case .number(let number) = value, number.rounded() == number, abs(number) <= 1_000_000 else {
                throw RouteError(.invalidRouteTable, "\(label): 'priority' must be an integer, not \(value.typeName)")
            }
            priority = Int(number)
        }
        var middleware: [String] = []
        if let value = entry["middleware"] {
            guard case .array(let items) = value else {
                throw RouteError(
                    .invalidRouteTable, "\(label): 'middleware' must be an array of names, not \(value.typeName)")
            }
            for item in items {
                guard case .string(let name) = item else {
                    throw RouteError(
                        .invalidRouteTable, "\(label): 'middleware' must hold strings, not \(item.typeName)")
                }
                middleware.append(name)
            }
        }
        let redirect = try string(entry["redirect"], key: "redirect", context: label)
        if let redirect, (try? URLParser().parse(redirect)) == nil {
            throw RouteError(.invalidRouteTable, "\(label): 'redirect' is not a URL: '\(redirect)'")
        }
        let parent = try string(entry["parent"], key: "parent", context: label)
        let isExclusion = try bool(entry["exclude"], key: "exclude", context: label) ?? false
        let route = Route(
            name: name, pattern: pattern, access: access, priority: priority, redirect: redirect,
            middleware: middleware,
            summary: try string(entry["description"], key: "description", context: label), attributes: attributes,
            parent: parent, isExclusion: isExclusion
        )
        if let conflict = route.exclusionConflict {
            throw RouteError(
                .invalidRouteTable,
                "\(label): an exclusion (\"exclude\": true) keeps links out and cannot have '\(conflict)'")
        }
        return route
    }

    /// A key given twice is an error, not "the last one wins": a second `access` could silently
    /// make a route public.
    private static func checkKeysAreUnique(_ members: [(String, JSONValue)], context: String) throws(RouteError) {
        // An object has a handful of keys: comparing each with those before it beats hashing them.
        // Only known keys get here, so a repeat is met within the first few however many there are.
        for index in members.indices where members[..<index].contains(where: { $0.0 == members[index].0 }) {
            throw RouteError(.invalidRouteTable, "\(context): the key '\(members[index].0)' appears twice")
        }
    }

    private static func string(_ value: JSONValue?, key: String, context: String) throws(RouteError) -> String? {
        switch value {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let other?:
            throw RouteError(.invalidRouteTable, "\(context): '\(key)' must be a string, not \(other.typeName)")
        }
    }

    private static func bool(_ value: JSONValue?, key: String, context: String) throws(RouteError) -> Bool? {
        switch value {
        case nil: return nil
        case .bool(let flag)?: return flag
        case let other?:
            throw RouteError(.invalidRouteTable, "\(context): '\(key)' must be true or false, not \(other.typeName)")
        }
    }

    private static func enumValue<Value: RawRepresentable<String>>(
        _ value: JSONValue?, key: String, context: String, as type: Value.Type
    ) throws(RouteError) -> Value? {
        guard let text = try string(value, key: key, context: context) else { return nil }
        guard let parsed = Value(rawValue: text) else {
            throw RouteError(.invalidRouteTable, "\(context): '\(text)' is not a valid '\(key)'")
        }
        return parsed
    }

    /// The table as the text of a route table file, indented, routes in registration order.
    package static func text(of table: RouteTable) -> String { export(table).prettyJSONText }

    /// The table as a JSON document in the file format, routes in registration order.
    package static func export(_ table: RouteTable) -> JSONValue {
        .object([
            ("plusAsSpace", .bool(table.options.plusAsSpace)),
            ("caseInsensitive", .bool(table.options.caseInsensitive)),
            ("routes", .array(table.routes.map(export))),
        ])
    }

    /// One route as a JSON object; absent optional keys are left out, attributes in key order.
    package static func export(_ route: Route) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("name", .string(route.name)), ("pattern", .string(route.pattern.text)),
            ("access", .string(route.access.rawValue)),
        ]
        members += route.attributes.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }
        if let redirect = route.redirect { members.append(("redirect", .string(redirect))) }
        if let parent = route.parent { members.append(("parent", .string(parent))) }
        if route.isExclusion { members.append(("exclude", .bool(true))) }
        members.append(("priority", .number(Double(route.priority))))
        if !route.middleware.isEmpty { members.append(("middleware", .array(route.middleware.map(JSONValue.string)))) }
        if let summary = route.summary { members.append(("description", .string(summary))) }
        return .object(members)
    }
}
