// A swipe: `numberOfTouchesRequired` fingers move mostly along one of the permitted directions far and fast
// enough. Discrete: recognized as soon as the fingers' centroid has travelled `minimumDistance` points in an
// allowed direction within `maximumDuration` of the touch-down, with the sideways drift at most half the
// travel; it fails when the time runs out, the drift grows too large, the fingers lift first, or the count
// of fingers is wrong. UIKit documents none of these numbers; they are Passage's.
import Foundation
import PassageCore

/// Recognizes swipes in one or more directions (UIKit's `UISwipeGestureRecognizer`).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take (UIKit's `UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// How far the fingers must travel, in points (Passage's constant).
    public static let minimumDistance: CGFloat = 50
    /// How soon after the touch-down the travel must be done, in seconds (Passage's constant).
    public static let maximumDuration: TimeInterval = 0.5

    /// The permitted directions. Default `.right`.
    open var direction: Direction = .right
    /// How many fingers the swipe takes. Default 1.
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?
    private var startTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > numberOfTouchesRequired {
            state = .failed
            return
        }
        start = location(in: nil)
        startTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, state == .possible else { return }
        guard trackedTouches.count == numberOfTouchesRequired, event.timestamp - startTime <= Self.maximumDuration
        else {
            state = .failed
            return
        }
        let here = location(in: nil)
        let dx = here.x - start.x
        let dy = here.y - start.y
        let candidates: [(Direction, CGFloat, CGFloat)] = [
            (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
        ]
        for (candidate, travel, drift) in candidates where direction.contains(candidate) && travel > 0 {
            if abs(drift) > travel / 2 && hypot(dx, dy) > Self.minimumDistance / 2 { continue }
            if travel >= Self.minimumDistance, abs(drift) <= travel / 2 {
                state = .recognized
                return
            }
        }
        let strayed = candidates.allSatisfy { candidate, travel, drift in
            !direction.contains(candidate) || travel <= 0 || abs(drift) > travel / 2
        }
        if strayed && hypot(dx, dy) > Self.minimumDistance / 2 { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
