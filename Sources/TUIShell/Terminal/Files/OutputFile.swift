#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files the app writes for the user: a screenshot or a recording where a script or an option
/// names it, or a new `./<app>-<YYYYMMDD-HHMMSS>.svg` (local time; `-2`, `-3` … before `.svg`
/// when the name is taken, so one screenshot never overwrites another).
package enum OutputFile {
    /// Writes `text` to `path`, replacing what is there; the reason when it cannot.
    package static func write(_ text: String, to path: String) -> OutputFileError? {
        write(text, to: path, flags: O_CREAT | O_TRUNC)
    }

    /// Writes `text` to a new timestamped file named after `app` in `folder` (the current one by
    /// default); its path (`./<app>-….svg`), or the reason it could not be written.
    package static func writeNew(
        _ text: String, named app: String = "tuishell", in folder: String = ".", at moment: time_t = now()
    ) -> Result<String, OutputFileError> {
        let stamp = timestamp(moment)
        for attempt in 1...100 {
            let name = "\(folder)/\(app)-\(stamp)\(attempt == 1 ? "" : "-\(attempt)").svg"
            guard let failure = write(text, to: name, flags: O_CREAT | O_EXCL) else { return .success(name) }
            if failure.code != EEXIST { return .failure(failure) }
        }
        return .failure(
            OutputFileError(
                code: EEXIST, message: "\(folder)/\(app)-\(stamp)-*.svg: a hundred files of that name exist"))
    }

    private static func write(_ text: String, to path: String, flags: Int32) -> OutputFileError? {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | flags, 0o644)
        guard descriptor >= 0 else {
            return OutputFileError(code: errno, message: "cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        DescriptorWriter.writeAll(Array(text.utf8), to: descriptor)
        return nil
    }

    /// The current time, as the default for ``writeNew(_:named:in:at:)``.
    package static func now() -> time_t { time(nil) }

    /// `YYYYMMDD-HHMMSS` in local time.
    static func timestamp(_ time: time_t) -> String {
        var seconds = time
        var parts = tm()
        localtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return
            "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))-\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))"
    }
}

/// Why a file was not written.
package struct OutputFileError: Error, Sendable {
    /// The `errno` behind it.
    package let code: Int32
    /// What to show.
    package let message: String
}
