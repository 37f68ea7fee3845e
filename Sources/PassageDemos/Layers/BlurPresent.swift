// The blur-in presentation scrubbed by a pan: a finger drags up from the bottom of screen A; a paused
// UIViewPropertyAnimator whose animations set a UIVisualEffectView's effect from nil to a material blur
// and slide a card up follows the finger through fractionComplete (the partial-blur trick); released
// moving up, the animator continues to the end. The presentation is views over A (not a view-controller
// transition), so what it shows is the blur itself.
import Passage

extension DemoCatalog {
    /// A blur and a card brought in under a finger by a paused property animator.
    public static func blurPresent() -> Scene {
        Scene(
            name: "blur-present",
            summary:
                "a pan scrubs a paused UIViewPropertyAnimator that blurs the screen in (UIVisualEffectView.effect nil → material) and slides a card up",
            duration: BlurPresentScene.duration, trace: BlurPresentScene.trace
        ) { window in
            BlurPresentScene(in: window).watched
        }
    }
}

/// The blur demo's screen, overlay and touches.
@MainActor
final class BlurPresentScene {
    static let touchDownTime: TimeInterval = 0.3
    static let releaseTime: TimeInterval = 1.1
    static let duration: TimeInterval = 2.2
    /// How far the finger travels for the whole presentation, as a fraction of the screen's height.
    static let travelFraction: CGFloat = 0.5
    static let style = UIBlurEffect.Style.systemMaterial

    let log = DemoEventLog()
    let window: UIWindow
    let screen: DemoScreenController
    let blur = UIVisualEffectView(effect: nil)
    let card = SheetView(title: "Recent", first: 5, count: 3)
    let pan = UIPanGestureRecognizer()
    private(set) var animator: UIViewPropertyAnimator?

    /// A drag up from 90% of the height through 60% of the travel, released moving up at 600 pt/s.
    static func trace(screen: CGSize) -> TouchTrace {
        let start = CGPoint(x: screen.width / 2, y: screen.height * 0.9)
        return .drag(
            from: start, to: CGPoint(x: start.x, y: start.y - screen.height * travelFraction * 0.6),
            startTime: touchDownTime, duration: releaseTime - touchDownTime, releaseVelocity: CGVector(dx: 0, dy: -600))
    }

    init(in window: UIWindow) {
        self.window = window
        screen = DemoScreenController(title: "A", color: .systemTeal, log: log)
        window.rootViewController = screen
        let bounds = window.bounds
        blur.frame = bounds
        screen.view.addSubview(blur)
        card.frame = cardFrame(presented: false)
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = 16
        blur.contentView.addSubview(card)
        pan.addTarget(self, action: BlurPresentScene.handlePan)
        screen.view.addGestureRecognizer(pan)
        screen.retained.append(self)
    }

    /// The card's frame shown (the lower half, inset) or hidden (below the screen).
    func cardFrame(presented: Bool) -> CGRect {
        let bounds = window.bounds
        let height = bounds.height * 0.45
        return CGRect(
            x: 16, y: presented ? bounds.height - height - 16 : bounds.height, width: bounds.width - 32, height: height)
    }

    private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let travel = window.bounds.height * Self.travelFraction
        switch recognizer.state {
        case .began:
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { [blur, card, self] in
                blur.effect = UIBlurEffect(style: Self.style)
                card.frame = self.cardFrame(presented: true)
            }
            animator.addCompletion { [log] position in
                log.add("blur animator ended at \(position == .end ? "end" : "start")")
            }
            animator.pauseAnimation()
            self.animator = animator
            log.add("pan began")
        case .changed:
            animator?.fractionComplete = min(max(-recognizer.translation(in: screen.view).y / travel, 0), 1)
        case .ended, .cancelled:
            let finishing = recognizer.velocity(in: screen.view).y < 0
            log.add(finishing ? "pan ended: finish" : "pan ended: cancel")
            animator?.isReversed = !finishing
            animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }

    var watched: WatchedViews { ["blur": blur, "card": card] }
}
