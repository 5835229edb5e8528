/// What a batch JSON line needs of each route, worked out once per table: its name and pattern
/// as finished JSON strings (quotes and escapes included) and its captures with their names as
/// bytes. A million lines copy these bytes instead of escaping the same names over and over or
/// reading a ``RoutePattern``, whose `String`s are reference counted at every touch.
///
/// A value of pointers, copied and read without reference counting (several times a line, a
/// million lines); the ``RouteTable`` that makes it keeps its memory and frees it
/// (``deallocate()``).
struct RouteLineTemplates: @unchecked Sendable {
    // @unchecked: the memory is written once, in `init`, and only read after.
    /// A route's capture (``RoutePattern/Capture``), its name a range of ``text``.
    struct Capture {
        enum Kind: UInt8 {
            case segment, rest, wildcard
        }

        let kind: Kind
        let position: Int
        let name: Range<Int>
    }

    /// Route `i`'s name as JSON, then its pattern as JSON, then its captures' names; route after route.
    private let text: UnsafeBufferPointer<UInt8>
    /// Where route `i`'s name (at `2i`) and pattern (at `2i + 1`) are in ``text``.
    private let strings: UnsafeBufferPointer<Range<Int>>
    private let captures: UnsafeBufferPointer<Capture>
    /// Route `i`'s captures are `captures[captureStarts[i]..<captureStarts[i + 1]]`.
    private let captureStarts: UnsafeBufferPointer<Int>
    /// Whether route `i`'s first segment is the host.
    let isHostBound: UnsafeBufferPointer<Bool>

    /// Templates not made yet: no memory, no routes.
    init() {
        text = UnsafeBufferPointer(start: nil, count: 0)
        strings = UnsafeBufferPointer(start: nil, count: 0)
        captures = UnsafeBufferPointer(start: nil, count: 0)
        captureStarts = UnsafeBufferPointer(start: nil, count: 0)
        isHostBound = UnsafeBufferPointer(start: nil, count: 0)
    }

    /// Whether these are made (by ``init(routes:)``), not the empty ``init()``.
    var isMade: Bool { !captureStarts.isEmpty }

    init(routes: [Route]) {
        var json = JSONOutput(capacity: routes.count * 64)
        var strings: [Range<Int>] = [], captures: [Capture] = [], captureStarts = [0]
        strings.reserveCapacity(routes.count * 2)
        for route in routes {
            for string in [route.name, route.pattern.text] {
                let start = json.count
                json.string(string)
                strings.append(start..<json.count)
            }
            route.pattern.forEachCapture { capture in
                let nameStart = json.count
                switch capture {
                case .segment(let name, let position), .rest(let name, let position):
                    var name = name
                    name.withUTF8 { json.append($0) }
                    let kind = if case .segment = capture { Capture.Kind.segment } else { Capture.Kind.rest }
                    captures.append(Capture(kind: kind, position: position, name: nameStart..<json.count))
                case .wildcard(let position):
                    captures.append(Capture(kind: .wildcard, position: position, name: nameStart..<nameStart))
                }
            }
            captureStarts.append(captures.count)
        }
        text = .owned(copying: json.bytes)
        self.strings = .owned(copying: strings)
        self.captures = .owned(copying: captures)
        self.captureStarts = .owned(copying: captureStarts)
        isHostBound = .owned(copying: routes.map(\.pattern.isHostBound))
    }

    /// Frees the memory; every copy of these templates is then unusable.
    func deallocate() {
        for buffer in [UnsafeRawBufferPointer(text), UnsafeRawBufferPointer(strings), UnsafeRawBufferPointer(captures),
                       UnsafeRawBufferPointer(captureStarts), UnsafeRawBufferPointer(isHostBound)] {
            buffer.deallocate()
        }
    }

    /// Appends the name of the route at `index` as a JSON string.
    func writeName(of index: Int, to json: inout JSONOutput) { write(2 * index, to: &json) }

    /// Appends the pattern of the route at `index` as a JSON string.
    func writePattern(of index: Int, to json: inout JSONOutput) { write(2 * index + 1, to: &json) }

    /// Calls `body` with each capture of the route at `index`, in order, and its name's bytes.
    func forEachCapture(of index: Int, _ body: (Capture, UnsafeBufferPointer<UInt8>) -> Void) {
        for position in captureStarts[index]..<captureStarts[index + 1] {
            let capture = captures[position]
            body(capture, UnsafeBufferPointer(rebasing: text[capture.name]))
        }
    }

    private func write(_ string: Int, to json: inout JSONOutput) {
        json.append(UnsafeBufferPointer(rebasing: text[strings[string]]))
    }
}
