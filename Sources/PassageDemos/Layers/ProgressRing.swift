// The progress-ring demo: a place being saved for offline use, with a grey track and a blue ring whose strokeEnd
// animates from 0 to 1 (a CABasicAnimation, ease in-out) and a dashed inner ring turning by its lineDashPhase;
// the ring's outline has round caps, drawn by the render server's stroker.
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
            (track, UIColor.systemGray5, CGFloat(18)), (progress, UIColor.systemBlue, 18),
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

/// The progress-ring demo's view and timeline: a place being saved for offline use, its photo and name on a
/// rounded panel with the ring under them, on a grouped screen under a large title.
@MainActor
final class ProgressRingScene {
    /// When the ring starts filling, in seconds after the demo started, and how long it takes.
    static let fillStart: TimeInterval = 0.3
    static let fillDuration: TimeInterval = 1.5
    static let duration: TimeInterval = 2.2
    /// The ring's side, in points.
    static let ringSide: CGFloat = 190

    let ring: ProgressRingView
    private let script = DemoScript()

    init(in window: UIWindow) {
        window.backgroundColor = .systemGroupedBackground
        let place = SampleContent.place(3)
        let top = window.safeAreaInsets.top
        let heading = UILabel(frame: CGRect(x: 20, y: top + 12, width: window.bounds.width - 40, height: 41))
        heading.text = "Offline"
        heading.font = .systemFont(ofSize: 34, weight: .bold)
        heading.textColor = .label
        window.addSubview(heading)
        let panel = UIView(
            frame: CGRect(
                x: 16, y: heading.frame.maxY + 16, width: window.bounds.width - 32,
                height: 150 + 76 + Self.ringSide + 28))
        panel.backgroundColor = .secondarySystemGroupedBackground
        panel.layer.cornerRadius = 16
        panel.clipsToBounds = true
        window.addSubview(panel)
        let picture = PictureView(seed: place.seed, frame: CGRect(x: 0, y: 0, width: panel.bounds.width, height: 150))
        let name = UILabel(frame: CGRect(x: 16, y: 162, width: panel.bounds.width - 32, height: 24))
        name.text = place.name
        name.font = .preferredFont(forTextStyle: .headline)
        name.textColor = .label
        let status = UILabel(frame: CGRect(x: 16, y: 188, width: panel.bounds.width - 32, height: 20))
        status.text = "Saving 24 photos for offline use"
        status.font = .preferredFont(forTextStyle: .subheadline)
        status.textColor = .secondaryLabel
        ring = ProgressRingView(
            frame: CGRect(
                x: (panel.bounds.width - Self.ringSide) / 2, y: 226, width: Self.ringSide, height: Self.ringSide))
        for view in [picture, name, status, ring] { panel.addSubview(view) }
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
