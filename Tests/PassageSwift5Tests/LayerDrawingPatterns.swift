// Swift 5 code around masks, shape layers and custom drawing, written as on iOS (after the unavoidable edits
// for Linux: no `@objc`): a circular-reveal animator that masks the presented view with a CAShapeLayer whose
// path it animates, a progress ring animating strokeEnd, a badge drawn in draw(_:), and an avatar image made
// with UIGraphicsImageRenderer.
import Passage

/// Presents and dismisses by growing or shrinking a circular mask from a button's frame.
final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var originFrame = CGRect.zero
    var presenting = true

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let view = transitionContext.view(forKey: presenting ? .to : .from) else { return }
        if presenting {
            container.addSubview(view)
        }
        let small = UIBezierPath(ovalIn: originFrame)
        let dx = max(originFrame.midX, container.bounds.width - originFrame.midX)
        let dy = max(originFrame.midY, container.bounds.height - originFrame.midY)
        let radius = sqrt(dx * dx + dy * dy)
        let large = UIBezierPath(ovalIn: originFrame.insetBy(dx: -radius, dy: -radius))

        let maskLayer = CAShapeLayer()
        maskLayer.path = (presenting ? large : small).cgPath
        view.layer.mask = maskLayer

        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = (presenting ? small : large).cgPath
        animation.toValue = (presenting ? large : small).cgPath
        animation.duration = transitionDuration(using: transitionContext)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            view.layer.mask = nil
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        maskLayer.add(animation, forKey: "path")
        CATransaction.commit()
    }
}

/// Vends the reveal for presentation and dismissal.
final class RevealTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = CircularRevealAnimator()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = true
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = false
        return animator
    }
}

/// A ring that fills clockwise from the top as progress grows.
final class ProgressRingView: UIView {
    private let trackLayer = CAShapeLayer()
    private let progressLayer = CAShapeLayer()

    var progress: CGFloat {
        get { return progressLayer.strokeEnd }
        set { setProgress(newValue, animated: false) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for layer in [trackLayer, progressLayer] {
            layer.fillColor = UIColor.clear.cgColor
            layer.lineWidth = 8
            self.layer.addSublayer(layer)
        }
        trackLayer.strokeColor = UIColor.lightGray.cgColor
        progressLayer.strokeColor = UIColor.systemBlue.cgColor
        progressLayer.lineCap = .round
        progressLayer.strokeEnd = 0
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 6
        let path = UIBezierPath(
            arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        trackLayer.frame = bounds
        progressLayer.frame = bounds
        trackLayer.path = path.cgPath
        progressLayer.path = path.cgPath
    }

    func setProgress(_ value: CGFloat, animated: Bool, duration: TimeInterval = 0.3) {
        let clamped = min(max(value, 0), 1)
        let from = progressLayer.presentation()?.strokeEnd ?? progressLayer.strokeEnd
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        progressLayer.strokeEnd = clamped
        CATransaction.commit()
        guard animated else { return }
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = from
        animation.toValue = clamped
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
        progressLayer.add(animation, forKey: "progress")
    }

    var presentedProgress: CGFloat {
        return progressLayer.presentation()?.strokeEnd ?? progressLayer.strokeEnd
    }
}

/// A round badge with a count, drawn with Core Graphics and UIKit's drawing helpers.
final class CountBadgeView: UIView {
    var count = 3 {
        didSet { setNeedsDisplay() }
    }
    var badgeColor: UIColor = .systemRed {
        didSet { setNeedsDisplay() }
    }
    private(set) var drawCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        drawCount += 1
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setFillColor(badgeColor.cgColor)
        context.fillEllipse(in: bounds.insetBy(dx: 1, dy: 1))
        context.setStrokeColor(UIColor.white.cgColor)
        context.setLineWidth(2)
        context.strokeEllipse(in: bounds.insetBy(dx: 2, dy: 2))
        context.restoreGState()

        let tick = UIBezierPath()
        tick.move(to: CGPoint(x: bounds.width * 0.25, y: bounds.height * 0.75))
        tick.addLine(to: CGPoint(x: bounds.width * 0.75, y: bounds.height * 0.75))
        tick.lineWidth = 2
        tick.lineCapStyle = .round
        UIColor.white.setStroke()
        tick.stroke()

        let text = "\(count)" as NSString
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 12),
            .foregroundColor: UIColor.white,
        ]
        text.draw(at: CGPoint(x: bounds.midX - 4, y: bounds.midY - 9), withAttributes: attributes)
    }
}

/// An avatar: initials on a coloured disc, drawn into an image.
enum AvatarFactory {
    static func avatar(initials: String, diameter: CGFloat) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter))
        return renderer.image { context in
            UIColor.systemBlue.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: diameter, height: diameter))
            let clip = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: diameter, height: diameter))
            clip.addClip()
            initials.draw(
                at: CGPoint(x: diameter * 0.25, y: diameter * 0.3),
                withAttributes: [.font: UIFont.systemFont(ofSize: diameter * 0.35), .foregroundColor: UIColor.white])
        }
    }
}
