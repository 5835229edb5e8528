import RouterCore
import TUIShell

/// Narration as the page's messages: the lines said since the last message, for the page's live
/// region, and the outline of the screen, for its accessibility tree.
///
/// ```json
/// {"type":"narration","lines":["Opened: Goods #2 (pushed)","Terminal mug","Price: ¥59","1 item","Buy, 1 of 1"],
///  "outline":{"title":"Goods #2","tabs":["Home","Orders","Mine","Lab"],"selectedTab":0,
///   "tabsCovered":false,"dialog":null,"focusRow":5,"focus":"Buy, 1 of 1"}}
/// ```
///
/// `dialog`, `focusRow` and `focus` are `null` when there is none. A message leaves only when
/// there are lines or the outline changed since the last one sent, so an idle app sends nothing.
package struct NarrationEncoder {
    private var sentOutline: ScreenOutline?

    package init() {}

    /// The message for `update`, or nil when it has no lines and the page has its outline.
    package mutating func message(for update: NarrationUpdate) -> String? {
        guard !update.lines.isEmpty || update.outline != sentOutline else { return nil }
        sentOutline = update.outline
        return JSONValue.object([
            ("type", .string("narration")), ("lines", .array(update.lines.map { .string($0) })),
            ("outline", Self.json(update.outline)),
        ]).jsonText
    }

    private static func json(_ outline: ScreenOutline) -> JSONValue {
        let dialog = outline.dialog.map { dialog in
            JSONValue.object([("title", .string(dialog.title)), ("isAlert", .bool(dialog.isAlert))])
        }
        return .object([
            ("title", .string(outline.title)), ("tabs", .array(outline.tabs.map { .string($0) })),
            ("selectedTab", .integer(outline.selectedTab)), ("tabsCovered", .bool(outline.tabsCovered)),
            ("dialog", dialog ?? .null), ("focusRow", outline.focusRow.map(JSONValue.integer) ?? .null),
            ("focus", .string(outline.focus)),
        ])
    }
}
