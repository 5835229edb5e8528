// The routing-kit side of Benchmarks/lookup.sh: a whole process that loads the same route table
// into vapor/routing-kit's TrieRouter and routes every line of a segments file (host and path
// segments already decoded and split by `/`, the form routing-kit takes), printing how many
// matched. `:name(regex)` becomes a plain parameter (routing-kit has no constraints), named by
// its position, and `*` a catch-all.
//
//     RoutingKitBatch routes.json segments.txt
import Foundation
import Logging
import RoutingKit

struct Table: Decodable {
    struct Entry: Decodable {
        let name: String
        let pattern: String
    }
    let routes: [Entry]
}

let arguments = CommandLine.arguments
let table = try JSONDecoder().decode(Table.self, from: Data(contentsOf: URL(fileURLWithPath: arguments[1])))
// Routes that differ only in their constraints collapse into one here; routing-kit logs each.
var quiet = Logger(label: "routing-kit")
quiet.logLevel = .error
let router = TrieRouter(String.self, logger: quiet)
for entry in table.routes {
    // Parameters are named by position: routing-kit traps on two names at one position.
    let segments = entry.pattern.split(separator: "://", maxSplits: 1).last!.split(separator: "/")
    let path = segments.enumerated().map { position, segment -> PathComponent in
        if segment == "*" { return .catchall }
        return segment.hasPrefix(":") ? .parameter("p\(position)") : .constant(String(segment))
    }
    router.register(entry.name, at: path)
}

let input = try Data(contentsOf: URL(fileURLWithPath: arguments[2]))
var matched = 0
var lines = 0
input.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
    for line in buffer.split(separator: UInt8(ascii: "\n")) {
        let segments = line.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
        var parameters = Parameters()
        if router.route(path: segments, parameters: &parameters) != nil { matched += 1 }
        lines += 1
    }
}
print("\(lines) lines, \(matched) matched")
