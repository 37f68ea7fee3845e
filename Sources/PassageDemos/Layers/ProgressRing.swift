// The progress-ring demo: a grey track and a blue ring whose strokeEnd animates from 0 to 1 (a
// CABasicAnimation, ease in-out), with a dashed inner ring turning by its lineDashPhase; the ring's outline
// has round caps, drawn by the render server's stroker.
import Passage

extension DemoCatalog {
    /// A progress ring filling by strokeEnd.
    public static func progressRing() -> Scene {
        Scene(
            name: "progress-ring",
            summary:
                "a CAShapeLayer ring fills by animating strokeEnd, a dashed ring turns by lineDashPhase",
            duration: ProgressRingScene.duration
        ) { window in
            ProgressRingScene(in: window).watched
        }
    }
}

/// A ring view: a track and a progress stroke on one circle, starting at the top and running clockwise.
@MainActor
final class ProgressRingView: UIView {
    let track = CAShapeLayer()
    let progress = CAShapeLayer()
    let dashes = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 12
        let ring = UIBezierPath(
            arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        for (layer, color, width) in [
            (track, UIColor(white: 0.9, alpha: 1), CGFloat(18)), (progress, UIColor.systemBlue, 18),
            (dashes, UIColor.systemGreen, 4),
        ] {
            layer.frame = bounds
            layer.fillColor = nil
            layer.strokeColor = color.cgColor
            layer.lineWidth = width
            layer.path = ring.cgPath
            self.layer.addSublayer(layer)
        }
        dashes.path =
            UIBezierPath(
                arcCenter: center, radius: radius - 28, startAngle: -.pi / 2, endAngle: 1.5 * .pi,
                clockwise: true
            ).cgPath
        dashes.lineDashPattern = [10, 8]
        progress.lineCap = .round
        progress.strokeEnd = 0
        CATransaction.commit()
    }

    required init?(coder: NSCoder) { nil }
}

/// The progress-ring demo's view and timeline.
@MainActor
final class ProgressRingScene {
    /// When the ring starts filling, in seconds after the demo started, and how long it takes.
    static let fillStart: TimeInterval = 0.3
    static let fillDuration: TimeInterval = 1.5
    static let duration: TimeInterval = 2.2

    let ring: ProgressRingView
    private let script = DemoScript()

    init(in window: UIWindow) {
        window.backgroundColor = .white
        let side = min(window.bounds.width, window.bounds.height) - 80
        ring = ProgressRingView(
            frame: CGRect(x: window.bounds.midX - side / 2, y: window.bounds.midY - side / 2, width: side, height: side)
        )
        window.addSubview(ring)
        let ring = ring
        script.at(Self.fillStart) {
            let fill = CABasicAnimation(keyPath: "strokeEnd")
            fill.fromValue = 0
            fill.toValue = 1
            fill.duration = Self.fillDuration
            fill.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            ring.progress.strokeEnd = 1
            CATransaction.commit()
            ring.progress.add(fill, forKey: "fill")
            let turn = CABasicAnimation(keyPath: "lineDashPhase")
            turn.fromValue = 0
            turn.toValue = -36
            turn.duration = Self.fillDuration
            ring.dashes.add(turn, forKey: "turn")
        }
    }

    /// The views whose presented values the demo reports, by label.
    var watched: WatchedViews { ["ring": ring] }
}
