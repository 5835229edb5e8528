import Foundation
import Testing

/// `tuishell routes generate swift`, held to the compiler: for tables whose names would clash
/// with what the generated code uses (`route`, `request`, `self`, `inout`, `wildcard`, `scheme`,
/// `routes`, `table`, numbered clashes, keywords), the source type-checks with `swiftc` against
/// RouterCore and gives no warning.
@Suite struct GeneratedRoutesCompileTests {
    static let table = #"""
        {"routes":[
          {"name":"route","pattern":"app://a/:route/:request","screen":"A","presentation":"push"},
          {"name":"self","pattern":"app://b/:self/:inout/*","screen":"A","presentation":"push"},
          {"name":"table","pattern":"/c/:wildcard/:scheme/*","screen":"A","presentation":"push"},
          {"name":"routes","pattern":"app://d/:class([1-9][0-9]*)","screen":"A","presentation":"push"},
          {"name":"a.b","pattern":"app://e","screen":"A","presentation":"push"},
          {"name":"a_b","pattern":"app://f","screen":"A","presentation":"push"},
          {"name":"aB2","pattern":"app://g","screen":"A","presentation":"push"},
          {"name":"default","pattern":"app://h/:_/:-","screen":"A","presentation":"push"},
          {"name":"x","pattern":"app://x/private/*","exclude":true}
        ]}
        """#

    @Test(.timeLimit(.minutes(2))) func trickyNamesCompileWithoutWarnings() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tablePath = folder.appendingPathComponent("routes.json").path
        try Self.table.write(toFile: tablePath, atomically: true, encoding: .utf8)
        let command = ["routes", "generate", "swift", "--routes", tablePath, "--type-name", "T"]
        let generated = try await CLIRunner.run(command)
        #expect(generated.status == 0, "\(generated.stderr)")
        let source = folder.appendingPathComponent("T.swift").path
        try generated.stdout.write(toFile: source, atomically: true, encoding: .utf8)
        let modules = CLIRunner.binary.deletingLastPathComponent().appendingPathComponent("Modules").path
        let compiled = try await CLIRunner.run(
            ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules, source], executable: "/usr/bin/env")
        #expect(compiled.status == 0, "\(compiled.stderr)\n\(generated.stdout)")
        #expect(!compiled.stderr.contains("warning:"), "\(compiled.stderr)")
    }
}
