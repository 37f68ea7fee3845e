// A tap: `numberOfTouchesRequired` fingers come down and lift without moving more than `allowableMovement`,
// `numberOfTapsRequired` times, each tap starting within `UIApplication.multipleTapInterval` of the previous
// one's end. Discrete: it is recognized when the last tap's fingers lift. More fingers than required, a finger
// moving too far, or too long a wait for the next tap make it fail.
import Foundation
import PassageCore

/// Recognizes one or more taps (UIKit's `UITapGestureRecognizer`).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How far a finger may move and still tap, in points (a Passage constant for UIKit's undocumented slop).
    public static let allowableMovement: CGFloat = 10

    /// How many taps make the gesture. Default 1.
    open var numberOfTapsRequired = 1
    /// How many fingers each tap takes. Default 1.
    open var numberOfTouchesRequired = 1

    private var tapsCompleted = 0
    private var fingersInTap = 0
    private var startLocations: [UITouch: CGPoint] = [:]
    private var waitForNextTap: GestureTimer?

    override var waitsForAnotherTouchSequence: Bool { tapsCompleted > 0 && tapsCompleted < numberOfTapsRequired }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        waitForNextTap?.invalidate()
        waitForNextTap = nil
        for touch in touches { startLocations[touch] = touch.windowLocation }
        fingersInTap += touches.count
        if fingersInTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let strayed = touches.contains { touch in
            guard let start = startLocations[touch] else { return false }
            return hypot(touch.windowLocation.x - start.x, touch.windowLocation.y - start.y) > Self.allowableMovement
        }
        if strayed { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.allSatisfy({ touches.contains($0) }) else { return }
        guard fingersInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        fingersInTap = 0
        startLocations.removeAll()
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            waitForNextTap = GestureTimer(firingAt: event.timestamp + UIApplication.multipleTapInterval) {
                [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    open override func reset() {
        super.reset()
        waitForNextTap?.invalidate()
        waitForNextTap = nil
        tapsCompleted = 0
        fingersInTap = 0
        startLocations.removeAll()
    }
}
