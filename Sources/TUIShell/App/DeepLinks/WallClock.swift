#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The time of day in milliseconds since 1970: a clock that a sender and the app it waits for
/// read alike, so a moment one names is the same moment for the other.
enum WallClock {
    /// Now.
    static var now: Int64 { Int64((Date().timeIntervalSince1970 * 1000).rounded(.down)) }

    /// `seconds` from now.
    static func after(seconds: Double) -> Int64 { now + Int64((seconds * 1000).rounded(.up)) }
}
