// Session 218's keyframe fold as a view-controller transition: the from view and the to view are each
// replaced by snapshots of their halves (resizableSnapshotView) on a black stage with perspective (m34 =
// −1/500 on its sublayerTransform). On keyframes, the from view's halves fold away from the viewer about the
// middle line, darkening, until edge-on (first half of the time); the to view's halves then unfold from
// edge-on to flat, lightening (second half). The same animator serves pushes, pops, presentations and
// dismissals: `FoldTransitionDelegate` vends it as all three kinds of delegate.
import Passage

@MainActor
final class FoldAnimator: UIViewControllerAnimatedTransitioning {
    /// The length of a fold, in seconds.
    static let duration: TimeInterval = 1.0
    /// How dark a half gets when edge-on: the alpha of the black shade over it.
    static let shadeAlpha: CGFloat = 0.6

    /// One half of a view, as a snapshot hinged on the view's middle line, with its shade.
    struct Half {
        let view: UIView
        let shade: UIView
        /// The rotation about x that turns it edge-on, away from the viewer.
        let foldedAngle: CGFloat
    }

    let log: DemoEventLog?

    init(log: DemoEventLog? = nil) {
        self.log = log
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let fromView = context.viewController(forKey: .from)?.view,
            let toController = context.viewController(forKey: .to),
            let toView = toController.view
        else { return context.completeTransition(false) }
        if toView.superview == nil {
            toView.frame = context.finalFrame(for: toController)
            container.addSubview(toView)
        }
        toView.layoutIfNeeded()

        let stage = UIView(frame: container.bounds)
        stage.backgroundColor = .black
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        stage.layer.sublayerTransform = perspective
        container.addSubview(stage)
        let outgoing = Self.halves(of: fromView, on: stage)
        let incoming = Self.halves(of: toView, on: stage)
        fromView.isHidden = true
        toView.isHidden = true
        for half in incoming {
            half.view.layer.transform = CATransform3DMakeRotation(half.foldedAngle, 1, 0, 0)
            half.shade.alpha = Self.shadeAlpha
        }

        UIView.animateKeyframes(
            withDuration: Self.duration, delay: 0, options: [.calculationModeLinear],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    for half in outgoing {
                        half.view.layer.transform = CATransform3DMakeRotation(half.foldedAngle, 1, 0, 0)
                        half.shade.alpha = Self.shadeAlpha
                    }
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    for half in incoming {
                        half.view.layer.transform = CATransform3DIdentity
                        half.shade.alpha = 0
                    }
                }
            },
            completion: { _ in
                stage.removeFromSuperview()
                fromView.isHidden = false
                toView.isHidden = false
                self.log?.add("completeTransition")
                context.completeTransition(!context.transitionWasCancelled)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log?.add("animationEnded(\(transitionCompleted))")
    }

    /// Snapshots of the top and bottom halves of `view`, placed on `stage` where the view is on screen and hinged
    /// on its middle line (the top half's anchor at its bottom edge, the bottom half's at its top edge).
    static func halves(of view: UIView, on stage: UIView) -> [Half] {
        let frame = stage.convert(view.bounds, from: view)
        let height = view.bounds.height / 2
        var halves: [Half] = []
        for (index, anchorY) in [CGFloat(1), 0].enumerated() {
            let rect = CGRect(x: 0, y: CGFloat(index) * height, width: view.bounds.width, height: height)
            guard let snapshot = view.resizableSnapshotView(from: rect, afterScreenUpdates: true, withCapInsets: .zero)
            else { continue }
            snapshot.layer.anchorPoint = CGPoint(x: 0.5, y: anchorY)
            snapshot.layer.position = CGPoint(x: frame.midX, y: frame.midY)
            let shade = UIView(frame: snapshot.bounds)
            shade.backgroundColor = .black
            shade.alpha = 0
            snapshot.addSubview(shade)
            stage.addSubview(snapshot)
            halves.append(Half(view: snapshot, shade: shade, foldedAngle: index == 0 ? .pi / 2 : -.pi / 2))
        }
        return halves
    }
}

/// Vends a `FoldAnimator` for presentations, dismissals, pushes, pops and tab switches.
@MainActor
final class FoldTransitionDelegate: UIViewControllerTransitioningDelegate, UINavigationControllerDelegate,
    UITabBarControllerDelegate
{
    let log: DemoEventLog?

    init(log: DemoEventLog? = nil) {
        self.log = log
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        FoldAnimator(log: log)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FoldAnimator(log: log)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        FoldAnimator(log: log)
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        FoldAnimator(log: log)
    }
}
