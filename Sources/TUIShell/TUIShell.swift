// The terminal UIKit (screens, navigation stacks, modals, tabs, transitions) arrives with issue #3;
// until then this target only fixes its place in the layering: TUIShell → RouterCore, CNcurses.
