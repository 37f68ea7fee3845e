// Apple's session 218 sample (CollectionViewTransition): a pinch on the shared collection view pushes the grid
// over the stack, or pops back, as an interactive layout transition. The navigation delegate vends this object
// as animator and interaction controller only while a pinch runs (taps use the automatic layout-to-layout
// push). The transition layout follows the fingers through two animated keys, so when the pinch ends the
// collection view carries the cells on at the fingers' velocity (overshooting) and brings them home.
import Passage

/// Apple's sample transition layout: every element is offset by the fingers' travel, stored under two
/// animated keys so the collection view settles them at the fingers' velocity.
final class FingerOffsetTransitionLayout: UICollectionViewTransitionLayout {
    static let horizontalKey = "offsetH"
    static let verticalKey = "offsetV"

    /// The fingers' travel since the pinch began, in points.
    var offset: CGPoint {
        get { CGPoint(x: value(forAnimatedKey: Self.horizontalKey), y: value(forAnimatedKey: Self.verticalKey)) }
        set {
            updateValue(newValue.x, forAnimatedKey: Self.horizontalKey)
            updateValue(newValue.y, forAnimatedKey: Self.verticalKey)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(shifted)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(shifted)
    }

    private func shifted(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let offset = offset
        attributes.center = CGPoint(x: attributes.center.x + offset.x, y: attributes.center.y + offset.y)
        return attributes
    }
}

/// The pinch, the navigation delegate and the interactive transition of Apple's sample.
@MainActor
final class PinchTransitionManager: UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning, UICollectionViewDelegate
{
    /// The progress above which a released pinch finishes (the sample's 0.1).
    static let finishThreshold: CGFloat = 0.1

    let pinch = UIPinchGestureRecognizer()
    private weak var navigation: UINavigationController?
    private let makeNext: () -> UICollectionViewController
    private let log: DemoEventLog
    private var context: UIViewControllerContextTransitioning?
    private(set) var transitionLayout: FingerOffsetTransitionLayout?
    private(set) var progress: CGFloat = 0
    private var isPinching = false
    private var isPop = false
    private var startCenter: CGPoint = .zero
    private var startDistance: CGFloat = 0

    init(
        navigation: UINavigationController, collectionView: UICollectionView, log: DemoEventLog,
        makeNext: @escaping () -> UICollectionViewController
    ) {
        self.navigation = navigation
        self.makeNext = makeNext
        self.log = log
        pinch.addTarget(self, action: PinchTransitionManager.handle)
        collectionView.addGestureRecognizer(pinch)
    }

    private func handle(_ pinch: UIPinchGestureRecognizer) {
        guard let navigation, let view = pinch.view else { return }
        switch pinch.state {
        case .began:
            guard context == nil, pinch.numberOfTouches == 2 else { return }
            isPinching = true
            startCenter = pinch.location(in: view.window)
            startDistance = distance(pinch)
            isPop = navigation.viewControllers.count > 1
            log.add(isPop ? "pinch.pop" : "pinch.push")
            if isPop {
                navigation.popViewController(animated: true)
            } else {
                navigation.pushViewController(makeNext(), animated: true)
            }
        case .changed:
            guard let context, let layout = transitionLayout, pinch.numberOfTouches == 2 else { return }
            let diagonal = hypot(view.bounds.width, view.bounds.height)
            let travel = (distance(pinch) - startDistance) / diagonal
            progress = min(max(isPop ? -travel : travel, 0), 1)
            let center = pinch.location(in: view.window)
            layout.offset = CGPoint(x: center.x - startCenter.x, y: center.y - startCenter.y)
            layout.transitionProgress = progress
            layout.invalidateLayout()
            context.updateInteractiveTransition(progress)
        case .ended, .cancelled:
            isPinching = false
            guard let context, let collectionView = view as? UICollectionView else { return }
            if pinch.state == .ended && progress > Self.finishThreshold {
                log.add("pinch.finish")
                collectionView.finishInteractiveTransition()
                context.finishInteractiveTransition()
            } else {
                log.add("pinch.cancel")
                collectionView.cancelInteractiveTransition()
                context.cancelInteractiveTransition()
            }
        default:
            break
        }
    }

    private func distance(_ pinch: UIPinchGestureRecognizer) -> CGFloat {
        let a = pinch.location(ofTouch: 0, in: pinch.view?.window)
        let b = pinch.location(ofTouch: 1, in: pinch.view?.window)
        return hypot(a.x - b.x, a.y - b.y)
    }

    // MARK: Navigation delegate: this object only while a pinch runs.

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        isPinching && fromVC is UICollectionViewController && toVC is UICollectionViewController ? self : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        animationController === self ? self : nil
    }

    // MARK: The transition

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    /// Not used: the manager is vended only with its interaction. Completes at once if called.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let toController = transitionContext.viewController(forKey: .to) as? UICollectionViewController,
            let toView = transitionContext.view(forKey: .to), let collectionView = toController.collectionView
        else {
            return transitionContext.completeTransition(false)
        }
        context = transitionContext
        toView.frame = transitionContext.finalFrame(for: toController)
        transitionContext.containerView.addSubview(toView)
        progress = 0
        let layout = collectionView.startInteractiveTransition(to: toController.collectionViewLayout) {
            [weak self] _, finished in
            self?.context = nil
            self?.transitionLayout = nil
            transitionContext.completeTransition(finished)
        }
        transitionLayout = layout as? FingerOffsetTransitionLayout
    }

    // MARK: Collection view delegate: the transition layout, and taps that push (the root is the data source).

    func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        FingerOffsetTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let navigation, navigation.viewControllers.count == 1, navigation.transitionCoordinator == nil else {
            return
        }
        log.add("tap.push")
        navigation.pushViewController(makeNext(), animated: true)
    }
}
