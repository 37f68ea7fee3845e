// Closing the card by dragging it down: a pan on the detail screen drives a percent-driven dismissal; releasing
// past half way (or flicking down) finishes it, otherwise it cancels and the card springs back open.
#if canImport(UIKit)
import UIKit
#else
import Passage
#endif

public final class CardDismissInteraction: UIPercentDrivenInteractiveTransition {
    /// How far down, in points, a drag must go to close the card entirely.
    public static let dragDistance: CGFloat = 400
    /// Whether a drag is driving the dismissal now.
    public private(set) var isDragging = false
    private weak var detail: UIViewController?

    /// Lets the detail screen be dragged down to close.
    public func attach(to detail: UIViewController) {
        self.detail = detail
        #if canImport(UIKit)
        detail.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(didPan(_:))))
        #else
        detail.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: CardDismissInteraction.didPan))
        #endif
    }

    #if canImport(UIKit)
    @objc func didPan(_ pan: UIPanGestureRecognizer) { drag(pan) }
    #else
    func didPan(_ pan: UIPanGestureRecognizer) { drag(pan) }
    #endif

    private func drag(_ pan: UIPanGestureRecognizer) {
        let progress = min(max(pan.translation(in: pan.view?.superview).y / Self.dragDistance, 0), 1)
        switch pan.state {
        case .began:
            isDragging = true
            detail?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isDragging = false
            if progress > 0.5 || pan.velocity(in: pan.view).y > 800 { finish() } else { cancel() }
        default:
            isDragging = false
            cancel()
        }
    }
}
