/// A list of plain values emptied and refilled line after line of a batch: appending checks only
/// for room and emptying sets a count, where an `Array` checks that it is not shared at every
/// append and empties through a generic replace.
///
/// Copies share memory until their next ``removeAll()``, which gives a copy memory of its own:
/// fill a list only after emptying it.
struct ReusableList<Element: BitwiseCopyable> {
    /// Owns the memory, so that copies share it and the last one frees it.
    private final class Storage {
        let base: UnsafeMutablePointer<Element>

        init(capacity: Int) { base = .allocate(capacity: capacity) }

        deinit { base.deallocate() }
    }

    private var storage: Storage
    /// `storage.base`, kept here: reading it through the reference would retain the storage.
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init() {
        capacity = 8
        storage = Storage(capacity: capacity)
        base = storage.base
    }

    /// The elements, valid until the list is next changed.
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    subscript(index: Int) -> Element {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    /// Empties the list, keeping its memory unless a copy shares it.
    mutating func removeAll() {
        if !isKnownUniquelyReferenced(&storage) { replaceStorage(capacity: capacity) }
        count = 0
    }

    /// Keeps the first `newCount` elements.
    mutating func removeLast(from newCount: Int) { count = min(count, newCount) }

    mutating func append(_ element: Element) {
        if count == capacity { replaceStorage(capacity: 2 * capacity) }
        base[count] = element
        count += 1
    }

    mutating func append(contentsOf other: ReusableList) {
        for element in other.elements { append(element) }
    }

    private mutating func replaceStorage(capacity: Int) {
        let larger = Storage(capacity: capacity)
        larger.base.initialize(from: base, count: count)
        storage = larger
        base = larger.base
        self.capacity = capacity
    }
}
