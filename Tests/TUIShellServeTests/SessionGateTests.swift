import Testing

@testable import TUIShellServe

/// Places for sessions: the server's limit, and each address's share of it.
@Suite("Session gate")
struct SessionGateTests {
    @Test func anAddressGetsItsShareAndOthersStillGetIn() {
        let gate = SessionGate(limit: 10, limitPerAddress: 2)
        #expect(gate.enter(from: "198.51.100.1") == nil)
        #expect(gate.enter(from: "198.51.100.1") == nil)
        #expect(gate.enter(from: "198.51.100.1") == .perAddress(limit: 2))
        #expect(gate.enter(from: "198.51.100.2") == nil)
        gate.leave(from: "198.51.100.1")
        #expect(gate.enter(from: "198.51.100.1") == nil)
        #expect(gate.count == 3)
    }

    @Test func aFullServerRefusesEveryAddress() {
        let gate = SessionGate(limit: 2, limitPerAddress: 5)
        #expect(gate.enter(from: "a") == nil)
        #expect(gate.enter(from: "b") == nil)
        #expect(gate.enter(from: "c") == .full(limit: 2))
        #expect(SessionEnd.full(limit: 2).code == 4004)
        #expect(SessionEnd.perAddress(limit: 2).code == 4006)
        #expect(
            SessionEnd.perAddress(limit: 2).reason
                == "too many sessions from your address (2); try again when one has closed")
    }
}
