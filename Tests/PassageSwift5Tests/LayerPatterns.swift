// Swift 5 code written the way iOS apps and transition libraries use gradient, transform and replicator
// layers and UIVisualEffectView, compiled in the Swift 5 language mode against `import Passage` unchanged.
// LayerPatternTests runs each pattern.
import Passage

/// A view backed by a gradient layer, fading its edge to black: the usual "gradient dimming" view.
final class FadeView: UIView {
    override class var layerClass: AnyClass {
        return CAGradientLayer.self
    }

    var gradientLayer: CAGradientLayer {
        return layer as! CAGradientLayer
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [
            UIColor.black.withAlphaComponent(0).cgColor, UIColor.black.withAlphaComponent(0.6).cgColor,
        ]
        gradientLayer.locations = [0.0, 1.0]
        gradientLayer.startPoint = CGPoint(x: 0.5, y: 0.0)
        gradientLayer.endPoint = CGPoint(x: 0.5, y: 1.0)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Deepens the fade with an explicit colors animation that stays at its end.
    func deepen() {
        let animation = CABasicAnimation(keyPath: "colors")
        animation.fromValue = gradientLayer.colors
        animation.toValue = [UIColor.black.withAlphaComponent(0.2).cgColor, UIColor.black.cgColor]
        animation.duration = 0.4
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        gradientLayer.add(animation, forKey: "deepen")
    }
}

/// A spinner built from one bar copied around a replicator, each copy fading a little later.
final class ReplicatorSpinner: UIView {
    let replicator = CAReplicatorLayer()
    let bar = CALayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        replicator.frame = bounds
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3DMakeRotation(CGFloat.pi * 2 / 12, 0, 0, 1)
        replicator.instanceDelay = 1.0 / 12
        replicator.instanceColor = UIColor.white.cgColor
        replicator.instanceAlphaOffset = -0.05
        replicator.preservesDepth = false
        bar.frame = CGRect(x: bounds.midX - 2, y: 0, width: 4, height: bounds.height / 4)
        bar.backgroundColor = UIColor.darkGray.cgColor
        bar.cornerRadius = 2
        replicator.addSublayer(bar)
        layer.addSublayer(replicator)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.1
        fade.duration = 1
        fade.repeatCount = .infinity
        bar.add(fade, forKey: "fade")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A cube presentation in the libraries' style: snapshots of both screens as faces of a CATransformLayer,
/// turned with an explicit CABasicAnimation, finished from a CATransaction completion block.
class CubePresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var duration: TimeInterval = 0.5

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard
            let fromView = transitionContext.view(forKey: .from)
                ?? transitionContext.viewController(forKey: .from)?.view,
            let toView = transitionContext.view(forKey: .to),
            let toController = transitionContext.viewController(forKey: .to)
        else { return }
        toView.frame = transitionContext.finalFrame(for: toController)
        let width = container.bounds.width
        let cube = CATransformLayer()
        cube.frame = container.bounds
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 600
        container.layer.sublayerTransform = perspective
        let front = fromView.snapshotView(afterScreenUpdates: false) ?? UIView()
        let side = toView.snapshotView(afterScreenUpdates: true) ?? UIView()
        front.layer.frame = container.bounds
        side.layer.frame = container.bounds
        side.layer.transform = CATransform3DTranslate(
            CATransform3DMakeRotation(.pi / 2, 0, 1, 0), width / 2, 0, -width / 2)
        side.layer.isDoubleSided = false
        cube.addSublayer(front.layer)
        cube.addSublayer(side.layer)
        container.layer.addSublayer(cube)

        let turn = CABasicAnimation(keyPath: "transform")
        var end = CATransform3DMakeTranslation(0, 0, width / 2)
        end = CATransform3DRotate(end, -.pi / 2, 0, 1, 0)
        end = CATransform3DTranslate(end, 0, 0, -width / 2)
        turn.fromValue = CATransform3DIdentity
        turn.toValue = end
        turn.duration = duration
        turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            cube.removeFromSuperlayer()
            container.layer.sublayerTransform = CATransform3DIdentity
            container.addSubview(toView)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        cube.transform = end
        cube.add(turn, forKey: "turn")
        CATransaction.commit()
    }
}

/// A controller that blurs its background in, and one that scrubs a partial blur with an animator.
final class BlurOverlayController: UIViewController {
    let blurView = UIVisualEffectView(effect: nil)
    var animator: UIViewPropertyAnimator?
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        blurView.frame = view.bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.text = "Paused"
        blurView.contentView.addSubview(label)
        view.addSubview(blurView)
    }

    func blurIn() {
        UIView.animate(withDuration: 0.3) {
            self.blurView.effect = UIBlurEffect(style: .dark)
        }
    }

    func partialBlur(_ fraction: CGFloat) {
        blurView.effect = nil
        animator?.stopAnimation(true)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { [unowned self] in
            self.blurView.effect = UIBlurEffect(style: .systemThinMaterialLight)
        }
        animator.pausesOnCompletion = true
        animator.fractionComplete = fraction
        self.animator = animator
    }
}
