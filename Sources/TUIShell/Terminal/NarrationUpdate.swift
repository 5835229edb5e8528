/// What narration says after a turn of the run loop, for a terminal that narrates: the lines
/// announced, and the outline of the screen they describe (for the served page's accessibility
/// tree).
package struct NarrationUpdate: Equatable, Sendable {
    /// The lines announced since the last update, in order; empty when nothing changed.
    package var lines: [String]
    /// The screen as assistive technology sees it now.
    package var outline: ScreenOutline

    package init(lines: [String], outline: ScreenOutline) {
        self.lines = lines
        self.outline = outline
    }
}

/// The structure of a frame beyond its text: the top screen's title, the tabs, the dialog on
/// top, the focused row.
package struct ScreenOutline: Equatable, Sendable {
    /// A dialog on top: a modal screen, an alert, a prompt, the command bar or the palette.
    package struct Dialog: Equatable, Sendable {
        /// Its title.
        package var title: String
        /// Whether it is an alert that waits for a choice (`alertdialog`).
        package var isAlert: Bool

        package init(title: String, isAlert: Bool) {
            self.title = title
            self.isAlert = isAlert
        }
    }

    /// The top screen's title.
    package var title: String
    /// The tabs' names, in tab bar order.
    package var tabs: [String]
    /// The index of the selected tab.
    package var selectedTab: Int
    /// Whether a modal covers the tab bar (the tabs do not work then).
    package var tabsCovered: Bool
    /// The dialog on top, if any.
    package var dialog: Dialog?
    /// The frame row the focus is drawn on, if any.
    package var focusRow: Int?
    /// The focus in words (`Terminal mug, 2 of 3`).
    package var focus: String?

    package init(
        title: String, tabs: [String], selectedTab: Int, tabsCovered: Bool, dialog: Dialog?, focusRow: Int?,
        focus: String?
    ) {
        self.title = title
        self.tabs = tabs
        self.selectedTab = selectedTab
        self.tabsCovered = tabsCovered
        self.dialog = dialog
        self.focusRow = focusRow
        self.focus = focus
    }
}
