/// A sign that work is in flight: a spinner that turns a step each time ``advance()`` is called
/// (from a screen's ``Screen/every(_:_:)``, so it turns on the virtual clock), drawn before a
/// label.
///
/// ```swift
/// override func viewDidLoad() {
///     spinnerTimer = every(.milliseconds(100)) { [unowned self] in spinner.advance() }
/// }
/// override func draw(in canvas: inout Canvas) {
///     if isLoading { spinner.draw(in: &canvas, column: 1, row: 0, label: "Loading commits") }
/// }
/// ```
public struct Spinner: Sendable {
    /// The frames, one a step.
    public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// The step shown.
    public private(set) var step = 0

    /// A spinner at its first step.
    public init() {}

    /// Turns the spinner one step.
    public mutating func advance() { step = (step + 1) % Self.frames.count }

    /// Draws the spinner's frame in the link colour, then `label`.
    public func draw(in canvas: inout Canvas, column: Int, row: Int, label: String = "") {
        let after = canvas.write(String(Self.frames[step]), column: column, row: row, style: .link)
        if !label.isEmpty { canvas.write(" " + label, column: after, row: row, style: .hint) }
    }
}

/// How far work has come: a bar of `width` cells filled to `fraction`, then the percentage.
///
/// ```swift
/// ProgressBar(fraction: 0.4).draw(in: &canvas, column: 1, row: 2, width: 30)   // ████████░░░░  40%
/// ```
public struct ProgressBar: Sendable {
    /// The part done, from 0 to 1; a value outside (or NaN) is drawn clamped.
    public var fraction: Double

    /// A bar at `fraction`.
    public init(fraction: Double) {
        self.fraction = fraction
    }

    /// `fraction` within 0…1.
    private var done: Double { fraction.isNaN ? 0 : min(1, max(0, fraction)) }

    /// Draws the bar and, after it, the percentage; `width` counts both.
    public func draw(in canvas: inout Canvas, column: Int, row: Int, width: Int) {
        let percent = "\(Int((done * 100).rounded(.down)))%"
        let label = String(repeating: " ", count: max(0, 4 - percent.count)) + percent
        let bar = max(0, width - label.count - 1)
        let filled = Int((Double(bar) * done).rounded(.down))
        var after = canvas.write(String(repeating: "█", count: filled), column: column, row: row, style: .success)
        after = canvas.write(String(repeating: "░", count: bar - filled), column: after, row: row, style: .hint)
        canvas.write(" " + label, column: after, row: row)
    }
}
