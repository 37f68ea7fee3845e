// A pan: one or more fingers moving. It begins once the fingers' centroid has moved `movementThreshold`
// points from where they came down (with between minimumNumberOfTouches and maximumNumberOfTouches fingers),
// changes with every move, and ends when fewer than the minimum remain. Translation counts from where the
// fingers came down, so it already measures the threshold distance when the pan begins, as in UIKit; a finger
// joining or leaving shifts the reference point so the translation does not jump. Velocity follows
// VelocityEstimator (UIKit's 0.2 / 0.8 blend of the last two samples).
import Foundation

/// Recognizes fingers moving across the view (UIKit's `UIPanGestureRecognizer`).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers' centroid must move before the pan begins, in points (a Passage constant standing
    /// for UIKit's undocumented hysteresis, commonly measured at about 10 points).
    public static let movementThreshold: CGFloat = 10

    /// The fewest fingers that can pan. Default 1.
    open var minimumNumberOfTouches = 1
    /// The most fingers that can pan; more fingers are ignored. Default `Int.max`.
    open var maximumNumberOfTouches = Int.max

    /// The translation's reference point in window coordinates.
    private var origin = CGPoint.zero
    private var estimator = VelocityEstimator()
    private var latestTime: TimeInterval = 0

    /// How far the fingers moved since the pan's touches came down (or since `setTranslation(_:in:)`), in
    /// `view`'s coordinate system (nil: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        let current = convertFromWindow(location(in: nil), to: view)
        let start = convertFromWindow(origin, to: view)
        return CGPoint(x: current.x - start.x, y: current.y - start.y)
    }

    /// Makes the translation in `view`'s coordinate system equal `translation` at the current location, e.g.
    /// `.zero` to measure increments.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = convertFromWindow(location(in: nil), to: view)
        let start = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
        origin = convertToWindow(start, from: view)
    }

    /// The fingers' velocity in `view`'s coordinate system (nil: the window's), in points per second.
    open func velocity(in view: UIView?) -> CGPoint {
        let v = estimator.velocity(at: latestTime)
        let here = location(in: nil)
        let a = convertFromWindow(here, to: view)
        let b = convertFromWindow(CGPoint(x: here.x + v.x, y: here.y + v.y), to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    func convertToWindow(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = trackedWindow ?? self.view?.window else { return point }
        return view.convert(point, to: window)
    }

    /// Whether the movement from `origin` so far may begin the pan; subclasses (edge pans) narrow it and
    /// return nil to keep waiting.
    func mayBegin(movedBy translation: CGPoint) -> Bool? { true }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let previous = trackedTouches.filter { !touches.contains($0) }
        let allowed = max(0, maximumNumberOfTouches - previous.count)
        let ordered = trackedTouches.filter { touches.contains($0) }
        for touch in ordered.dropFirst(allowed) { ignore(touch, for: event) }
        latestTime = event.timestamp
        if previous.isEmpty {
            origin = location(in: nil)
            estimator.reset(to: SIMD2(origin), at: event.timestamp)
        } else {
            shiftReference(from: UIGestureRecognizer.centroid(of: previous), to: location(in: nil))
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        latestTime = event.timestamp
        let here = location(in: nil)
        estimator.add(SIMD2(here), at: event.timestamp)
        switch state {
        case .possible:
            guard
                (minimumNumberOfTouches...max(minimumNumberOfTouches, maximumNumberOfTouches)).contains(numberOfTouches)
            else { return }
            let moved = CGPoint(x: here.x - origin.x, y: here.y - origin.y)
            guard hypot(moved.x, moved.y) >= Self.movementThreshold, let begins = mayBegin(movedBy: moved) else {
                return
            }
            state = begins ? .began : .failed
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        latestTime = event.timestamp
        let remaining = trackedTouches.filter { !touches.contains($0) }
        if remaining.count >= max(1, minimumNumberOfTouches) {
            shiftReference(from: location(in: nil), to: UIGestureRecognizer.centroid(of: remaining))
            return
        }
        switch state {
        case .began, .changed: state = .ended
        case .possible: if remaining.isEmpty { state = .failed }
        default: break
        }
    }

    /// The centroid jumped because fingers joined or left: move the reference with it.
    private func shiftReference(from old: CGPoint, to new: CGPoint) {
        let jump = CGPoint(x: new.x - old.x, y: new.y - old.y)
        origin = CGPoint(x: origin.x + jump.x, y: origin.y + jump.y)
        estimator.shift(by: SIMD2(jump))
    }

    open override func reset() {
        super.reset()
        estimator = VelocityEstimator()
    }
}

extension SIMD2 where Scalar == Double {
    init(_ point: CGPoint) { self.init(Double(point.x), Double(point.y)) }
}
