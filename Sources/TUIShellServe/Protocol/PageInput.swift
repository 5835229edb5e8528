import RouterCore
import TUIShell

/// A message from the page, read into what the run loop takes. The page sends JSON objects:
///
/// ```json
/// {"type":"key","key":"enter"}            key names as scripts write them: q, ctrl+l, f12, shift+tab
/// {"type":"paste","text":"app://goods/2"}
/// {"type":"click","column":12,"row":5}
/// {"type":"wheel","column":12,"row":5,"direction":"down"}
/// {"type":"resize","width":100,"height":30}
/// ```
///
/// Anything else is a ``PageInput/Failure``, which ends that session with its message.
package enum PageInput {
    /// Why a message from the page was refused.
    package struct Failure: Error, Equatable {
        /// What was wrong, for the page to show.
        package let message: String
    }

    /// The sizes a remote terminal may have, in cells.
    package static let widths = 20...500
    package static let heights = 6...200

    /// `width` × `height` brought within ``widths`` × ``heights`` (an SSH client's window, a
    /// page's first size), where a resize message outside them is refused instead.
    package static func clampedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        (
            min(max(width, widths.lowerBound), widths.upperBound),
            min(max(height, heights.lowerBound), heights.upperBound)
        )
    }

    /// The input `text` stands for.
    package static func read(_ text: String) throws(Failure) -> TerminalInput {
        let message: JSONValue
        do {
            message = try JSONParser.parse(text)
        } catch {
            throw Failure(message: "a message is not JSON (\(error.message))")
        }
        guard case .string(let type)? = message["type"] else {
            throw Failure(message: "a message has no \"type\"")
        }
        switch type {
        case "key":
            let name = try string("key", in: message)
            guard let key = Key(name: name) else { throw Failure(message: "no key is named '\(name)'") }
            return .key(key)
        case "paste":
            return .paste(try string("text", in: message))
        case "click":
            return .mouse(
                MouseEvent(.click, column: try number("column", in: message), row: try number("row", in: message)))
        case "wheel":
            let direction = try string("direction", in: message)
            guard direction == "up" || direction == "down" else {
                throw Failure(message: "a wheel turns up or down, not '\(direction)'")
            }
            return .mouse(
                MouseEvent(
                    direction == "up" ? .wheelUp : .wheelDown, column: try number("column", in: message),
                    row: try number("row", in: message)))
        case "resize":
            let width = try number("width", in: message)
            let height = try number("height", in: message)
            guard widths.contains(width), heights.contains(height) else {
                throw Failure(message: "a page of \(width)×\(height) cells is outside \(widths) × \(heights)")
            }
            return .resize(width: width, height: height)
        default:
            throw Failure(message: "no message has type '\(type)'")
        }
    }

    private static func string(_ field: String, in message: JSONValue) throws(Failure) -> String {
        guard case .string(let value)? = message[field] else {
            throw Failure(message: "a message lacks the text \"\(field)\"")
        }
        return value
    }

    private static func number(_ field: String, in message: JSONValue) throws(Failure) -> Int {
        switch message[field] {
        case .integer(let value)? where value >= 0 && value < 100_000: return value
        case .number(let value)? where value >= 0 && value < 100_000 && value.rounded() == value: return Int(value)
        default: throw Failure(message: "\"\(field)\" must be a whole number from 0 to 99999")
        }
    }
}
