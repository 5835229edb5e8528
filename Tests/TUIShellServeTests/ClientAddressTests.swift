import Testing

@testable import TUIShellServe

/// Who a client is for the limit per address: the peer, unless a trusted proxy names the client
/// in `X-Forwarded-For`; a header from anyone else is the client's own word and is ignored.
@Suite("Client address")
struct ClientAddressTests {
    @Test(arguments: [
        ("127.0.0.1", "127.0.0.1", true),
        ("127.0.0.1", "127.0.0.2", false),
        ("10.0.0.0/8", "10.200.3.4", true),
        ("10.0.0.0/8", "11.0.0.1", false),
        ("192.168.1.0/25", "192.168.1.127", true),
        ("192.168.1.0/25", "192.168.1.128", false),
        ("0.0.0.0/0", "203.0.113.9", true),
        ("::1", "::1", true),
        ("fd00::/8", "fd12:3456::1", true),
        ("fd00::/8", "fe80::1", false),
        ("10.0.0.0/8", "::ffff:10.0.0.1", false),
        ("::/0", "10.0.0.1", false),
    ])
    func aBlockHoldsTheAddressesOfItsPrefix(block: String, address: String, inside: Bool) throws {
        #expect(try #require(AddressBlock(block)).contains(address) == inside)
    }

    @Test(arguments: [
        "", "10.0.0.0/33", "::/129", "10.0.0/8", "example.com", "10.0.0.1/", "10.0.0.1/-1", "1.2.3.4/8/8",
    ])
    func whatIsNoBlockIsRefused(text: String) {
        #expect(AddressBlock(text) == nil)
    }

    @Test(arguments: [
        // No trusted proxy: the header is the client's own word.
        ([String](), "203.0.113.5", ["198.51.100.1"], "203.0.113.5"),
        // From a trusted proxy: the address it appended.
        (["127.0.0.1"], "127.0.0.1", ["198.51.100.1"], "198.51.100.1"),
        // A client that writes its own header cannot choose its address: the proxy appends the peer.
        (["127.0.0.1"], "127.0.0.1", ["1.1.1.1, 198.51.100.1"], "198.51.100.1"),
        // Proxies in a chain, all trusted: the first address none of them is.
        (["10.0.0.0/8"], "10.0.0.2", ["198.51.100.1, 10.0.0.1"], "198.51.100.1"),
        // Headers split over several lines read as one list, in order.
        (["10.0.0.0/8"], "10.0.0.2", ["1.1.1.1", "198.51.100.1,10.0.0.1"], "198.51.100.1"),
        // A header from a peer that is not trusted is ignored.
        (["127.0.0.1"], "203.0.113.5", ["198.51.100.1"], "203.0.113.5"),
        // A trusted proxy without a header is the client.
        (["127.0.0.1"], "127.0.0.1", [], "127.0.0.1"),
        // What is no address ends the walk; each address counts as one spelling.
        (["127.0.0.1"], "127.0.0.1", ["unknown"], "127.0.0.1"),
        (["127.0.0.1"], "127.0.0.1", ["1.2.3.4:5555"], "127.0.0.1"),
        (["127.0.0.1"], "127.0.0.1", ["::ffff:9.9.9.9"], "9.9.9.9"),
        (["127.0.0.1"], "127.0.0.1", ["2001:DB8:0::1"], "2001:db8::1"),
        // Every address trusted: the left-most is as far as the chain goes.
        (["0.0.0.0/0"], "10.0.0.2", ["198.51.100.1, 10.0.0.1"], "198.51.100.1"),
    ])
    func theClientIsTheRightMostAddressNoTrustedProxyWrote(
        trusted: [String], peer: String, forwardedFor: [String], client: String
    ) {
        let resolver = ClientAddress(trustedProxies: trusted.compactMap(AddressBlock.init))
        #expect(resolver.resolve(peer: peer, forwardedFor: forwardedFor) == client)
    }
}
