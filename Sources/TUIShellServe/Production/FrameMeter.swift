/// A terminal's share of `/metrics`: each frame it sends, and the time from a key's arrival to
/// the frame drawn after it (keys that arrive before that frame are timed from the first).
struct FrameMeter {
    private let metrics: ServeMetrics?
    private var keySince: ContinuousClock.Instant?

    /// A meter reporting to `metrics`; without, it measures nothing.
    init(metrics: ServeMetrics? = nil) { self.metrics = metrics }

    /// A key arrived.
    mutating func key() {
        if keySince == nil { keySince = .now }
    }

    /// A frame was drawn, and sent as `bytes` when anything changed.
    mutating func drew(bytes: Int?) {
        guard let metrics else { return }
        if let bytes { metrics.sent(bytes: bytes) }
        if let since = keySince {
            metrics.keyToFrame(since.duration(to: .now))
            keySince = nil
        }
    }
}
