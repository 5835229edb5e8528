import Testing

/// At most two tests at a time that load the whole machine: child processes (the app in tmux,
/// the CLI) and floods of thousands of deep links.
///
/// Their waits happen off the cooperative pool, so they do not starve the in-process tests whose
/// route runs need it; but then nothing else limits how many run at once, and a dozen apps in
/// tmux beside a flood on a two-core machine miss every deadline. Two is what the machine runs
/// side by side.
public struct MachineSlots: SuiteTrait, TestTrait, TestScoping {
    private static let gate = Gate(slots: 2)

    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // Called for the suite as a whole too (no test case): only test cases take a slot.
        guard testCase != nil else { return try await function() }
        await Self.gate.enter()
        do {
            try await function()
        } catch {
            await Self.gate.leave()
            throw error
        }
        await Self.gate.leave()
    }

    /// A counting semaphore whose waiters hold no thread.
    private actor Gate {
        private var free: Int
        private var waiting: [CheckedContinuation<Void, Never>] = []

        init(slots: Int) { free = slots }

        func enter() async {
            if free > 0 {
                free -= 1
                return
            }
            await withCheckedContinuation { waiting.append($0) }
        }

        func leave() {
            if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
        }
    }
}

extension Trait where Self == MachineSlots {
    /// Runs each test in one of two slots shared by every suite that loads the whole machine.
    public static var machineSlot: Self { MachineSlots() }
}
