import Synchronization

/// Looks of an app's own, beyond the theme's roles — a diff's added lines, a priority's colour —
/// named by the app and painted by each theme it offers.
///
/// ```swift
/// static let added = Style.custom("diff.added")
/// app.theme = Theme.dark.painting("diff.added", with: Theme.Paint(foreground: 0x5FD75F, monochrome: .bold))
/// canvas.write("+ var period", row: 3, style: added)
/// ```
///
/// A theme that does not paint a name draws it as plain text; so an app that uses its own looks
/// paints them in every theme it sets (each one set is offered by the palette beside the ones
/// that ship, which do not know the app's names).
extension Style {
    /// The app's own look called `name`, with `attributes` of its own; at most 255 names exist
    /// in a process, and a name past them draws as plain text.
    public static func custom(_ name: String, attributes: TextAttributes = []) -> Style {
        var style = Style(attributes: attributes)
        style.custom = CustomStyleNames.number(for: name)
        return style
    }
}

extension Theme {
    /// This theme, with the app's look `name` painted as `paint`.
    public func painting(_ name: String, with paint: Paint) -> Theme {
        var theme = self
        theme.customPaints[name] = paint
        return theme
    }

    /// How the app's look number `number` is drawn: its paint, or plain text.
    func paint(custom number: UInt8) -> Paint {
        CustomStyleNames.name(for: number).flatMap { customPaints[$0] } ?? Paint()
    }
}

/// The names of the app's own looks, numbered from 1 so a cell keeps a byte, not a string.
enum CustomStyleNames {
    private static let names = Mutex<[String]>([])

    /// The number of `name`, given on first use; 0 once all 255 are taken.
    static func number(for name: String) -> UInt8 {
        names.withLock { names in
            if let index = names.firstIndex(of: name) { return UInt8(index + 1) }
            guard names.count < 255 else { return 0 }
            names.append(name)
            return UInt8(names.count)
        }
    }

    /// The name numbered `number`, if there is one.
    static func name(for number: UInt8) -> String? {
        names.withLock { names in number >= 1 && Int(number) <= names.count ? names[Int(number) - 1] : nil }
    }
}
