// The “iOS 7 Custom Transition” article's DirectionalPanGesture: a pan that takes only one direction. On its first move
// it compares the velocity's components and fails itself unless the strongest one points in `direction` (a subclass
// setting `state`, as UIKit's subclass header allows).
import Passage

/// A pan that fails unless its first movement goes in `direction`.
@MainActor
final class DirectionalPanGestureRecognizer: UIPanGestureRecognizer {
    enum Direction { case right, down, left, up }

    /// The direction the pan accepts. Default right.
    var direction = Direction.right
    /// Whether the first move has been judged.
    private var dragging = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        dragging = false
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state != .failed, !dragging else { return }
        let velocity = self.velocity(in: view)
        let speeds: [(Direction, CGFloat)] = [
            (.right, velocity.x), (.down, velocity.y), (.left, -velocity.x), (.up, -velocity.y),
        ]
        if speeds.max(by: { $0.1 < $1.1 })?.0 != direction { state = .failed }
        dragging = true
    }
}
