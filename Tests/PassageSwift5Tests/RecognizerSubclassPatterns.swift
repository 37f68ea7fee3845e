// Gesture recognizer subclasses as iOS libraries write them: one with an initializer of its own that calls
// `super.init(target: nil, action: nil)` (a pan that knows its direction, as transition libraries make for their
// interactive controllers), and one that overrides `init(target:action:)` to configure itself. Both must compile
// as written; the second still has `init()`, which it inherits.
import UIKit

/// A pan recognizer made for one direction.
final class DirectionalTransitionPan: UIPanGestureRecognizer {
    let fromTop: Bool

    required init(fromTop: Bool) {
        self.fromTop = fromTop
        super.init(target: nil, action: nil)
    }
}

/// A pan recognizer that limits itself to one finger whichever way it is made.
final class OneFingerPan: UIPanGestureRecognizer {
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        maximumNumberOfTouches = 1
    }
}
