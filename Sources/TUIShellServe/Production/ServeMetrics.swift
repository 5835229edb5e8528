import Synchronization

/// What `GET /metrics` reports, in Prometheus' text exposition format: sessions open and how
/// they started and ended, refusals by reason, what was sent, and how long a key took to show.
///
/// Written by hand rather than with swift-metrics and a Prometheus backend: a dozen series whose
/// text is a few lines, against two more packages in every served app.
final class ServeMetrics: Sendable {
    /// Where a session's terminal is.
    enum Transport: String, CaseIterable, Sendable {
        case page, ssh
    }

    /// Why a session was refused before it began.
    enum Refusal: String, CaseIterable, Sendable {
        case full
        case perAddress = "per_address"
        case draining
        case sshUnauthenticated = "ssh_unauthenticated"
        case sshLoginTimeout = "ssh_login_timeout"
    }

    /// The upper bounds of the key → frame histogram's buckets, in seconds.
    static let keyFrameBuckets: [Double] = [0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1]

    private struct State {
        var open: [Transport: Int] = [:]
        var started: [Transport: Int] = [:]
        var reattached = 0
        var refused: [Refusal: Int] = [:]
        var ended: [String: Int] = [:]
        var frames = 0
        var bytes = 0
        var keyFrameCounts = [Int](repeating: 0, count: ServeMetrics.keyFrameBuckets.count)
        var keyFrameCount = 0
        var keyFrameSum = 0.0
    }

    private let state = Mutex(State())

    /// A session began.
    func started(_ transport: Transport) {
        state.withLock {
            $0.open[transport, default: 0] += 1
            $0.started[transport, default: 0] += 1
        }
    }

    /// A session ended, for `end`'s reason.
    func ended(_ transport: Transport, _ end: SessionEnd) {
        state.withLock {
            $0.open[transport, default: 0] -= 1
            $0.ended[end.label, default: 0] += 1
        }
    }

    /// A page came back to its app.
    func reattached() { state.withLock { $0.reattached += 1 } }

    /// A session was refused before it began.
    func refused(_ reason: Refusal) { state.withLock { $0.refused[reason, default: 0] += 1 } }

    /// A frame of `bytes` went to a client.
    func sent(bytes: Int) {
        state.withLock {
            $0.frames += 1
            $0.bytes += bytes
        }
    }

    /// A key's effect was drawn `duration` after the key arrived.
    func keyToFrame(_ duration: Duration) {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        state.withLock { state in
            for (index, bound) in Self.keyFrameBuckets.enumerated() where seconds <= bound {
                state.keyFrameCounts[index] += 1
            }
            state.keyFrameCount += 1
            state.keyFrameSum += seconds
        }
    }

    /// The exposition text, with the server's state: whether it drains, how many pages are away.
    func exposition(draining: Bool, detached: Int) -> String {
        let state = state.withLock { $0 }
        var text = ""
        func family(_ name: String, _ type: String, _ help: String, _ samples: [(String, String)]) {
            text += "# HELP tuishell_\(name) \(help)\n# TYPE tuishell_\(name) \(type)\n"
            for (labels, value) in samples { text += "tuishell_\(name)\(labels) \(value)\n" }
        }
        let transports = Transport.allCases
        family(
            "sessions_open", "gauge", "Sessions with an app, attached or waiting for their page.",
            transports.map { ("{transport=\"\($0.rawValue)\"}", "\(state.open[$0, default: 0])") })
        family(
            "sessions_detached", "gauge", "Page sessions whose socket dropped, waiting to be reattached.",
            [("", "\(detached)")])
        family(
            "sessions_started_total", "counter", "Sessions started.",
            transports.map { ("{transport=\"\($0.rawValue)\"}", "\(state.started[$0, default: 0])") })
        family(
            "sessions_reattached_total", "counter", "Pages that came back to their app after the socket dropped.",
            [("", "\(state.reattached)")])
        family(
            "sessions_refused_total", "counter", "Sessions refused before they began, by reason.",
            Refusal.allCases.map { ("{reason=\"\($0.rawValue)\"}", "\(state.refused[$0, default: 0])") })
        family(
            "sessions_ended_total", "counter", "Sessions ended, by reason.",
            SessionEnd.labels.map { ("{reason=\"\($0)\"}", "\(state.ended[$0, default: 0])") })
        family("frames_sent_total", "counter", "Frames sent to pages and SSH clients.", [("", "\(state.frames)")])
        family("bytes_sent_total", "counter", "Bytes of frames sent.", [("", "\(state.bytes)")])
        let buckets = zip(Self.keyFrameBuckets, state.keyFrameCounts).map { ("_bucket{le=\"\($0)\"}", "\($1)") }
        family(
            "key_to_frame_seconds", "histogram", "From a key's arrival to the frame drawn after it.",
            buckets + [
                ("_bucket{le=\"+Inf\"}", "\(state.keyFrameCount)"), ("_sum", "\(state.keyFrameSum)"),
                ("_count", "\(state.keyFrameCount)"),
            ])
        family("draining", "gauge", "1 while the server drains after SIGTERM.", [("", draining ? "1" : "0")])
        return text
    }
}
