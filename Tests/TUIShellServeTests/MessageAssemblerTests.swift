import HummingbirdWebSocket
import Testing

@testable import TUIShellServe

/// Frames joined into messages within the size limit, refused as soon as they pass it.
@Suite("WebSocket messages")
struct MessageAssemblerTests {
    @Test func framesJoinIntoOneMessage() throws {
        var assembler = MessageAssembler(limit: 16)
        #expect(try assembler.add(.text, Array("{\"ty".utf8), final: false) == nil)
        #expect(try assembler.add(.continuation, Array("pe\":1".utf8), final: false) == nil)
        #expect(try assembler.add(.continuation, Array("}".utf8), final: true) == "{\"type\":1}")
        #expect(try assembler.add(.text, Array("next".utf8), final: true) == "next")
    }

    @Test func aMessageOverTheLimitIsRefusedBeforeItEnds() {
        var assembler = MessageAssembler(limit: 8)
        #expect(throws: SessionEnd.tooLarge(limit: 8)) {
            _ = try assembler.add(.text, Array("12345".utf8), final: false)
            _ = try assembler.add(.continuation, Array("6789".utf8), final: false)
        }
    }

    @Test(arguments: [
        ([(WebSocketDataFrame.Opcode.binary, true)], "binary"),
        ([(.continuation, true)], "continuation without"),
        ([(.text, false), (.text, true)], "began inside another"),
    ])
    func brokenSequencesAreRefused(frames: [(WebSocketDataFrame.Opcode, Bool)], reason: String) {
        var assembler = MessageAssembler(limit: 100)
        #expect {
            for (opcode, final) in frames { _ = try assembler.add(opcode, Array("x".utf8), final: final) }
        } throws: { error in
            (error as? SessionEnd)?.reason.contains(reason) == true
        }
    }

    @Test func textThatIsNotUTF8IsRefused() {
        var assembler = MessageAssembler(limit: 100)
        #expect(throws: SessionEnd.badMessage("a message is not UTF-8 text")) {
            _ = try assembler.add(.text, [0x7B, 0xFF, 0x7D], final: true)
        }
    }
}
