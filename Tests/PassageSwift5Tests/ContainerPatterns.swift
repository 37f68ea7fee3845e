// Swift 5 library code around the presentation controller as a content container, written as on iOS: a
// card presentation that re-lays its card out on size transitions and preferred-size changes, and a
// controller that keeps its popover a popover on iPhone through the adaptive delegate.
import Passage

/// A bottom card whose height follows the presented controller's preferred content size.
final class BottomCardPresentationController: UIPresentationController {
    private(set) var sizeTransitions: [CGSize] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = min(bounds.height, max(200, presentedViewController.preferredContentSize.height))
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizeTransitions.append(size)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self = self else { return }
            self.presentedView?.frame = self.frameOfPresentedViewInContainerView
        })
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
    }
}

/// Vends the bottom card for custom presentations.
final class BottomCardTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        BottomCardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// Shows a menu in a popover that stays a popover in compact widths.
final class MenuHostController: UIViewController, UIAdaptivePresentationControllerDelegate {
    func showMenu(_ menu: UIViewController, from source: UIView) {
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: 240, height: 180)
        if let popover = menu.popoverPresentationController {
            popover.sourceView = source
            popover.sourceRect = source.bounds
            popover.permittedArrowDirections = [.up, .down]
            popover.delegate = self
        }
        present(menu, animated: false, completion: nil)
    }

    func adaptivePresentationStyle(
        for controller: UIPresentationController,
        traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact ? .overFullScreen : .none
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: nil) { _ in }
    }
}
