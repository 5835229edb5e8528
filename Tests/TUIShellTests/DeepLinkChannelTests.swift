import Foundation
import RouterCore
import TestSupport
import Testing

@testable import TUIShell

/// The socket behind `tuishell openurl` / `tuishell push` (docs/reference.md §10).
@Suite("Deep-link channel (Unix socket per instance)")
struct DeepLinkChannelTests {
    private static func temporaryRuntime() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rt-\(UUID().uuidString.prefix(8))")
            .path
        mkdir(path, 0o700)
        return path
    }

    /// A server listening in its own runtime folder; `stop` removes both.
    private struct Listening {
        let runtime = DeepLinkChannelTests.temporaryRuntime()
        let address: InstanceAddress
        let server: DeepLinkServer

        init(_ instance: String) throws {
            address = try InstanceAddress(instance: instance, environment: ["XDG_RUNTIME_DIR": runtime])
            server = try DeepLinkServer.start(at: address)
        }

        func stop() {
            server.stop()
            try? FileManager.default.removeItem(atPath: runtime)
        }
    }

    /// Answers every delivery until `count` arrived, or `seconds` passed; returns the messages
    /// in arrival order. On a thread of its own, as an app's run loop is: the cooperative pool
    /// is shared with every test running beside this one, some of them busy for seconds.
    private static func serve(
        _ server: DeepLinkServer, count: Int, seconds: Int = 60,
        answer: @escaping @Sendable (DeepLinkMessage) -> ShellError? = { _ in nil }
    ) async -> [DeepLinkMessage] {
        await onThread {
            var received: [DeepLinkMessage] = []
            let deadline = ContinuousClock.now + .seconds(seconds)
            while received.count < count, ContinuousClock.now < deadline {
                let deliveries = server.takeDeliveries()
                for delivery in deliveries {
                    received.append(delivery.message)
                    delivery.reply(answer(delivery.message))
                }
                if deliveries.isEmpty { usleep(2000) }
            }
            return received
        }
    }

    @Test func roundTripCarriesTheAppsAnswerBack() async throws {
        let listening = try Listening("round-trip")
        defer { listening.stop() }
        let (address, server) = (listening.address, listening.server)

        async let answer = onThread { DeepLinkClient.send(.openURL("app://goods/1"), to: address) }
        // The app's routing failure travels back with the router's code.
        let notFound = ShellError(RouteError(.notFound, "no route matches"))
        let received = await Self.serve(server, count: 1) { _ in notFound }
        #expect(received == [.openURL("app://goods/1")])
        #expect(await answer == notFound)
        #expect(await answer?.description == "notFound: no route matches")

        async let accepted = onThread { DeepLinkClient.send(.push(#"{"aps":{}}"#), to: address) }
        #expect(await Self.serve(server, count: 1) == [.push(#"{"aps":{}}"#)])
        #expect(await accepted == nil)
    }

    /// A link that arrives rings the app's waker, so a terminal waiting for input stops waiting
    /// and the run loop applies the link at once instead of at its next look.
    @Test func anArrivingLinkWakesTheTerminal() async throws {
        let listening = try Listening("wake")
        defer { listening.stop() }
        let waker = try #require(InputWaker())
        listening.server.onArrival { waker.wake() }
        #expect(!Self.isReadable(waker.descriptor, milliseconds: 0))

        async let answer = onThread { DeepLinkClient.send(.openURL("app://goods/1"), to: listening.address) }
        // The wait a terminal makes on the waker, with a deadline far beyond a busy machine's.
        let rang = await onThread { Self.isReadable(waker.descriptor, milliseconds: 30_000) }
        #expect(rang)
        waker.drain()
        #expect(!Self.isReadable(waker.descriptor, milliseconds: 0))
        #expect(await Self.serve(listening.server, count: 1) == [.openURL("app://goods/1")])
        #expect(await answer == nil)
    }

    private static func isReadable(_ descriptor: Int32, milliseconds: Int32) -> Bool {
        var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&watched, 1, milliseconds) == 1
    }

    /// A child process started while a link is in flight (an app's, or tmux in these very tests)
    /// must not keep a copy of the connection: the sender would get the answer but never the
    /// end of it, and report "the app did not answer" after its timeout.
    @Test func aChildProcessStartedMeanwhileDoesNotHoldTheAnswerBack() async throws {
        let listening = try Listening("child")
        defer { listening.stop() }
        let (address, server) = (listening.address, listening.server)
        // The child outlives the sender's wait: if it held the connection, the sender could only
        // time out. Generous, so a loaded machine is not mistaken for the fault.
        async let answer = onThread {
            DeepLinkClient.send(.openURL("app://goods/1"), to: address, answerTimeout: 60)
        }
        var delivery: DeepLinkServer.Delivery?
        let deadline = ContinuousClock.now + .seconds(60)
        while delivery == nil, ContinuousClock.now < deadline {
            delivery = server.takeDeliveries().first
            if delivery == nil { try? await Task.sleep(for: .milliseconds(2)) }
        }
        // `system` closes nothing: the shell and its background child get every inheritable
        // descriptor, as tmux did in the terminal tests running beside these.
        let pidFile = listening.runtime + "/child.pid"
        #expect(system("sleep 120 </dev/null >/dev/null 2>&1 & echo $! > \(pidFile)") == 0)
        defer {
            if let pid = (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap({
                Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }) {
                kill(pid, SIGKILL)
            }
        }
        try #require(delivery).reply(nil)
        #expect(await answer == nil, "the sender got the whole answer while the child lives")
    }

    @Test(.machineSlot) func aBurstOfAThousandArrivesWholeAndInOrderPerSender() async throws {
        let listening = try Listening("burst")
        defer { listening.stop() }
        let (address, server) = (listening.address, listening.server)

        let senders = (0..<4).map { sender in
            Task {
                await onThread {
                    (0..<250).compactMap { index in
                        DeepLinkClient.send(.openURL("app://post/\(sender)-\(index)"), to: address)
                    }
                }
            }
        }
        let received = await Self.serve(server, count: 1000)
        // Past the deadline, senders must not wait on a server nobody serves: new sends fail
        // at once, and those already in flight get an answer.
        server.stop()
        _ = await Self.serve(server, count: .max, seconds: 3)
        for sender in senders { #expect(await sender.value.isEmpty) }
        #expect(received.count == 1000)
        for sender in 0..<4 {
            let mine = received.compactMap { message -> Int? in
                guard case .openURL(let url) = message, url.hasPrefix("app://post/\(sender)-") else { return nil }
                return Int(url.split(separator: "-").last!)
            }
            #expect(mine == Array(0..<250))
        }
    }

    @Test func socketIsPrivateAndOnePerInstance() throws {
        let runtime = Self.temporaryRuntime()
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let address = try InstanceAddress(instance: "default", environment: ["XDG_RUNTIME_DIR": runtime])
        #expect(address.socketPath == runtime + "/tuishell/default.sock")
        let server = try DeepLinkServer.start(at: address)
        var info = stat()
        #expect(stat(address.socketPath, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(stat(address.directory, &info) == 0 && info.st_mode & 0o777 == 0o700)
        #expect(throws: ShellError.self) { try DeepLinkServer.start(at: address) }
        server.stop()
        #expect(DeepLinkClient.send(.openURL("app://home"), to: address)?.code == .noInstance)
        let other = try InstanceAddress(instance: "other", environment: ["XDG_RUNTIME_DIR": runtime])
        #expect(DeepLinkClient.send(.openURL("app://home"), to: other)?.code == .noInstance)
    }

    /// Restarting at once: the old app's socket still accepts but no longer answers (it is on
    /// its way out); the new app takes it over instead of running without a socket.
    @Test func aSocketThatAcceptsButNeverAnswersIsTakenOver() async throws {
        let runtime = Self.temporaryRuntime()
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let address = try InstanceAddress(instance: "restart", environment: ["XDG_RUNTIME_DIR": runtime])
        try address.prepareDirectory()
        let exiting = try #require(UnixSocket.listen(at: address.socketPath))
        defer { exiting.close() }
        let server = try DeepLinkServer.start(at: address)
        defer { server.stop() }
        async let answer = onThread { DeepLinkClient.send(.openURL("app://home"), to: address) }
        #expect(await Self.serve(server, count: 1) == [.openURL("app://home")])
        #expect(await answer == nil)
    }

    /// A push payload travels as the file's own bytes after a header line, not as JSON text
    /// escaped inside another JSON string.
    @Test func aPushPayloadTravelsAsItsOwnBytes() throws {
        let payload = "{\"aps\":{\"alert\":\"a \\\"quoted\\\" word\"},\n\"url\":\"app://goods/1\"}"
        let bytes = DeepLinkRequest(.push(payload)).bytes
        #expect(String(decoding: bytes, as: UTF8.self) == "{\"command\":\"push\"}\n" + payload)
        #expect(try DeepLinkRequest(bytes: bytes) == DeepLinkRequest(.push(payload)))
        let link = DeepLinkRequest(.openURL("app://post/北京"), deadline: 1_700_000_000_123)
        #expect(try DeepLinkRequest(bytes: link.bytes) == link)
    }

    @Test func unreadableRequestsAreRefusedAndTheServerGoesOn() async throws {
        let listening = try Listening("abuse")
        defer { listening.stop() }
        let (address, server) = (listening.address, listening.server)
        let garbageRequests = [
            "not json", #"{"command":"launch"}"#, #"{"command":"openurl","url":7}"#, "",
            "{\"command\":\"openurl\",\"url\":\"app://home\"}\nmore",
        ]
        for garbage in garbageRequests {
            let connection = try UnixSocket.connect(to: address.socketPath).get()
            connection.writeAll(Array(garbage.utf8))
            connection.finishWriting()
            guard case .complete(let reply) = connection.readAll(limit: 4096, seconds: 5) else {
                Issue.record("no answer to \(garbage)")
                continue
            }
            connection.close()
            #expect(DeepLinkAnswer.error(from: reply)?.code == .invalidPayload, "\(garbage)")
        }
        async let answer = onThread { DeepLinkClient.send(.openURL("app://home"), to: address) }
        #expect(await Self.serve(server, count: 1) == [.openURL("app://home")])
        #expect(await answer == nil)
    }

    /// An app that quits with links still queued tells their senders so at once, instead of
    /// leaving them to wait out their timeout.
    @Test func aLinkNeverTakenIsAnsweredWhenTheAppStops() async throws {
        let listening = try Listening("quitting")
        let (address, server) = (listening.address, listening.server)
        async let answer = onThread { DeepLinkClient.send(.openURL("app://home"), to: address, answerTimeout: 30) }
        // Waits until the request is read and queued, then stops without taking it.
        let deadline = ContinuousClock.now + .seconds(60)
        while server.queuedCount == 0, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(2)) }
        listening.stop()
        let error = await answer
        #expect(error?.code == .noInstance)
        #expect(error?.message == "the app quit before applying the message")
    }

    /// An app that froze and had its instance taken over, then quits, leaves the new app's socket
    /// where it is (issue 36, defect 1).
    @Test func aServerTakenOverLeavesTheNewSocketWhenItStops() async throws {
        let frozen = try Listening("taken-over")
        defer { frozen.stop() }
        let address = frozen.address
        // What a new app does once the frozen one has not answered its probe: a socket of its own
        // at the same path.
        unlink(address.socketPath)
        let newApp = try DeepLinkServer.start(at: address)
        defer { newApp.stop() }
        frozen.server.stop()
        async let answer = onThread { DeepLinkClient.send(.openURL("app://home"), to: address) }
        #expect(await Self.serve(newApp, count: 1) == [.openURL("app://home")])
        #expect(await answer == nil)
    }

    /// A sender whose wait runs out hears `noAnswer`, and the app, taking the link later (it was
    /// stopped), drops it instead of applying it (issue 36, defect 2).
    @Test func aLinkTakenAfterItsSenderStoppedWaitingIsNeverApplied() async throws {
        let listening = try Listening("late")
        defer { listening.stop() }
        let (address, server) = (listening.address, listening.server)
        let error = await onThread { DeepLinkClient.send(.openURL("app://goods/1"), to: address, answerTimeout: 0.3) }
        #expect(error?.code == .noAnswer)
        #expect(error?.message == "the app did not answer in time (0.3 s); it will not apply the link later")
        // The app resumes: the link it finds is past its deadline.
        var late: [DeepLinkServer.Delivery] = []
        let deadline = ContinuousClock.now + .seconds(60)
        while late.isEmpty, ContinuousClock.now < deadline {
            late = server.takeDeliveries()
            if late.isEmpty { try? await Task.sleep(for: .milliseconds(2)) }
        }
        #expect(late.map(\.message) == [.openURL("app://goods/1")])
        #expect(late.allSatisfy { !$0.beginApplying() })
    }

    /// A link the app took before the deadline is waited for past it, so its answer is heard.
    @Test func aLinkTakenInTimeIsWaitedForPastTheDeadline() async throws {
        let listening = try Listening("slow")
        defer { listening.stop() }
        let (address, server) = (listening.address, listening.server)
        async let answer = onThread { DeepLinkClient.send(.openURL("app://goods/1"), to: address, answerTimeout: 30) }
        var delivery: DeepLinkServer.Delivery?
        let deadline = ContinuousClock.now + .seconds(60)
        while delivery == nil, ContinuousClock.now < deadline {
            delivery = server.takeDeliveries().first
            if delivery == nil { try? await Task.sleep(for: .milliseconds(2)) }
        }
        let taken = try #require(delivery)
        #expect(taken.beginApplying())
        taken.reply(ShellError(RouteError(.notFound, "no route matches")))
        #expect(await answer?.description == "notFound: no route matches")
    }

    /// Requests and answers are written with their keys in one order, whatever the process
    /// (issue 36, defect 19).
    @Test func requestsAndAnswersKeepOneKeyOrder() {
        let answer = DeepLinkAnswer.bytes(for: ShellError(RouteError(.notFound, "no route matches")))
        #expect(
            String(decoding: answer, as: UTF8.self)
                == #"{"ok":false,"error":{"code":"notFound","message":"no route matches"}}"# + "\n")
        #expect(String(decoding: DeepLinkAnswer.bytes(for: nil), as: UTF8.self) == #"{"ok":true}"# + "\n")
        let request = DeepLinkRequest(.openURL("app://home"), deadline: 5).bytes
        #expect(
            String(decoding: request, as: UTF8.self) == #"{"command":"openurl","url":"app://home","deadline":5}"# + "\n"
        )
    }

    @Test func instanceNamesCannotEscapeTheFolder() {
        for bad in ["", "../x", "a/b", ".hidden", String(repeating: "a", count: 65), "sp ace"] {
            #expect(throws: InstanceNameError.self) { try InstanceAddress(instance: bad, environment: [:]) }
        }
        let fallback = try? InstanceAddress(instance: "ok_1.2-3", environment: ["TMPDIR": "/tmp"])
        #expect(fallback?.directory == "/tmp/tuishell-\(getuid())")
    }
}
