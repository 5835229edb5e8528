/// A terminal in memory: it hands out queued input and keeps every frame drawn, so the run loop
/// can be tested in-process.
@MainActor
package final class MemoryTerminal: Terminal {
    /// The frames drawn, oldest first.
    package private(set) var frames: [CellGrid] = []
    /// The appearance of each frame: with it, a test sees the colours a cell was drawn in.
    package private(set) var appearances: [Appearance] = []
    /// The size in cells.
    package private(set) var size: (width: Int, height: Int)
    private var inputs: [TerminalInput]
    /// Whether the terminal is taken over (between `start` and `stop`).
    package private(set) var isStarted = false

    /// Creates a terminal of `size` that will produce `inputs`, in order, one per read.
    package init(size: (width: Int, height: Int) = (80, 24), inputs: [TerminalInput] = []) {
        self.size = size
        self.inputs = inputs
    }

    /// Queues more input.
    package func enqueue(_ input: TerminalInput) { inputs.append(input) }

    package func start() throws(TerminalError) { isStarted = true }

    package func stop() { isStarted = false }

    package func draw(_ grid: CellGrid, appearance: Appearance) {
        frames.append(grid)
        appearances.append(appearance)
    }

    /// The next queued input; none for a read that does not wait (`timeout` 0), as each queued
    /// input stands for one that arrives after the frame before it is drawn. With nothing queued
    /// it waits out `timeout` as a real terminal does, so a run loop waiting for a deep link
    /// does not spin, drawing a frame per turn of the main actor it shares with everything else.
    package func read(timeout: Int) async -> TerminalInput? {
        guard timeout > 0 else { return nil }
        if inputs.isEmpty { try? await Task.sleep(for: .milliseconds(timeout)) }
        guard !inputs.isEmpty else { return nil }
        let input = inputs.removeFirst()
        if case .resize(let width, let height) = input { size = (width, height) }
        return input
    }
}
