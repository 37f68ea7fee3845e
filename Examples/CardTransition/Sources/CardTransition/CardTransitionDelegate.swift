// Which objects run the card transition: the opening and closing animators, and the drag that closes the card
// interactively (only while a drag is in progress; a programmatic dismissal animates on its own).
#if canImport(UIKit)
import UIKit
#else
import Passage
#endif

public final class CardTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The drag-to-close interaction.
    public let interaction = CardDismissInteraction()

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CardAnimator(isOpening: true)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        CardAnimator(isOpening: false)
    }

    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction.isDragging ? interaction : nil
    }
}
