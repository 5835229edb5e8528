/// What a batch JSON line needs of each route, worked out once per table: its name and pattern
/// as finished JSON strings (quotes and escapes included) and its captures with their names as
/// bytes. A million lines copy these bytes instead of escaping the same names over and over or
/// reading a ``RoutePattern``, whose `String`s are reference counted at every touch.
///
/// Each route's part is one record, its pieces side by side: a line reads one place in memory
/// per route instead of one per list (each a cache miss, in a table of thousands of routes).
/// A value of pointers, copied and read without reference counting, into memory the maker owns
/// (the ``RouteTable`` keeps the ``OwnedMemory`` beside it).
struct RouteLineTemplates: @unchecked Sendable {
    // @unchecked: the memory is written once, in `init`, and only read after.
    /// A route's capture (``RoutePattern/Capture``).
    struct Capture {
        enum Kind: UInt8 {
            case segment, rest, wildcard
        }

        let kind: Kind
        /// The segment it captures, counted from the pattern's first.
        let position: Int
    }

    /// How a record starts; then come the name, the pattern and each capture (a
    /// ``CaptureHeader`` and its name).
    private struct Header {
        let nameCount: Int
        let patternCount: Int
        let captureCount: Int
        let isHostBound: Bool
    }

    private struct CaptureHeader {
        let capture: Capture
        let nameCount: Int
    }

    /// The records, route after route.
    private let records: UnsafeBufferPointer<UInt8>
    /// Where route `i`'s record starts in ``records``.
    private let offsets: UnsafeBufferPointer<Int>

    /// Templates not made yet: no memory, no routes.
    init() {
        records = UnsafeBufferPointer(start: nil, count: 0)
        offsets = UnsafeBufferPointer(start: nil, count: 0)
    }

    /// Whether these are made (by ``init(routes:in:)``), not the empty ``init()``.
    var isMade: Bool { offsets.baseAddress != nil }

    /// The templates of `routes`, in `memory`: usable while it lives.
    init(routes: [Route], in memory: OwnedMemory) {
        var records = JSONOutput(capacity: routes.count * 128)
        var name = JSONOutput()
        var pattern = JSONOutput()
        var offsets: [Int] = []
        offsets.reserveCapacity(routes.count)
        for route in routes {
            offsets.append(records.count)
            name.removeAll()
            name.string(route.name)
            pattern.removeAll()
            pattern.string(route.pattern.text)
            var captures: [(capture: Capture, name: String)] = []
            route.pattern.forEachCapture { capture in
                switch capture {
                case .segment(let name, let position):
                    captures.append((Capture(kind: .segment, position: position), name))
                case .rest(let name, let position): captures.append((Capture(kind: .rest, position: position), name))
                case .wildcard(let position): captures.append((Capture(kind: .wildcard, position: position), ""))
                }
            }
            // By name, as a line lists them (names in a pattern are distinct).
            captures.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
            let header = Header(
                nameCount: name.count, patternCount: pattern.count, captureCount: captures.count,
                isHostBound: route.pattern.isHostBound)
            Self.append(header, to: &records)
            name.withUnsafeBytes { records.append($0.assumingMemoryBound(to: UInt8.self)) }
            pattern.withUnsafeBytes { records.append($0.assumingMemoryBound(to: UInt8.self)) }
            for (capture, captureName) in captures {
                var captureName = captureName
                captureName.withUTF8 { bytes in
                    Self.append(CaptureHeader(capture: capture, nameCount: bytes.count), to: &records)
                    records.append(bytes)
                }
            }
        }
        self.records = memory.copy(records.bytes)
        self.offsets = memory.copy(offsets)
    }

    private static func append<Value: BitwiseCopyable>(_ value: Value, to records: inout JSONOutput) {
        withUnsafeBytes(of: value) { records.append($0.assumingMemoryBound(to: UInt8.self)) }
    }

    /// The record of the route at `index`.
    func record(of index: Int) -> Record { Record(start: UnsafeRawPointer(records.baseAddress! + offsets[index])) }

    /// One route's templates, read in place.
    struct Record {
        fileprivate let start: UnsafeRawPointer

        private var header: Header { start.loadUnaligned(as: Header.self) }

        /// The route's name as a JSON string.
        var name: UnsafeBufferPointer<UInt8> { bytes(at: MemoryLayout<Header>.size, count: header.nameCount) }

        /// The route's pattern as a JSON string.
        var pattern: UnsafeBufferPointer<UInt8> {
            let header = header
            return bytes(at: MemoryLayout<Header>.size + header.nameCount, count: header.patternCount)
        }

        /// Whether the pattern's first segment is the host.
        var isHostBound: Bool { header.isHostBound }

        /// Calls `body` with each capture, sorted by name, and its name's bytes (empty for `*`).
        func forEachCapture(_ body: (Capture, UnsafeBufferPointer<UInt8>) -> Void) {
            let header = header
            var offset = MemoryLayout<Header>.size + header.nameCount + header.patternCount
            for _ in 0..<header.captureCount {
                let capture = start.loadUnaligned(fromByteOffset: offset, as: CaptureHeader.self)
                offset += MemoryLayout<CaptureHeader>.size
                body(capture.capture, bytes(at: offset, count: capture.nameCount))
                offset += capture.nameCount
            }
        }

        private func bytes(at offset: Int, count: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: (start + offset).assumingMemoryBound(to: UInt8.self), count: count)
        }
    }
}
