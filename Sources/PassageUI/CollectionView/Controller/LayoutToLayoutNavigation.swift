// Layout-to-layout navigation (iOS 7): a push of a UICollectionViewController whose
// `useLayoutToLayoutNavigationTransitions` is true onto a UICollectionViewController (and the pop back) is an
// animated layout change of one shared collection view, the first controller's, instead of a slide. The
// shared collection view moves into the incoming controller's view when the transition begins (its own
// collection view, if it made one, is discarded, as on iOS), and back if the transition is cancelled. The
// data source and delegate stay what they were (UIKit does not swap them). The push animates to the pushed
// controller's `collectionViewLayout`, a pop to the revealed controller's, with `setCollectionViewLayout`
// over `UICollectionView.layoutAnimationDuration`; the navigation bar slides alongside, the coordinator and
// appearance callbacks are those of any push or pop, and the interactive pop scrubs the layout animation.
// A custom animator from the navigation delegate replaces that animation but the collection view is still
// shared (Apple's pinch sample drives it with `startInteractiveTransition(to:)`).
import Foundation
import PassageCore

/// One layout-to-layout push or pop: the shared collection view's move and the animator.
@MainActor
package final class LayoutToLayoutNavigation {
    let from: UICollectionViewController
    let to: UICollectionViewController
    let collectionView: UICollectionView
    let startLayout: UICollectionViewLayout
    let startOffset: CGPoint
    let targetLayout: UICollectionViewLayout
    let isAnimated: Bool

    /// The layout-to-layout transition from `from` to `to`, when it is one: a push of a controller with the
    /// flag onto a collection view controller, or a pop of such a controller back to one. Nil otherwise.
    package static func make(isPush: Bool, from: UIViewController, to: UIViewController, animated: Bool)
        -> LayoutToLayoutNavigation?
    {
        guard let from = from as? UICollectionViewController, let to = to as? UICollectionViewController else {
            if isPush, (to as? UICollectionViewController)?.useLayoutToLayoutNavigationTransitions == true {
                diagnose(
                    .layoutToLayoutWithoutCollectionController, .warning,
                    "\(type(of: to)) uses layout-to-layout navigation transitions, but the controller under it (\(type(of: from))) is not a UICollectionViewController; pushing it normally"
                )
            }
            return nil
        }
        let flagged = isPush ? to : from
        guard flagged.useLayoutToLayoutNavigationTransitions, let shared = from.collectionView else { return nil }
        return LayoutToLayoutNavigation(from: from, to: to, collectionView: shared, animated: animated)
    }

    private init(
        from: UICollectionViewController, to: UICollectionViewController, collectionView: UICollectionView,
        animated: Bool
    ) {
        self.from = from
        self.to = to
        self.collectionView = collectionView
        startLayout = collectionView.collectionViewLayout
        startOffset = collectionView.contentOffset
        targetLayout = to.collectionViewLayout
        isAnimated = animated
    }

    /// The animator of an animated transition.
    package var animator: UIViewControllerAnimatedTransitioning? {
        isAnimated ? LayoutToLayoutAnimator(navigation: self) : nil
    }

    /// Moves the shared collection view into the incoming controller's view (before its appearance
    /// callbacks); without animation, installs the target layout at once.
    package func begin() {
        to.collectionView = collectionView
        if !isAnimated { collectionView.setCollectionViewLayout(targetLayout, animated: false) }
    }

    /// After a transition that completed under a custom animator: the animator may have left the layout
    /// anywhere; layout-to-layout ends on the target layout (not animated when it is not there yet).
    func ensureTargetLayout() {
        if collectionView.collectionViewLayout !== targetLayout, !collectionView.isInInteractiveLayoutTransition {
            collectionView.setCollectionViewLayout(targetLayout, animated: false)
        }
    }

    /// After the transition: when it was cancelled, the collection view goes back with its layout and offset.
    package func end(completed: Bool) {
        guard !completed else { return ensureTargetLayout() }
        from.collectionView = collectionView
        restoreStart()
    }

    func restoreStart() {
        if collectionView.collectionViewLayout !== startLayout {
            collectionView.setCollectionViewLayout(startLayout, animated: false)
        }
        collectionView.contentOffset = startOffset
        collectionView.layoutIfNeeded()
    }
}

/// Animates a layout-to-layout push or pop: the incoming view on top, the shared collection view's layout change.
@MainActor
final class LayoutToLayoutAnimator: UIViewControllerAnimatedTransitioning {
    let navigation: LayoutToLayoutNavigation

    init(navigation: LayoutToLayoutNavigation) { self.navigation = navigation }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        UICollectionView.layoutAnimationDuration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let toView = context.view(forKey: .to), let toController = context.viewController(forKey: .to) else {
            return context.completeTransition(false)
        }
        toView.frame = context.finalFrame(for: toController)
        context.containerView.addSubview(toView)
        let navigation = navigation
        navigation.collectionView.setCollectionViewLayout(navigation.targetLayout, animated: true) { _ in
            if context.transitionWasCancelled { navigation.restoreStart() }
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
