// An edge swipe: a drag that starts just inside one edge of the screen and moves straight away from it, the input
// of UIKit's screen-edge pan gestures (the navigation controller's interactive pop). Built on `drag`, so it follows
// the same event and time conventions.
import Foundation

extension TouchTrace {
    /// An edge of the screen.
    public enum Edge: Sendable, CaseIterable {
        /// The edge at x = 0.
        case left
        /// The edge at x = screen width.
        case right
        /// The edge at y = 0.
        case top
        /// The edge at y = screen height.
        case bottom
    }

    /// How far inside the edge an edge swipe starts, in points.
    static let edgeSwipeInset: CGFloat = 2

    /// A finger that comes down 2 points inside `edge`, drags straight away from it and lifts.
    ///
    /// For `.left` the finger moves from `(2, position)` to `(toFraction × width, position)`; the other edges are
    /// the same measured from their own side (`.right` ends at `width − toFraction × width`).
    ///
    /// - Parameters:
    ///   - edge: The edge the swipe starts from.
    ///   - screen: The screen's size in points.
    ///   - position: Where along the edge the finger comes down: y for `.left` and `.right`, x for `.top` and `.bottom`.
    ///   - toFraction: How far from the edge the finger lifts, as a fraction of the screen's width (`.left`,
    ///     `.right`) or height (`.top`, `.bottom`).
    ///   - releaseVelocity: The finger's speed when it lifts in points per second: positive away from the edge,
    ///     negative back toward it. See ``drag(from:to:startTime:duration:releaseVelocity:sampleInterval:finger:)``.
    ///   - startTime: When the finger comes down, in seconds; defaults to 0.
    ///   - duration: Seconds from coming down to the last move; defaults to 0.4.
    ///   - sampleInterval: The largest time between moves in seconds; defaults to 1/60.
    ///   - finger: The finger id; defaults to 0.
    public static func edgeSwipe(
        edge: Edge, in screen: CGSize, at position: CGFloat, toFraction: CGFloat, releaseVelocity: CGFloat,
        startTime: TimeInterval = 0, duration: TimeInterval = 0.4, sampleInterval: TimeInterval = 1.0 / 60,
        finger: Int = 0
    ) -> TouchTrace {
        let inset = edgeSwipeInset
        let start: CGPoint
        let end: CGPoint
        let direction: CGVector
        switch edge {
        case .left:
            start = CGPoint(x: inset, y: position)
            end = CGPoint(x: toFraction * screen.width, y: position)
            direction = CGVector(dx: 1, dy: 0)
        case .right:
            start = CGPoint(x: screen.width - inset, y: position)
            end = CGPoint(x: screen.width - toFraction * screen.width, y: position)
            direction = CGVector(dx: -1, dy: 0)
        case .top:
            start = CGPoint(x: position, y: inset)
            end = CGPoint(x: position, y: toFraction * screen.height)
            direction = CGVector(dx: 0, dy: 1)
        case .bottom:
            start = CGPoint(x: position, y: screen.height - inset)
            end = CGPoint(x: position, y: screen.height - toFraction * screen.height)
            direction = CGVector(dx: 0, dy: -1)
        }
        return drag(
            from: start, to: end, startTime: startTime, duration: duration,
            releaseVelocity: CGVector(dx: direction.dx * releaseVelocity, dy: direction.dy * releaseVelocity),
            sampleInterval: sampleInterval, finger: finger)
    }
}
