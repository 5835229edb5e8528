import Foundation
import TestSupport

/// Runs the built `tuishell` binary and captures what a user would see.
struct CLIResult: Sendable {
    let status: Int32
    let stdout: String
    let stderr: String
}

enum CLIRunner {
    static var binary: URL {
        // The test bundle sits in the same build products folder as the executable.
        let products =
            Bundle.main.bundleURL.lastPathComponent.hasSuffix(".xctest")
            ? Bundle.main.bundleURL.deletingLastPathComponent()
            : URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidate = products.appendingPathComponent("tuishell")
        if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/tuishell")
    }

    /// Runs the binary (or `executable`); `environment` entries are added to this process's
    /// environment. The wait for the child is on a thread of its own: blocking a cooperative
    /// thread would starve the tests beside this one whose routes and serving loops need it.
    static func run(
        _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:], executable: String? = nil
    ) async throws -> CLIResult {
        try await onThread {
            try runBlocking(arguments, stdin: stdin, environment: environment, executable: executable)
        }
    }

    /// The same, blocking the calling thread: for tests that run it on threads of their own.
    static func runBlocking(
        _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:], executable: String? = nil
    ) throws -> CLIResult {
        let process = Process()
        process.executableURL = executable.map(URL.init(fileURLWithPath:)) ?? binary
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        let output = Pipe()
        let errors = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // stderr is drained on its own thread: a child that fills one pipe while this side
        // waits on the other would otherwise block both for ever (a build printing warnings).
        let errorData = Locked(Data())
        let drained = DispatchSemaphore(value: 0)
        Thread {
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            errorData.withLock { $0 = data }
            drained.signal()
        }.start()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        let err = errorData.value
        process.waitUntilExit()
        return CLIResult(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }

    static func temporaryFile(_ contents: String) throws -> String {
        let path = NSTemporaryDirectory() + "tuishell-test-\(UUID().uuidString).json"
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
