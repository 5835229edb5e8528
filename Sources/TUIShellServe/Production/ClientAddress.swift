#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An address or a block of them (`10.0.0.0/8`, `fd00::/8`, `127.0.0.1`), as `--trusted-proxy`
/// names a proxy.
struct AddressBlock: Sendable, Equatable {
    private let bytes: [UInt8]
    private let prefixLength: Int

    /// The block `text` names, or nil when it is no IPv4 or IPv6 address with an optional
    /// `/prefix` that fits it.
    init?(_ text: String) {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let bytes = Self.bytes(of: String(parts[0])) else { return nil }
        let length = parts.count == 2 ? Int(parts[1]) : bytes.count * 8
        guard let length, (0...bytes.count * 8).contains(length) else { return nil }
        self.bytes = bytes
        self.prefixLength = length
    }

    /// Whether `address` (an IP address as text) is in this block.
    func contains(_ address: String) -> Bool {
        guard let other = Self.bytes(of: address), other.count == bytes.count else { return false }
        for bit in 0..<prefixLength where (bytes[bit / 8] ^ other[bit / 8]) & (0x80 >> UInt8(bit % 8)) != 0 {
            return false
        }
        return true
    }

    /// `address` as one spelling: IPv4 dotted, IPv6 as `inet_ntop` writes it, an IPv4-mapped
    /// IPv6 address (`::ffff:10.0.0.1`) as its IPv4 address; nil when it is no address.
    static func canonical(_ address: String) -> String? {
        guard var bytes = bytes(of: address) else { return nil }
        if bytes.count == 16, bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xff, bytes[11] == 0xff {
            bytes = Array(bytes[12...])
        }
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let family = bytes.count == 4 ? AF_INET : AF_INET6
        guard inet_ntop(family, bytes, &text, socklen_t(text.count)) != nil else { return nil }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The address's bytes: 4 for IPv4, 16 for IPv6.
    private static func bytes(of address: String) -> [UInt8]? {
        var v4 = in_addr()
        if inet_pton(AF_INET, address, &v4) == 1 { return withUnsafeBytes(of: &v4) { Array($0) } }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, address, &v6) == 1 { return withUnsafeBytes(of: &v6) { Array($0) } }
        return nil
    }
}

/// Who a client is, for the limit per address: the TCP peer, unless the peer is a trusted proxy,
/// which names the client in `X-Forwarded-For`.
struct ClientAddress {
    let trustedProxies: [AddressBlock]

    /// The client's address: `peer`, or, when `peer` is a trusted proxy, the right-most address
    /// of `forwardedFor` (the `X-Forwarded-For` headers' values, in order) that is not one. Each
    /// proxy appends the peer it saw; the entries left of the first untrusted one could have been
    /// written by the client itself.
    func resolve(peer: String, forwardedFor: [String]) -> String {
        var address = AddressBlock.canonical(peer) ?? peer
        var chain = forwardedFor.flatMap { $0.split(separator: ",") }.map { String($0.filter { !$0.isWhitespace }) }
        // An entry that is no address (`unknown`, a port, garbage) ends the walk: the client is
        // the last address that could be read.
        while isTrusted(address), let next = chain.popLast().flatMap(AddressBlock.canonical) {
            address = next
        }
        return address
    }

    private func isTrusted(_ address: String) -> Bool {
        trustedProxies.contains { $0.contains(address) }
    }
}
