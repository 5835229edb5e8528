import RouterCore

/// One line of a `tuishell script` (docs/reference.md §9).
enum ScriptLine: Equatable {
    case open(String, RouteOrigin)
    case push(String)
    case keys([Key])
    case type(String)
    case wait(milliseconds: Int)
    case resize(width: Int, height: Int)
    case expect(String, present: Bool)
    case screen
    case stack
    case lifecycle(Bool)
    case narration
    case screenshot(path: String)
    case mouse(MouseEvent)

    /// Parses a line; `nil` for blank lines and comments. Throws a message for a malformed line.
    static func parse(_ line: String) throws(ScriptError) -> ScriptLine? {
        let trimmed = line.trimmingSpaces
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
        let word = trimmed.prefix { $0 != " " && $0 != "\t" }
        let argument = trimmed.dropFirst(word.count).trimmingSpaces
        func requireArgument() throws(ScriptError) -> String {
            guard !argument.isEmpty else { throw ScriptError("'\(word)' needs an argument") }
            return argument
        }
        switch word {
        case "open": return .open(try requireArgument(), .external)
        case "open-internal": return .open(try requireArgument(), .internal)
        case "push": return .push(try requireArgument())
        case "key":
            let names = try requireArgument().split(separator: " ").map(String.init)
            var keys: [Key] = []
            for name in names {
                guard let key = Key(name: name) else { throw ScriptError("unknown key '\(name)'") }
                keys.append(key)
            }
            return .keys(keys)
        case "type":
            // The text as written after the one space that ends the word: spaces typed at either
            // end are characters to type, not layout.
            let written = line.drop { $0.isWhitespace && !$0.isNewline }.dropFirst(word.count + 1)
            guard !written.isEmpty else { throw ScriptError("'type' needs an argument") }
            return .type(String(written))
        case "wait": return .wait(milliseconds: try duration(try requireArgument()))
        case "resize":
            guard let size = TerminalSize(try requireArgument()) else {
                throw ScriptError("resize takes COLSxROWS, each 1–1000, e.g. 100x30")
            }
            return .resize(width: size.width, height: size.height)
        case "expect": return .expect(try requireArgument(), present: true)
        case "expect-not": return .expect(try requireArgument(), present: false)
        case "screen" where argument.isEmpty: return .screen
        case "stack" where argument.isEmpty: return .stack
        case "narration" where argument.isEmpty: return .narration
        case "screenshot": return .screenshot(path: try requireArgument())
        case "click":
            guard let (column, row) = cell(try requireArgument()) else {
                throw ScriptError("click takes COL ROW, e.g. click 3 7")
            }
            return .mouse(MouseEvent(.click, column: column, row: row))
        case "scroll":
            let parts = try requireArgument().split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[0] == "up" || parts[0] == "down", let (column, row) = cell(String(parts[1]))
            else {
                throw ScriptError("scroll takes up|down COL ROW, e.g. scroll down 10 5")
            }
            return .mouse(MouseEvent(parts[0] == "up" ? .wheelUp : .wheelDown, column: column, row: row))
        case "lifecycle":
            switch argument {
            case "on": return .lifecycle(true)
            case "off": return .lifecycle(false)
            default: throw ScriptError("lifecycle takes on or off")
            }
        default:
            throw ScriptError("unknown command '\(word)'")
        }
    }

    /// `COL ROW`, two cell numbers from 0.
    private static func cell(_ text: String) -> (Int, Int)? {
        let numbers = text.split(separator: " ").compactMap { Int($0) }
        guard numbers.count == 2, text.split(separator: " ").count == 2, numbers.allSatisfy({ (0...9999).contains($0) })
        else { return nil }
        return (numbers[0], numbers[1])
    }

    /// The longest `wait`, in milliseconds: an hour.
    private static let longestWait = 3_600_000

    /// `300ms`, `2s` or a bare number of milliseconds.
    private static func duration(_ text: String) throws(ScriptError) -> Int {
        let value: Int?
        if text.hasSuffix("ms") {
            value = Int(text.dropLast(2))
        } else if text.hasSuffix("s") {
            // Clamped first, so no count of seconds overflows as milliseconds.
            value = Int(text.dropLast()).map { max(-1, min($0, Int.max / 1000)) * 1000 }
        } else {
            value = Int(text)
        }
        guard let value, value >= 0 else {
            throw ScriptError("wait takes a duration such as 300ms or 2s (at most an hour)")
        }
        guard value <= longestWait else { throw ScriptError("wait is at most an hour (3600s), not \(text)") }
        return value
    }
}

/// A malformed script line.
struct ScriptError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
