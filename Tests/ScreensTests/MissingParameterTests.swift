import Testing

/// A link without the parameter a screen needs names the parameter (issue #36, defect 13),
/// where it said `there is no goods #` with nothing after the `#`.
@MainActor
@Suite struct MissingParameterTests {
    @Test(arguments: [
        ("open-internal app://pay", "Pay needs the parameter orderID"),
        ("open-internal app://pay?orderID=", "Pay needs the parameter orderID"),
        ("open mediator://Goods/info", "Goods/info needs the parameter id"),
        ("open-internal app://pay?orderID=77", "there is no unpaid order #77"),
    ])
    func theMissingParameterIsNamed(line: String, message: String) async throws {
        let run = try await runScript(line)
        #expect(run.errors.contains { $0.contains(message) }, "\(run.errors)")
        #expect(!run.errors.contains { $0.hasSuffix("#") }, "no sentence ends at the #")
    }
}
