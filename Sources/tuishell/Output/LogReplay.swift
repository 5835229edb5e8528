import CommandSupport
import DeepLinks
import RouterCore
import TUIShell
import TUIShellCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `resolve --batch FILE --report`: streams the log through a ``LogReport`` and prints it, with a
/// progress line on stderr when it takes more than a second and stderr is a terminal.
struct LogReplay {
    let path: String
    let table: RouteTable

    func run(json: Bool) throws(CommandFailure) {
        var report = LogReport(table: table)
        let clock = ContinuousClock()
        let start = clock.now
        var nextProgress = start + .seconds(1)
        let showsProgress = isatty(STDERR_FILENO) == 1
        var shown = false
        try LineStream(path: path).forEachLine { line in
            report.add(line: line)
            guard showsProgress, report.lines & 0xFFFF == 0, clock.now >= nextProgress else { return }
            DescriptorWriter.writeAll(
                Array("\r\(report.lines) lines, \(report.matched) of \(report.total) requests matched…".utf8),
                to: STDERR_FILENO)
            nextProgress = clock.now + .milliseconds(250)
            shown = true
        }
        // Clears the progress line.
        if shown { DescriptorWriter.writeAll(Array("\r\u{1B}[K".utf8), to: STDERR_FILENO) }
        StandardStreams.writeLine(json ? report.json.jsonText : report.text)
    }
}
