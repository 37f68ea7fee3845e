import UIKit

/// Drives a modal dismissal with a downward pan, the way most card libraries do.
final class SwipeToDismissInteractor: UIPercentDrivenInteractiveTransition {
    private weak var viewController: UIViewController?
    private(set) var isInteracting = false
    private var shouldFinish = false
    private var panGesture: UIPanGestureRecognizer!

    func attach(to viewController: UIViewController) {
        self.viewController = viewController
        panGesture = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        viewController.view.addGestureRecognizer(panGesture)
    }

    @objc private func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let translation = gesture.translation(in: view)
        let progress = min(max(translation.y / view.bounds.height, 0), 1)
        switch gesture.state {
        case .began:
            isInteracting = true
            viewController?.dismiss(animated: true, completion: nil)
        case .changed:
            shouldFinish = progress > 0.35 || gesture.velocity(in: view).y > 800
            update(progress)
        case .cancelled:
            isInteracting = false
            cancel()
        case .ended:
            isInteracting = false
            shouldFinish ? finish() : cancel()
        default:
            break
        }
    }

    /// Whether `other` is the interactor's own pan (for simultaneous-recognition delegates).
    func owns(_ other: UIGestureRecognizer) -> Bool {
        return panGesture.isEqual(other)
    }
}
