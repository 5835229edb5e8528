import Foundation
import RouterCore

/// Resolves many URLs at once, one result line per input line, in input order.
///
/// Lines are resolved in parallel chunks on all cores; the table is immutable, so this is safe.
struct BatchResolver: Sendable {
    /// The table to resolve against.
    let table: RouteTable
    /// The origin every request gets.
    let origin: RouteOrigin

    /// Creates a batch resolver.
    init(table: RouteTable, origin: RouteOrigin) {
        self.table = table
        self.origin = origin
    }

    /// The input split into lines: `\n` separated, no line after a final newline, each line's
    /// surrounding spaces, tabs and `\r` removed (as the command bar trims what is pasted).
    static func lines(of input: [UInt8]) -> [String] {
        var lines = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }
        return lines.map { line in
            let start = line.firstIndex { !isBlank($0) } ?? line.endIndex
            let end = line.lastIndex { !isBlank($0) }.map { $0 + 1 } ?? start
            return String(decoding: line[start..<max(start, end)], as: UTF8.self)
        }
    }

    /// Resolves every line, calling `emit` with consecutive chunks of output in input order.
    ///
    /// - Parameters:
    ///   - summaryOnly: skip building JSON; only count matches.
    ///   - emit: receives the JSON lines of one chunk as UTF-8, each ending in a newline.
    /// - Returns: how many lines matched.
    func resolve(_ lines: [String], summaryOnly: Bool, emit: ([UInt8]) -> Void) -> Int {
        let chunkSize = 4096
        let chunkCount = (lines.count + chunkSize - 1) / chunkSize
        var matched = 0
        let group = max(1, ProcessInfo.processInfo.activeProcessorCount) * 4
        var start = 0
        while start < chunkCount {
            let end = min(chunkCount, start + group)
            let results = ChunkResults(count: end - start)
            let firstChunk = start
            DispatchQueue.concurrentPerform(iterations: end - start) { offset in
                let chunk = firstChunk + offset
                let range = (chunk * chunkSize)..<min(lines.count, (chunk + 1) * chunkSize)
                var output: [UInt8] = []
                var chunkMatched = 0
                for line in lines[range] {
                    let resolution = table.resolve(line, origin: origin)
                    if resolution.match != nil { chunkMatched += 1 }
                    if !summaryOnly {
                        resolution.json.appendJSON(to: &output)
                        output.append(UInt8(ascii: "\n"))
                    }
                }
                results.store(offset, output: output, matched: chunkMatched)
            }
            for (output, chunkMatched) in results.values {
                matched += chunkMatched
                if !summaryOnly { emit(output) }
            }
            start = end
        }
        return matched
    }
}

/// Per-chunk results written from concurrent workers, each to its own slot.
private final class ChunkResults: @unchecked Sendable {
    // @unchecked: each worker writes only its own index, under the lock.
    private var slots: [([UInt8], Int)]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: ([], 0), count: count) }

    func store(_ index: Int, output: [UInt8], matched: Int) {
        lock.withLock { slots[index] = (output, matched) }
    }

    var values: [([UInt8], Int)] { lock.withLock { slots } }
}
