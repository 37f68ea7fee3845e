// A window's size change (a device change: a rotation, or another preset's screen made main before the window
// takes its size) as UIKit runs one. When a visible window with a root view controller changes size:
//   1. if the traits change, `willTransition(to:with:)` goes down the controllers (root first, then each
//      presentation controller of the presentation chain, which passes it to its presented controller);
//   2. `viewWillTransition(to:with:)` goes down the same way, with a `SizeTransitionCoordinator`;
//   3. in one animation block of `sizeTransitionDuration` (0.4 s, the duration UIKit's coordinator reports
//      for an iPhone rotation) with the ease-in-out curve, the window takes its new size (its subviews
//      autoresize), the system presentations' views take their new frames, the views lay out, the
//      controllers and views hear `traitCollectionDidChange(_:)`, and the coordinator's alongside
//      animations run;
//   4. the coordinator's completions run when the animation ends.
import Foundation
import PassageCore

extension UIWindow {
    /// The duration of a size transition, in seconds: 0.4.
    public static let sizeTransitionDuration: TimeInterval = 0.4

    /// The traits of the window: from its device preset and its size.
    var windowTraits: UITraitCollection {
        UITraitCollection.environment(size: bounds.size, device: traitDevice)
    }

    /// Whether a size change of the window runs as a size transition now.
    func runsSizeTransition(to newSize: CGSize) -> Bool {
        !isTransitioningSize && !isHidden && rootViewController != nil && newSize != bounds.size
    }

    /// The presentation controllers of the presentation chain from the root controller up.
    private var presentationChain: [UIPresentationController] {
        var chain: [UIPresentationController] = []
        var presenting = rootViewController
        while let presented = presenting?.storedPresented {
            if let controller = presented.storedPresentationController { chain.append(controller) }
            presenting = presented
        }
        return chain
    }

    /// Runs the size transition to `newBounds` (see the file header); `apply` sets the bounds.
    func runSizeTransition(to newBounds: CGRect, apply: @escaping (CGRect) -> Void) {
        guard let root = rootViewController else { return apply(newBounds) }
        isTransitioningSize = true
        defer { isTransitioningSize = false }
        let coordinator = SizeTransitionCoordinator(containerView: self, duration: Self.sizeTransitionDuration)
        let oldTraits = windowTraits
        let newTraits = UITraitCollection.environment(size: newBounds.size, device: stage.mainScreen.device)
        let chain = presentationChain
        if newTraits != oldTraits {
            root.willTransition(to: newTraits, with: coordinator)
            for controller in chain { controller.willTransition(to: newTraits, with: coordinator) }
        }
        root.viewWillTransition(to: newBounds.size, with: coordinator)
        for controller in chain { controller.viewWillTransition(to: newBounds.size, with: coordinator) }
        UIView.animate(
            withDuration: Self.sizeTransitionDuration, delay: 0, options: [.curveEaseInOut],
            animations: {
                self.traitDevice = self.stage.mainScreen.device
                apply(newBounds)
                for controller in chain where controller.presentationStyle != .custom {
                    controller.presentedView?.frame = controller.frameOfPresentedViewInContainerView
                }
                self.layoutIfNeeded()
                if newTraits != oldTraits {
                    self.propagateTraitChange(from: oldTraits)
                    root.propagateTraitChange(from: oldTraits)
                    for controller in chain {
                        controller.traitCollectionDidChange(oldTraits)
                        controller.presentedViewController.propagateTraitChange(from: oldTraits)
                    }
                }
                coordinator.runAnimations()
            },
            completion: { _ in
                coordinator.finish()
            })
    }
}
