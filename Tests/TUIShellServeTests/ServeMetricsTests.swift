import Testing

@testable import TUIShellServe

/// `/metrics` as Prometheus reads it: each family with its help and type, a histogram's buckets
/// cumulative, with `+Inf`, `_sum` and `_count`.
@Suite("Serve metrics")
struct ServeMetricsTests {
    @Test func countsAppearUnderTheirNamesAndLabels() {
        let metrics = ServeMetrics()
        metrics.started(.page)
        metrics.started(.page)
        metrics.started(.ssh)
        metrics.ended(.page, .appQuit)
        metrics.refused(.perAddress)
        metrics.sent(bytes: 120)
        metrics.sent(bytes: 30)
        let lines = Set(metrics.exposition(draining: true, detached: 1).split(separator: "\n").map(String.init))
        for expected in [
            "# TYPE tuishell_sessions_open gauge", #"tuishell_sessions_open{transport="page"} 1"#,
            #"tuishell_sessions_open{transport="ssh"} 1"#, #"tuishell_sessions_started_total{transport="page"} 2"#,
            #"tuishell_sessions_ended_total{reason="app_quit"} 1"#,
            #"tuishell_sessions_refused_total{reason="per_address"} 1"#,
            #"tuishell_sessions_refused_total{reason="draining"} 0"#, "tuishell_frames_sent_total 2",
            "tuishell_bytes_sent_total 150", "tuishell_sessions_detached 1", "tuishell_draining 1",
        ] {
            #expect(lines.contains(expected), "missing \(expected)")
        }
    }

    @Test func theKeyToFrameHistogramIsCumulative() {
        let metrics = ServeMetrics()
        metrics.keyToFrame(.microseconds(700))
        metrics.keyToFrame(.milliseconds(15))
        metrics.keyToFrame(.seconds(3))
        let text = metrics.exposition(draining: false, detached: 0)
        for expected in [
            #"tuishell_key_to_frame_seconds_bucket{le="0.0005"} 0"#,
            #"tuishell_key_to_frame_seconds_bucket{le="0.001"} 1"#,
            #"tuishell_key_to_frame_seconds_bucket{le="0.02"} 2"#, #"tuishell_key_to_frame_seconds_bucket{le="1.0"} 2"#,
            #"tuishell_key_to_frame_seconds_bucket{le="+Inf"} 3"#, "tuishell_key_to_frame_seconds_count 3",
            "tuishell_key_to_frame_seconds_sum 3.0157",
        ] {
            #expect(text.contains(expected + "\n"), "missing \(expected)")
        }
    }

    @Test func everyEndIsListedFromTheStart() {
        let ends: [SessionEnd] = [
            .appQuit, .pageClosed, .expired, .shuttingDown, .badMessage("x"), .tooLarge(limit: 1), .tooFast(limit: 1),
            .idle(.seconds(1)), .inputRate(limit: 1),
        ]
        let text = ServeMetrics().exposition(draining: false, detached: 0)
        for end in ends {
            #expect(SessionEnd.labels.contains(end.label))
            #expect(text.contains("tuishell_sessions_ended_total{reason=\"\(end.label)\"} 0\n"))
        }
    }
}
