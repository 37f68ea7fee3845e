// Small scenes for PassageTesting's own tests: two coloured screens and a linear slide-in animator of 0.25 s,
// on a 120 × 80 point screen at 1× so reference images stay tiny.
import Passage
import PassageTesting

/// A screen of one colour, titled (its title names it in event logs).
@MainActor
final class ColorScreen: UIViewController {
    let color: UIColor

    init(_ title: String, _ color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = color
    }
}

/// Slides the presented screen in from the right, linearly, in `duration` seconds.
@MainActor
final class SlideInAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    var duration: TimeInterval = 0.25
    /// Where the presented screen starts, as a fraction of the container's width.
    var startFraction: CGFloat = 1

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to)
        else { return }
        let final = transitionContext.finalFrame(for: to)
        transitionContext.containerView.addSubview(toView)
        toView.frame = final.offsetBy(dx: final.width * startFraction, dy: 0)
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveLinear],
            animations: {
                toView.frame = final
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }
}

@MainActor
enum TestScenes {
    static let device = DeviceProfile(name: "test", size: CGSize(width: 120, height: 80), scale: 1)

    /// Blue presents green with the slide-in animator (held by the green screen's `transitioningDelegate`
    /// owner: the scenario keeps it alive).
    static func slideIn(_ animator: SlideInAnimator = SlideInAnimator()) -> TransitionScenario {
        TransitionScenario(
            device: device, root: { ColorScreen("Blue", .blue) },
            trigger: { root in
                let green = ColorScreen("Green", .green)
                green.modalPresentationStyle = .fullScreen
                green.transitioningDelegate = animator
                root.present(green, animated: true)
                withExtendedLifetime(animator) {}
            })
    }
}
