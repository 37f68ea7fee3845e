// Swift 5 code written the way open-source iOS transition libraries write it, compiled in the Swift 5 language
// mode against `import Passage`. UIKit's types, imported from Objective-C, behave as `@preconcurrency
// @MainActor`, so none of these patterns is an error on iOS; this file must compile with no change here either.
// Each pattern is also run, so the target checks behaviour, not only that it builds.
import Passage

/// A bubble-reveal animator in the style of the popular libraries: an `NSObject` with stored properties made
/// from UIKit objects, a `didSet` that moves a view, helpers in the class body, and the protocol conformance
/// in an extension.
open class BubbleRevealAnimator: NSObject {
    /// Where the bubble grows from; moving it moves the bubble at once.
    open var startingPoint = CGPoint.zero {
        didSet { bubble.center = startingPoint }
    }
    open var duration = 0.5
    open var bubbleColor: UIColor = .white
    open private(set) var bubble = UIView()
    open var isPresenting = true

    /// The diameter of a circle around `point` that covers `size`.
    func coveringDiameter(from point: CGPoint, in size: CGSize) -> CGFloat {
        let width = max(point.x, size.width - point.x)
        let height = max(point.y, size.height - point.y)
        return 2 * (width * width + height * height).squareRoot()
    }

    static func frame(forDiameter diameter: CGFloat, around point: CGPoint) -> CGRect {
        CGRect(x: point.x - diameter / 2, y: point.y - diameter / 2, width: diameter, height: diameter)
    }
}

extension BubbleRevealAnimator: UIViewControllerAnimatedTransitioning {
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let presented = transitionContext.view(forKey: isPresenting ? .to : .from) else { return }
        let diameter = coveringDiameter(from: startingPoint, in: container.bounds.size)
        bubble.frame = Self.frame(forDiameter: diameter, around: startingPoint)
        bubble.layer.cornerRadius = diameter / 2
        bubble.backgroundColor = bubbleColor
        if isPresenting, let controller = transitionContext.viewController(forKey: .to) {
            presented.frame = transitionContext.finalFrame(for: controller)
            bubble.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)
            container.addSubview(bubble)
            presented.alpha = 0
            container.addSubview(presented)
        }
        UIView.animate(
            withDuration: duration,
            animations: {
                self.bubble.transform = self.isPresenting ? .identity : CGAffineTransform(scaleX: 0.001, y: 0.001)
                presented.alpha = self.isPresenting ? 1 : 0
            },
            completion: { _ in
                if !self.isPresenting { self.bubble.removeFromSuperview() }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// A card-deck style presentation controller: stored views made at declaration, a static layout constant,
/// and overrides in the class body.
final class CardPresentationController: UIPresentationController {
    static let topInset: CGFloat = 28
    private let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0, alpha: 0.4)
        view.alpha = 0
        return view
    }()
    var dimmingAlphaWhenShown: CGFloat = 1 {
        didSet { if presentedViewController.isBeingPresented == false { dimmingView.alpha = dimmingAlphaWhenShown } }
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: Self.topInset, width: bounds.width, height: bounds.height - Self.topInset)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = self.dimmingAlphaWhenShown
            }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 0
            }, completion: nil)
    }

    var dimmingAlpha: CGFloat { dimmingView.alpha }
}

/// A transitioning delegate held by the presenting controller, vending both.
final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = BubbleRevealAnimator()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator.isPresenting = true
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.isPresenting = false
        return animator
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// A protocol extension constrained to view controllers, as libraries add convenience presenters.
protocol CardPresentable: AnyObject {
    var cardDelegate: CardTransitioningDelegate { get }
}

extension CardPresentable where Self: UIViewController {
    func presentCard(_ controller: UIViewController, from point: CGPoint) {
        cardDelegate.animator.startingPoint = point
        controller.transitioningDelegate = cardDelegate
        controller.modalPresentationStyle = .custom
        present(controller, animated: true, completion: nil)
    }
}

final class HostViewController: UIViewController, CardPresentable {
    let cardDelegate = CardTransitioningDelegate()
    var panStates: [UIGestureRecognizer.State] = []
    lazy var panRecognizer = UIPanGestureRecognizer(target: self, action: Self.handlePan)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(panRecognizer)
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        panStates.append(recognizer.state)
    }
}

/// A pan-to-dismiss interactor: a percent-driven subclass with stored state and a helper computing progress.
final class PanToDismissInteractor: UIPercentDrivenInteractiveTransition {
    var hasStarted = false
    var shouldFinish = false
    static let finishThreshold: CGFloat = 0.3

    func progress(forTranslation translation: CGFloat, in height: CGFloat) -> CGFloat {
        min(max(translation / height, 0), 1)
    }
}

/// Static helpers on an extension of a UIKit type, as libraries add.
extension UIView {
    static func makeHandle() -> UIView {
        let handle = UIView(frame: CGRect(x: 0, y: 0, width: 36, height: 5))
        handle.layer.cornerRadius = 2.5
        return handle
    }
}

/// A bottom-sheet interaction object: an `NSObject` that owns a property animator made at declaration, adopts
/// the gesture delegate in an extension, and hops to the main queue to update views.
final class BottomSheetInteraction: NSObject {
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)
    weak var sheet: UIView?
    private(set) var lastUpdate: CGFloat = 0

    func attach(to view: UIView) {
        sheet = view
        let pan = UIPanGestureRecognizer(target: self, action: Self.didPan)
        pan.delegate = self
        view.addGestureRecognizer(pan)
    }

    func didPan(_ recognizer: UIPanGestureRecognizer) {
        lastUpdate = recognizer.translation(in: sheet).y
    }

    func collapse(completion: @escaping () -> Void) {
        DispatchQueue.main.async {
            self.sheet?.alpha = 0
            completion()
        }
    }
}

extension BottomSheetInteraction: UIGestureRecognizerDelegate {
    /// Compares views with `==`, as libraries do: UIKit's views are NSObjects, equal only to themselves.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        sheet != nil && gestureRecognizer.view == sheet
    }
}

/// A carousel that snaps to whole cards, written as iOS apps write it: the controller adopts
/// `UIScrollViewDelegate` in an extension and rewrites the flick's resting point through the
/// `UnsafeMutablePointer` UIKit passes.
final class SnappingCarouselController: UIViewController {
    let scrollView = UIScrollView()
    let cardWidth: CGFloat = 300
    let cardCount = 20

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: cardWidth * CGFloat(cardCount), height: view.bounds.height)
        scrollView.decelerationRate = .fast
        scrollView.delegate = self
        view.addSubview(scrollView)
    }
}

extension SnappingCarouselController: UIScrollViewDelegate {
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let card = (targetContentOffset.pointee.x / cardWidth).rounded()
        targetContentOffset.pointee.x = card * cardWidth
    }
}
