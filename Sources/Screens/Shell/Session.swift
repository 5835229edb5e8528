import TUIShell

/// Who is logged in; every change is broadcast as ``Broadcast/Name/loginChanged``.
@MainActor
final class Session {
    /// The phone number of the logged-in user, or `nil`.
    private(set) var phone: String?
    private let broadcast: Broadcast

    init(broadcast: Broadcast) {
        self.broadcast = broadcast
    }

    var isLoggedIn: Bool { phone != nil }

    /// Logs in with a phone number: digits only, 5 to 15 of them.
    ///
    /// - Returns: why the number was refused, or `nil` when logged in.
    func logIn(phone: String) -> String? {
        guard (5...15).contains(phone.count), phone.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return "Enter a phone number: 5 to 15 digits"
        }
        self.phone = phone
        broadcast.post(.loginChanged)
        return nil
    }

    func logOut() {
        guard phone != nil else { return }
        phone = nil
        broadcast.post(.loginChanged)
    }

    /// "Logged in as …" (a success) or "Not logged in", for screens that show it.
    var summary: ListScreen.Line {
        phone.map { ListScreen.Line("Logged in as \($0)", style: .success) } ?? "Not logged in"
    }
}
