/// Which way a transition runs: forward for push and present, backward for pop and dismiss.
package enum TransitionDirection: Sendable {
    case forward, backward
}

/// An animation between two screens (UIKit's animator idea): given both rendered, produce the
/// frame at a point of its progress.
///
/// Write your own by conforming and registering it with the ``TransitionLibrary``.
@MainActor
package protocol Transition {
    /// How long it runs, in milliseconds of (virtual) time.
    var duration: Int { get }
    /// The frame at `progress` (0...1), composed from the outgoing and incoming content.
    func frame(from: CellGrid, to: CellGrid, progress: Double, direction: TransitionDirection) -> CellGrid
}

/// `slide`: the new screen pushes in from the right; backward, the old one leaves to the right.
package struct SlideTransition: Transition {
    package let duration = 250
    package init() {}
    package func frame(from: CellGrid, to: CellGrid, progress: Double, direction: TransitionDirection) -> CellGrid {
        let width = to.width
        let offset = Int((Double(width) * progress).rounded())
        var frame = CellGrid(width: width, height: to.height)
        switch direction {
        case .forward:
            frame.draw(from, atColumn: -offset, row: 0)
            frame.draw(to, atColumn: width - offset, row: 0)
        case .backward:
            frame.draw(to, atColumn: offset - width, row: 0)
            frame.draw(from, atColumn: offset, row: 0)
        }
        return frame
    }
}

/// `cover`: the new screen rises from the bottom over the old one; backward, it sinks away.
package struct CoverTransition: Transition {
    package let duration = 250
    package init() {}
    package func frame(from: CellGrid, to: CellGrid, progress: Double, direction: TransitionDirection) -> CellGrid {
        let height = to.height
        var frame: CellGrid
        switch direction {
        case .forward:
            frame = from
            frame.draw(to, atColumn: 0, row: height - Int((Double(height) * progress).rounded()))
        case .backward:
            frame = to
            frame.draw(from, atColumn: 0, row: Int((Double(height) * progress).rounded()))
        }
        return frame
    }
}

/// `fade`: the old screen until halfway, then the new one.
package struct FadeTransition: Transition {
    package let duration = 250
    package init() {}
    package func frame(from: CellGrid, to: CellGrid, progress: Double, direction: TransitionDirection) -> CellGrid {
        progress < 0.5 ? from : to
    }
}

/// `none`: no animation.
package struct NoTransition: Transition {
    package let duration = 0
    package init() {}
    package func frame(from: CellGrid, to: CellGrid, progress: Double, direction: TransitionDirection) -> CellGrid {
        to
    }
}
