import RouterCore

/// `routes export --format android`: one `<intent-filter>` per public route, whose `<data>`
/// claims (as Android crosses schemes, hosts and paths) the links the route reaches — exactly
/// where Android's path language can say it, else the nearest superset with a comment.
package struct AndroidExport {
    let table: RouteTable
    let host: String?

    /// - Parameter host: the host for host-agnostic routes, which are left out without one.
    package init(table: RouteTable, host: String?) {
        self.table = table
        self.host = host?.lowercased()
    }

    /// The fragment, and a warning per route left out.
    package func export() -> ExportOutput {
        var filters: [String] = []
        var warnings: [String] = []
        for shape in table.routesInCandidateOrder.map(LinkShape.init)
        where shape.route.access == .public || shape.route.isExclusion {
            if shape.route.isExclusion {
                warnings.append(
                    "left out the exclusion \(shape.route.name) (\(shape.route.pattern.text)): intent filters cannot keep links out; the filters claim them and the app answers notFound"
                )
                continue
            }
            let hostValue: String?
            switch shape.host {
            case .literal(let literal): hostValue = literal
            case .parameter(let constraint): hostValue = constraint.flatMap(Self.hostWildcard) ?? "*"
            // `tg:///*`: every link of a scheme, which is what a filter without a host says. A web
            // scheme takes --host when given (the whole web is rarely meant), else is said as is.
            case .any
            where Self.everyLinkOfScheme(shape).map { host == nil || !["http", "https"].contains($0) } == true:
                if let scheme = shape.scheme, ["http", "https"].contains(scheme) {
                    warnings.append(
                        "\(shape.route.name) (\(shape.route.pattern.text)) claims every \(scheme) link on every host; give --host to claim one host's"
                    )
                }
                hostValue = nil
            case .any:
                guard let host else {
                    warnings.append(
                        "left out \(shape.route.name) (\(shape.route.pattern.text)): a route for any host needs --host, since Android ignores the path of a filter without one"
                    )
                    continue
                }
                hostValue = host
            }
            filters.append(filter(for: shape, host: hostValue))
        }
        return ExportOutput(text: filters.joined(separator: "\n"), warnings: warnings)
    }

    /// The scheme of a route that takes every link of it (`tg:///*`), if the route is one.
    private static func everyLinkOfScheme(_ shape: LinkShape) -> String? {
        guard shape.path.count == 1, case .rest(nil, nil) = shape.path[0] else { return nil }
        return shape.scheme
    }

    private func filter(for shape: LinkShape, host: String?) -> String {
        let schemes = shape.scheme.map { [$0] } ?? ["http", "https"]
        let rules = Self.pathRules(for: shape, caseInsensitive: table.options.caseInsensitive)
        var lines = ["<!-- \(Self.xmlComment("route \(shape.route.name): \(shape.route.pattern.text)")) -->"]
        var notes = shape.loosenedParts.map { "Android cannot check \($0)" }
        if rules.contains(where: { if case .glob = $0 { true } else { false } }) {
            notes.append("a parameter's .* also matches '/'")
        }
        if table.options.caseInsensitive { notes.append("Android compares paths case-sensitively; the table does not") }
        if !notes.isEmpty {
            lines.append(
                "<!-- \(Self.xmlComment(notes.joined(separator: "; "))): the app answers notFound where the table does not match -->"
            )
        }
        lines.append(schemes.contains("https") ? #"<intent-filter android:autoVerify="true">"# : "<intent-filter>")
        lines += [
            #"    <action android:name="android.intent.action.VIEW" />"#,
            #"    <category android:name="android.intent.category.DEFAULT" />"#,
            #"    <category android:name="android.intent.category.BROWSABLE" />"#,
        ]
        for scheme in schemes {
            let common =
                "android:scheme=\"\(Self.xmlAttribute(scheme))\""
                + (host.map { " android:host=\"\(Self.xmlAttribute($0))\"" } ?? "")
            if rules.isEmpty || host == nil {
                lines.append("    <data \(common) />")
                continue
            }
            for rule in rules { lines.append("    <data \(common) \(Self.attribute(rule)) />") }
        }
        lines.append("</intent-filter>")
        return lines.joined(separator: "\n")
    }

    /// The path rules for a route: an all-literal path as `path`; `*` after literals as the
    /// bare path and a `pathPrefix` ending in `/`; anything else as `pathPattern`s. None: any path.
    static func pathRules(for shape: LinkShape, caseInsensitive: Bool) -> [AndroidPathRule] {
        let (literals, isWhole) = shape.literalPrefix
        let joined = "/" + literals.joined(separator: "/")
        if isWhole {
            // `https://h` has the path "" on Android; `https://h/` has "/".
            return literals.isEmpty ? [.literal(""), .literal("/")] : [.literal(joined)]
        }
        let endsInRest: Bool
        let restMayBeEmpty: Bool
        if case .rest(_, let constraint)? = shape.path.last {
            (endsInRest, restMayBeEmpty) = (true, constraint.map { $0.matches("") } ?? true)
        } else {
            (endsInRest, restMayBeEmpty) = (false, false)
        }
        if endsInRest, literals.count == shape.path.count - 1 {
            if case .rest(_, let constraint?)? = shape.path.last, let glob = RegexGlob(constraint.source) {
                return rules(for: glob, after: literals, restMayBeEmpty: restMayBeEmpty)
            }
            if literals.isEmpty { return restMayBeEmpty ? [] : [.prefix("/")] }
            return (restMayBeEmpty ? [.literal(joined)] : []) + [.prefix(joined + "/")]
        }
        let pieces = shape.path.map { piece -> String in
            switch piece {
            case .literal(let text): "/" + globLiteral(text)
            case .segment, .rest: "/.*"
            }
        }
        let withRest = pieces.joined()
        guard endsInRest, restMayBeEmpty else { return [.glob(withRest)] }
        return [.glob(pieces.dropLast().joined()), .glob(withRest)]
    }

    /// A whole-path constraint's branches (``RegexGlob``) as path rules after the literal
    /// segments: all literal, a `path`; literal then any run, a `pathPrefix`; any run then literal,
    /// a `pathSuffix`; a glob Android matches exactly (its `.*` does not go back, so only at the
    /// end or before the character a `[^c]*` stops at), a `pathPattern`; anything else the
    /// `pathPrefix` of its literal start, the nearest superset Android can say.
    static func rules(for glob: RegexGlob, after literals: [String], restMayBeEmpty: Bool) -> [AndroidPathRule] {
        let start = literals.isEmpty ? "" : "/" + literals.joined(separator: "/")
        var rules: [AndroidPathRule] = []
        for alternative in glob.alternatives {
            let pieces =
                (start.isEmpty ? "/" : start + (alternative.android.isEmpty ? "" : "/")).map(AndroidGlobPiece.character)
                + alternative.android
            let literal = String(
                pieces.compactMap { if case .character(let character) = $0 { character } else { nil } })
            let literalStart = String(
                pieces.prefix { if case .character = $0 { true } else { false } }.map {
                    if case .character(let c) = $0 { c } else { "?" }
                })
            let rule: AndroidPathRule
            if literal.count == pieces.count {
                rule = .literal(literal)
            } else if pieces.last == .anyRun(stop: nil), literalStart.count == pieces.count - 1 {
                rule = .prefix(literalStart)
            } else if pieces.count > 1, pieces[1] == .anyRun(stop: nil), literal.count == pieces.count - 1,
                start.isEmpty
            {
                rule = .suffix(String(literal.dropFirst()))
            } else if glob.androidPiecesAreExact && AndroidGlobPiece.isExact(pieces) {
                rule = .glob(AndroidGlobPiece.pattern(pieces))
            } else {
                rule = .prefix(literalStart)
            }
            if !rules.contains(rule) { rules.append(rule) }
        }
        guard restMayBeEmpty else { return rules }
        // The rest may be empty: the bare prefix too, or for no prefix `https://h`, whose path
        // Android gives as "" (and "/" for `https://h/`); a `/` prefix with it is any path.
        if start.isEmpty {
            return rules.contains(.prefix("/"))
                ? [] : [.literal(""), .literal("/")] + rules.filter { $0 != .literal("/") }
        }
        if !rules.contains(.literal(start)) { rules.insert(.literal(start), at: 0) }
        return rules
    }

    /// A host constraint `.*\.example\.org` (letters maybe as `[Ee]` classes) as Android's
    /// `*.example.org`; nil for any other.
    static func hostWildcard(_ constraint: SegmentConstraint) -> String? {
        guard let glob = RegexGlob(constraint.source), glob.isExact, glob.alternatives.count == 1 else { return nil }
        let text = glob.alternatives[0].glob
        guard text.hasPrefix("*"), !text.dropFirst().contains(where: { $0 == "*" || $0 == "?" }) else { return nil }
        return text.lowercased()
    }

    /// A literal in the glob language: `.`, `*` and `\` escaped.
    private static func globLiteral(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "." || character == "*" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    private static func attribute(_ rule: AndroidPathRule) -> String {
        let name = rule.attributeName(for: "path")
        return "\(name)=\"\(xmlAttribute(resourceEscaped(rule.value)))\""
    }

    /// Doubles backslashes, which Android's resource compiler reads as escapes (`\\.` in the
    /// manifest is the pattern's `\.`), and writes a control character as its `\uXXXX` escape,
    /// which the compiler reads back (XML cannot hold one).
    private static func resourceEscaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            if scalar == "\\" {
                escaped += "\\\\"
            } else if scalar.value < 0x20 || scalar.value == 0x7F {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    static func xmlAttribute(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("\"", with: "&quot;").replacing("<", with: "&lt;").replacing(
            ">", with: "&gt;")
    }

    /// Text safe inside `<!-- -->` (no `--`).
    private static func xmlComment(_ text: String) -> String {
        text.escapingControlCharacters.replacing("--", with: "- -")
    }
}
