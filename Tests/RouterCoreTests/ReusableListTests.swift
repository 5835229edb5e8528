import Testing

@testable import RouterCore

/// The list a batch line refills a million times: it must keep what was appended past its first
/// room, forget it when emptied, and give a copy memory of its own once the copy is emptied.
@Suite("Reusable list")
struct ReusableListTests {
    @Test func keepsEveryElementPastItsFirstRoom() {
        var list = ReusableList<Int>()
        for value in 0..<100 { list.append(value) }
        #expect(Array(list.elements) == Array(0..<100))
        list.removeAll()
        #expect(list.elements.isEmpty)
        list.append(7)
        #expect(Array(list.elements) == [7])
    }

    @Test func aCopyEmptiedAndRefilledLeavesTheOriginalAlone() {
        var original = ReusableList<Int>()
        for value in 0..<5 { original.append(value) }
        var copy = original
        copy.removeAll()
        for value in 100..<103 { copy.append(value) }
        #expect(Array(original.elements) == Array(0..<5))
        #expect(Array(copy.elements) == [100, 101, 102])
    }

    @Test func keepingTheFirstElementsDropsTheRest() {
        var list = ReusableList<Int>()
        for value in 0..<5 { list.append(value) }
        list.removeLast(from: 2)
        #expect(Array(list.elements) == [0, 1])
    }
}
