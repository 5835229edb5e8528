import TUIShell

extension Pilot {
    /// The lines narration said since the last call, as narrated mode (`--narrate`) prints them
    /// and `tuishell script`'s `narration` command does: the first call starts narration and
    /// returns what it says at the start (the screen shown, its summary and focus); each key,
    /// link or tick after it adds what it changed.
    ///
    /// ```swift
    /// _ = pilot.narration()
    /// await pilot.press(.down)
    /// #expect(pilot.narration() == ["Terminal mug, 2 of 3"])
    /// ```
    public func narration() -> [String] {
        if narrator == nil {
            narrator = Narrator()
            app.narrator = narrator
        }
        listen()
        defer { narrated = [] }
        return narrated
    }

    /// Collects what narration says now, as the run loop does after a turn.
    func listen() {
        guard let narrator else { return }
        narrated += narrator.update(app, frame: app.render()).lines
    }
}
