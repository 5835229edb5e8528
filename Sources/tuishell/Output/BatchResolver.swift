import Dispatch
import RouterCore
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Resolves many URLs at once, one result line per input line, in input order.
///
/// Lines are resolved in parallel chunks on all cores; the table is immutable, so this is safe.
/// A summary only asks which route wins (``RouteLookup``, nothing allocated per line); JSON
/// lines resolve each URL fully. Lines are found chunk by chunk, never all at once.
struct BatchResolver: Sendable {
    /// The table to resolve against.
    let table: RouteTable
    /// The origin every request gets.
    let origin: RouteOrigin

    /// Resolves every line of `input`, calling `emit` with consecutive chunks of output in
    /// input order. Lines are `\n` separated, with no line after a final newline, and each line's
    /// surrounding spaces, tabs and `\r` are left out (as the command bar trims what is pasted).
    ///
    /// - Parameters:
    ///   - summaryOnly: only count matches; emit nothing.
    ///   - emit: receives the JSON lines of one chunk as UTF-8, each ending in a newline; the
    ///     bytes are only valid during the call.
    /// - Returns: how many lines matched, and how many there were.
    func resolve(_ input: [UInt8], summaryOnly: Bool, emit: (UnsafeRawBufferPointer) -> Void) -> (
        matched: Int, total: Int
    ) {
        let chunks = Self.chunks(of: input, bytesEach: Self.chunkBytes)
        var matched = 0
        var total = 0
        let group = max(1, ProcessInfo.processInfo.activeProcessorCount) * 4
        // One output per worker slot, emptied and refilled group after group.
        let outputs = (0..<(summaryOnly ? 0 : group)).map { _ in ChunkOutput() }
        var start = 0
        while start < chunks.count {
            let end = min(chunks.count, start + group)
            let results = ChunkResults(count: end - start)
            let firstChunk = start
            DispatchQueue.concurrentPerform(iterations: end - start) { offset in
                let result = input.withUnsafeBufferPointer { bytes in
                    resolveLines(
                        of: UnsafeBufferPointer(rebasing: bytes[chunks[firstChunk + offset]]),
                        into: summaryOnly ? nil : outputs[offset])
                }
                results.store(offset, result)
            }
            for (offset, result) in results.values.enumerated() {
                matched += result.matched
                total += result.lines
                if !summaryOnly { outputs[offset].json.withUnsafeBytes(emit) }
            }
            start = end
        }
        return (matched, total)
    }

    private static let chunkBytes = 1 << 18
    /// Room for a chunk's JSON lines, which are several times its URLs.
    fileprivate static let chunkOutputBytes = chunkBytes * 10

    /// `input` cut into ranges of about `bytesEach` bytes, each ending after a newline (the last
    /// at the end of the input), found without reading every byte.
    private static func chunks(of input: [UInt8], bytesEach: Int) -> [Range<Int>] {
        var chunks: [Range<Int>] = []
        var start = 0
        while start < input.count {
            var end = min(input.count, start + bytesEach)
            while end < input.count, input[end - 1] != UInt8(ascii: "\n") { end += 1 }
            chunks.append(start..<end)
            start = end
        }
        return chunks
    }

    /// Resolves a chunk's lines, writing their JSON lines to `output`, or only counting them.
    private func resolveLines(of chunk: UnsafeBufferPointer<UInt8>, into output: ChunkOutput?) -> ChunkResult {
        var result = ChunkResult()
        var lookup = RouteLookup(table: table)
        guard let output else {
            Self.forEachLine(of: chunk) { line in
                result.lines += 1
                if lookup.routeIndex(for: line, origin: origin) != nil { result.matched += 1 }
            }
            return result
        }
        // Written to a local output, not through the class, whose every access is checked.
        var json = JSONOutput(capacity: 0)
        swap(&json, &output.json)
        defer { swap(&json, &output.json) }
        json.removeAll()
        Self.forEachLine(of: chunk) { line in
            result.lines += 1
            if lookup.appendJSON(for: line, origin: origin, to: &json) { result.matched += 1 }
            json.append(UInt8(ascii: "\n"))
        }
        return result
    }

    /// Calls `body` with each line of `chunk`, its surrounding blanks left out.
    private static func forEachLine(of chunk: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void)
    {
        var start = 0
        while start < chunk.count {
            let end = LineBreaks.next(in: chunk, from: start)
            body(UnsafeBufferPointer(rebasing: chunk[trimmed(chunk, start..<end)]))
            start = end + 1
        }
    }

    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        let isBlank = { (byte: UInt8) in
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
        }
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, isBlank(bytes[lower]) { lower += 1 }
        while upper > lower, isBlank(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }
}

/// What one chunk of lines came to.
private struct ChunkResult {
    var matched = 0
    var lines = 0
}

/// Where one worker slot writes its chunk's JSON lines.
private final class ChunkOutput: @unchecked Sendable {
    // @unchecked: slot `n` is written only by the worker of iteration `n` of a group, and read
    // only after the group has finished (`concurrentPerform` returns after every iteration).
    var json = JSONOutput(capacity: BatchResolver.chunkOutputBytes)
}

/// Per-chunk results written from concurrent workers, each to its own slot.
private final class ChunkResults: Sendable {
    private let slots: Mutex<[ChunkResult]>

    init(count: Int) { slots = Mutex(Array(repeating: ChunkResult(), count: count)) }

    func store(_ index: Int, _ result: ChunkResult) {
        slots.withLock { $0[index] = result }
    }

    var values: [ChunkResult] { slots.withLock { $0 } }
}
