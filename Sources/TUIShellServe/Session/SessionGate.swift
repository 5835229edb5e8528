import Synchronization

/// The sessions running, pages and SSH together, within the server's limit and the limit per
/// client address.
final class SessionGate: Sendable {
    let limit: Int
    let limitPerAddress: Int
    private let state = Mutex<(total: Int, byAddress: [String: Int])>((0, [:]))

    init(limit: Int, limitPerAddress: Int) {
        self.limit = limit
        self.limitPerAddress = limitPerAddress
    }

    /// Takes a place for a client at `address`; the reason it is refused when all are taken or
    /// that address has its share.
    func enter(from address: String) -> SessionEnd? {
        state.withLock { state in
            guard state.total < limit else { return .full(limit: limit) }
            let held = state.byAddress[address, default: 0]
            guard held < limitPerAddress else { return .perAddress(limit: limitPerAddress) }
            state.total += 1
            state.byAddress[address] = held + 1
            return nil
        }
    }

    /// Gives back the place a client at `address` took.
    func leave(from address: String) {
        state.withLock { state in
            state.total -= 1
            let held = state.byAddress[address, default: 1] - 1
            state.byAddress[address] = held > 0 ? held : nil
        }
    }

    /// How many sessions are running.
    var count: Int { state.withLock { $0.total } }
}
