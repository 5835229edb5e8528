import Foundation
import RouterCore
import TestSupport
import Testing

/// saved navigation survives signals and kills, and the socket keeps other users out.
@Suite(
    "State and socket safety with the real app", .machineSlot, .enabled(if: TmuxSession.isAvailable), .serialized)
struct StateSafetyTests {
    /// The navigation `instance` saved: each instance keeps its own.
    private static func savedNavigation(_ home: IsolatedHome, instance: String) -> JSONValue? {
        FileManager.default.contents(atPath: "\(home.root)/state/tuishell/instances/\(instance)/navigation.json")
            .flatMap { try? JSONParser.parse(Array($0)) }
    }

    private static func homeURLs(_ saved: JSONValue?) -> [String] {
        guard case .array(let tabs)? = saved?["tabs"], let home = tabs.first(where: { $0["name"] == .string("Home") })
        else { return [] }
        return home["urls"]?.stringArray ?? []
    }

    @Test func sigtermDuringABurstOfLinksSavesEveryLinkThatWasAccepted() async throws {
        let app = try await RunningApp(instance: "burst", arguments: "--no-animation")
        defer { app.stop() }
        let (home, session) = (app.home, app.session)

        let accepted = Locked(AcceptedLinks())
        let senders = (0..<4).map { sender in
            Thread {
                for index in 0... {
                    let url = "app://post/\(sender)x\(index)"
                    guard
                        let result = try? CLIRunner.runBlocking(
                            ["openurl", url, "--instance", "burst"], environment: home.environment),
                        result.status == 0
                    else { break }
                    accepted.withLock { _ = $0.urls.insert(url) }
                }
                accepted.withLock { $0.finishedSenders += 1 }
            }
        }
        for sender in senders { sender.start() }
        try? await Task.sleep(for: .seconds(2))
        try session.signalChild(SIGTERM)
        try await session.waitFor("EXIT=143")
        while accepted.value.finishedSenders < 4 { try? await Task.sleep(for: .milliseconds(50)) }

        let saved = Set(Self.homeURLs(Self.savedNavigation(home, instance: "burst")))
        #expect(accepted.value.urls.count > 20, "the burst was too small to mean anything")
        #expect(
            accepted.value.urls.subtracting(saved).isEmpty,
            "accepted but not saved: \(accepted.value.urls.subtracting(saved).sorted().prefix(5))")
    }

    /// Two instances quit one after the other; `--restore` of the first brings its own screens,
    /// not those of the one that quit last (issue 25, defect 3).
    @Test func eachInstanceRestoresItsOwnNavigation() async throws {
        let home = IsolatedHome()
        defer { home.remove() }
        let sessions = [TmuxSession(), TmuxSession()]
        defer { for session in sessions { session.stop() } }
        for (session, (instance, goods)) in zip(sessions, [("first", "1"), ("second", "2")]) {
            try session.start(
                TmuxSession.reportingExit(
                    "\(home.shellPrefix) \(CLIRunner.binary.path) --no-animation --instance \(instance) --open app://goods/\(goods)"
                ))
            // The product's own title bar ("‹"), not Home's list, which names every product.
            try await session.waitFor("‹ Goods #\(goods)")
        }
        for session in sessions {
            try await session.quit()
            try await session.waitFor("EXIT=0")
        }
        let again = TmuxSession()
        defer { again.stop() }
        try again.start(
            TmuxSession.reportingExit(
                "\(home.shellPrefix) \(CLIRunner.binary.path) --no-animation --instance first --restore"))
        // Restoring comes after the first frame, which is Home's list: wait for the restored page.
        let restored = try await again.waitFor("‹ Goods #")
        #expect(restored.contains("Mechanical keyboard") && !restored.contains("Terminal mug"), "\(restored)")
        #expect(Self.homeURLs(Self.savedNavigation(home, instance: "second")).last == "app://goods/2")
    }

    /// A `navigation.json` that is a folder is reported when `--restore` reads it and when the
    /// app saves on the way out: the file's path and the system's reason (issue 36, defect 8).
    @Test func aNavigationFileThatIsAFolderIsReportedAtStartAndAtQuit() async throws {
        let home = IsolatedHome()
        defer { home.remove() }
        let file = "\(home.root)/state/tuishell/instances/folder/navigation.json"
        try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: true)
        let session = TmuxSession()
        defer { session.stop() }
        try session.start(
            TmuxSession.reportingExit(
                "\(home.shellPrefix) \(CLIRunner.binary.path) --no-animation --instance folder --restore"), width: 220)
        try await session.waitFor("warning: could not read the saved navigation from \(file): is a directory")
        try await session.quit()
        let after = try await session.waitFor("EXIT=0")
        #expect(after.contains("warning: could not save the navigation to \(file): is a directory"), "\(after)")
        #expect(!after.contains("CocoaError"))
    }

    @Test func killMinus9DuringASaveNeverLeavesAHalfWrittenFile() async throws {
        let home = IsolatedHome()
        defer { home.remove() }
        let urls = ["app://home"] + (0..<4000).map { "app://post/\($0)" }
        let document = JSONValue.object([
            ("version", .number(1)), ("selectedTab", .string("Home")),
            ("tabs", .array([.object([("name", .string("Home")), ("urls", .array(urls.map(JSONValue.string)))])])),
            ("modals", .array([])),
        ])
        var generator = SystemRandomNumberGenerator()
        for round in 0..<8 {
            let folder = "\(home.root)/state/tuishell/instances/kill\(round)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try document.jsonText.write(toFile: folder + "/navigation.json", atomically: true, encoding: .utf8)
            let session = TmuxSession()
            defer { session.stop() }
            try session.start(
                TmuxSession.reportingExit(
                    "\(home.shellPrefix) \(CLIRunner.binary.path) --no-animation --restore --instance kill\(round)"))
            try await session.waitFor("‹ Post ", seconds: 30)
            _ = try await CLIRunner.run(
                ["openurl", "app://post/extra\(round)", "--instance", "kill\(round)"], environment: home.environment)
            try session.signalChild(SIGTERM)
            try? await Task.sleep(for: .seconds(Double.random(in: 0...0.02, using: &generator)))
            try session.signalChild(SIGKILL)
            try await session.waitFor("EXIT=")

            let saved = Self.homeURLs(Self.savedNavigation(home, instance: "kill\(round)"))
            #expect(
                saved.count >= urls.count && saved.prefix(urls.count).elementsEqual(urls),
                "round \(round): the file is not a whole navigation")
        }
    }

    /// A link sent to a stopped app fails within the wait as unanswered, and the app, once it
    /// resumes, does not apply it (issue 36, defect 2).
    @Test func aLinkSentToAStoppedAppIsNeverAppliedWhenItResumes() async throws {
        let app = try await RunningApp(instance: "stopped", arguments: "--no-animation")
        defer { app.stop() }
        try app.session.signalChild(SIGSTOP)
        let late = try await app.send(["openurl", "app://goods/1", "--timeout", "1"])
        try app.session.signalChild(SIGCONT)
        #expect(late.status == 1)
        #expect(
            late.stderr == "error: noAnswer: the app did not answer in time (1 s); it will not apply the link later\n")
        // Answered only once applied: the late link was taken before it, or answered at quit.
        let next = try await app.send(["openurl", "app://post/2"])
        #expect(next.status == 0, "\(next.stderr)")
        try await app.session.quit()
        let saved = Self.homeURLs(Self.savedNavigation(app.home, instance: "stopped"))
        #expect(saved.last == "app://post/2" && !saved.contains("app://goods/1"), "\(saved)")
    }

    /// An app that froze and had its instance taken over, then quits, leaves the new app's socket:
    /// openurl still reaches the new app (issue 36, defect 1).
    @Test func anAppTakenOverWhileFrozenLeavesTheNewSocketWhenItQuits() async throws {
        let home = IsolatedHome()
        defer { home.remove() }
        let (frozen, taker) = (TmuxSession(), TmuxSession())
        defer {
            frozen.stop()
            taker.stop()
        }
        let socket = home.root + "/run/tuishell/shared.sock"
        let command = TmuxSession.reportingExit(
            "\(home.shellPrefix) \(CLIRunner.binary.path) --no-animation --instance shared")
        try frozen.start(command)
        try await frozen.waitFor("1 Home", seconds: 30)
        let first = await Self.socketFile(socket, other: nil)
        try frozen.signalChild(SIGSTOP)
        try taker.start(command)
        try await taker.waitFor("1 Home", seconds: 30)
        // The new app takes the socket over once the frozen one has not answered its probe.
        _ = await Self.socketFile(socket, other: first)
        try frozen.signalChild(SIGCONT)
        try await frozen.quit()
        let opened = try await CLIRunner.run(
            ["openurl", "app://goods/2", "--instance", "shared"], environment: home.environment)
        #expect(opened.status == 0, "\(opened.stderr)")
        try await taker.waitFor("‹ Goods #2")
    }

    /// The inode of the socket at `path` once there is one other than `other`, within a deadline.
    private static func socketFile(_ path: String, other: ino_t?) async -> ino_t? {
        let deadline = ContinuousClock.now + .seconds(15)
        while ContinuousClock.now < deadline {
            var info = stat()
            if stat(path, &info) == 0, info.st_ino != other { return info.st_ino }
            try? await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("no socket at \(path) other than inode \(other.map(String.init) ?? "none")")
        return nil
    }

    static let intruder = "tuishell-intruder"
    static var canRunAsAnotherUser: Bool {
        getuid() == 0
            && ["/usr/sbin/useradd", "/usr/sbin/runuser", "/usr/bin/python3"].allSatisfy(
                FileManager.default.isExecutableFile(atPath:))
    }

    /// Runs `arguments` as the intruder, a second user made for the test.
    private static func asIntruder(_ arguments: [String]) async throws -> CLIResult {
        _ = system("/usr/sbin/useradd --no-create-home --shell /usr/sbin/nologin \(intruder) >/dev/null 2>&1")
        return try await CLIRunner.run(
            ["/usr/sbin/runuser", "-u", intruder, "--"] + arguments, executable: "/usr/bin/env")
    }

    @Test(.enabled(if: canRunAsAnotherUser))
    func anotherUserCannotReachTheSocket() async throws {
        let app = try await RunningApp(instance: "private", arguments: "--no-animation")
        defer { app.stop() }
        let (home, session) = (app.home, app.session)
        let socket = home.root + "/run/tuishell/private.sock"
        var info = stat()
        #expect(stat(socket, &info) == 0 && info.st_mode & 0o777 == 0o600 && info.st_uid == getuid())
        #expect(stat(home.root + "/run/tuishell", &info) == 0 && info.st_mode & 0o777 == 0o700)

        // A copy the intruder may run: the build folder may sit in a folder only we can enter.
        let binary = NSTemporaryDirectory() + "tuishell-intruder-\(UUID().uuidString.prefix(8))"
        // Copied by a child process: a copy written here would be open for writing while other
        // tests' threads start children, which inherit it, and running it fails "Text file busy".
        let copied = try await CLIRunner.run(["cp", CLIRunner.binary.path, binary], executable: "/usr/bin/env")
        try #require(copied.status == 0, "\(copied.stderr)")
        defer { try? FileManager.default.removeItem(atPath: binary) }
        chmod(binary, 0o755)
        let throughTheCLI = try await Self.asIntruder([
            "env", "XDG_RUNTIME_DIR=\(home.root)/run", binary, "openurl", "app://goods/2", "--instance", "private",
        ])
        #expect(
            throughTheCLI.status == 1 && throughTheCLI.stderr.hasPrefix("error: noInstance: "),
            "\(throughTheCLI.stderr)")
        let direct = try await Self.asIntruder([
            "/usr/bin/python3", "-c",
            "import socket; s = socket.socket(socket.AF_UNIX); s.connect('\(socket)'); s.sendall(b'{\"command\":\"openurl\",\"url\":\"app://goods/2\"}')",
        ])
        #expect(direct.status != 0 && direct.stderr.contains("PermissionError"), "\(direct.stderr)")

        let screen = try session.screen()
        #expect(
            screen.contains("Not logged in") && !screen.contains("‹ Goods #2"),
            "the intruder's link was applied:\n\(screen)")
    }
}

/// Links the app accepted, collected from several sender threads.
struct AcceptedLinks: Sendable {
    var urls: Set<String> = []
    var finishedSenders = 0
}
