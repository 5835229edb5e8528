import Foundation
import RouterCore
import Screens
import TestSupport
import Testing

@testable import TUIShell

/// a flood from four clients is applied whole and in order, and clients that
/// stall, send garbage or send too much are cut off while everyone else is served.
@MainActor
@Suite("Deep links under load and abuse", .machineSlot, .serialized)
struct DeepLinkAbuseTests {
    /// The demo app with a socket in its own runtime folder, served as the terminal run loop does.
    @MainActor
    final class ServedApp {
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("rt-\(UUID().uuidString.prefix(8))")
            .path
        let address: InstanceAddress
        let server: DeepLinkServer
        let app: ShellApp

        init(_ instance: String) throws {
            mkdir(runtime, 0o700)
            address = try InstanceAddress(instance: instance, environment: ["XDG_RUNTIME_DIR": runtime])
            server = try DeepLinkServer.start(at: address)
            app = DemoApp.make(table: DemoRouteTable.builtIn, history: CommandHistory(directory: nil), size: (80, 24))
        }

        /// Applies deliveries until `done` says so.
        func serve(until done: () -> Bool) async {
            while !done() {
                let deliveries = server.takeDeliveries()
                for delivery in deliveries {
                    delivery.reply(await app.receive(delivery.message))
                    // The main actor is shared with the tests running beside this one (a run
                    // loop waiting on its own deep link): a flood must not hold it for minutes.
                    await Task.yield()
                }
                if deliveries.isEmpty { try? await Task.sleep(for: .milliseconds(1)) }
            }
        }

        func stop() {
            server.stop()
            try? FileManager.default.removeItem(atPath: runtime)
        }
    }

    @Test func tenThousandLinksFromFourClientsAreAllAppliedInEachClientsOrder() async throws {
        let served = try ServedApp("flood")
        defer { served.stop() }
        let address = served.address
        let finished = Locked(0)
        let clients = (0..<4).map { client in
            Task.detached {
                await onThread {
                    defer { finished.increment() }
                    return (0..<2500).compactMap { index in
                        DeepLinkClient.send(.openURL("app://post/\(client)x\(index)"), to: address)
                    }
                }
            }
        }
        await served.serve { finished.value == 4 }
        for client in clients { #expect(await client.value.isEmpty) }

        let urls = served.app.window.visibleStack?.screens.compactMap(\.url) ?? []
        #expect(urls.count == 10_001)
        for client in 0..<4 {
            let mine = urls.compactMap { url -> Int? in
                guard url.hasPrefix("app://post/\(client)x") else { return nil }
                return Int(url.dropFirst("app://post/\(client)x".count))
            }
            #expect(mine == Array(0..<2500), "client \(client)")
        }
    }

    @Test func silentGarbageAndHugeClientsAreCutOffWhileOthersAreServed() async throws {
        let served = try ServedApp("abuse")
        defer { served.stop() }
        let address = served.address
        let path = address.socketPath
        let before = served.app.window.snapshot.jsonText

        // Connects and says nothing: holds its connection, not the app.
        let silent = try UnixSocket.connect(to: path).get()
        defer { silent.close() }
        async let garbage = onThread { () -> UnixSocket.ReadOutcome in
            guard case .success(let connection) = UnixSocket.connect(to: path) else { return .failed }
            defer { connection.close() }
            connection.writeAll((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7) })
            connection.finishWriting()
            return connection.readAll(limit: 4096, seconds: 10)
        }
        async let huge = onThread { () -> UnixSocket.ReadOutcome in
            guard case .success(let connection) = UnixSocket.connect(to: path) else { return .failed }
            defer { connection.close() }
            let wroteAll = connection.writeAll([UInt8](repeating: UInt8(ascii: "a"), count: 10 << 20))
            connection.finishWriting()
            return wroteAll ? connection.readAll(limit: 4096, seconds: 10) : .failed
        }
        async let firstAnswer = onThread { DeepLinkClient.send(.openURL("app://post/2"), to: address) }
        let stop = Locked(0)
        let task = Task { @MainActor in
            await served.serve { stop.value > 0 }
        }
        let normal = await firstAnswer
        #expect(normal == nil)
        // The silent client is still connected: the app answered the other one without waiting.
        var probe = [UInt8](repeating: 0, count: 1)
        #expect(recv(silent.descriptor, &probe, 1, Int32(MSG_DONTWAIT)) == -1 && errno == EAGAIN)

        if case .complete(let reply) = await garbage {
            #expect(DeepLinkAnswer.error(from: reply)?.code == .invalidPayload)
        } else {
            Issue.record("the garbage sender got no answer")
        }
        switch await huge {
        case .complete(let reply): #expect(DeepLinkAnswer.error(from: reply)?.code == .payloadTooLarge)
        case .failed: break  // cut off while still writing: the connection was closed on it
        default: Issue.record("the 10 MB sender was neither answered nor cut off")
        }
        let silentOutcome = await onThread { silent.readAll(limit: 4096, seconds: 10) }
        guard case .complete(let reply) = silentOutcome else {
            Issue.record("the silent client was never cut off")
            return
        }
        #expect(DeepLinkAnswer.error(from: reply)?.message == "the request was not complete within 2 s")

        #expect(await onThread { DeepLinkClient.send(.openURL("app://post/3"), to: address) } == nil)
        stop.increment()
        await task.value
        let urls = served.app.window.visibleStack?.screens.compactMap(\.url)
        #expect(urls == ["app://home", "app://post/2", "app://post/3"], "before: \(before)")
    }
}
