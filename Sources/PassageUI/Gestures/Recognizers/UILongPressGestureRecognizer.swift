// A long press: `numberOfTouchesRequired` fingers held for `minimumPressDuration` without moving more than
// `allowableMovement` (after `numberOfTapsRequired` quick taps). Continuous: it begins when the time is up
// (on the first frame after it), changes as the fingers move, and ends when they lift. Lifting early, moving
// too far first, or extra fingers make it fail.
import Foundation
import PassageCore

/// Recognizes fingers held down (UIKit's `UILongPressGestureRecognizer`).
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must be held, in seconds. Default 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How many fingers must be held. Default 1.
    open var numberOfTouchesRequired = 1
    /// How many taps must come before the press. Default 0.
    open var numberOfTapsRequired = 0
    /// How far the fingers may move before the press begins, in points. Default 10.
    open var allowableMovement: CGFloat = 10

    private var tapsCompleted = 0
    private var startLocations: [UITouch: CGPoint] = [:]
    private var pressTimer: GestureTimer?
    private var tapTimer: GestureTimer?

    override var waitsForAnotherTouchSequence: Bool { tapsCompleted > 0 && tapsCompleted <= numberOfTapsRequired }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        tapTimer?.invalidate()
        for touch in touches { startLocations[touch] = touch.windowLocation }
        if numberOfTouches > numberOfTouchesRequired {
            if state == .possible { state = .failed }
            return
        }
        guard numberOfTouches == numberOfTouchesRequired, state == .possible, tapsCompleted == numberOfTapsRequired
        else { return }
        pressTimer = GestureTimer(firingAt: event.timestamp + max(0, minimumPressDuration)) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            let strayed = touches.contains { touch in
                guard let start = startLocations[touch] else { return false }
                return hypot(touch.windowLocation.x - start.x, touch.windowLocation.y - start.y) > allowableMovement
            }
            if strayed { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            pressTimer?.invalidate()
            guard trackedTouches.allSatisfy({ touches.contains($0) }), tapsCompleted < numberOfTapsRequired else {
                state = .failed
                return
            }
            tapsCompleted += 1
            startLocations.removeAll()
            tapTimer = GestureTimer(firingAt: event.timestamp + UIApplication.multipleTapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        default:
            break
        }
    }

    open override func reset() {
        super.reset()
        pressTimer?.invalidate()
        tapTimer?.invalidate()
        pressTimer = nil
        tapTimer = nil
        tapsCompleted = 0
        startLocations.removeAll()
    }
}
