// The “Building Better Transitions” talk's "always interactive" drop-ins (slides 64–103): the drop-in card is presented
// with an interaction controller, so touches are not ignored while it drops, and a finger catches it mid-drop (the pan
// begins 0.2 s, 40%, into the 0.5 s drop), drags it and lets go. Three ways to build it, one demo each:
//   drop-in-grab          the seed's manual approach (DropInGrabTransition): UIView animations, a grab that
//                         freezes the presentation layer, a spring with the pan's velocity (drop-in-grab-cancel
//                         flicks the card back up: the presentation is cancelled);
//   drop-in-grab-animator iOS 10: an interruptible UIViewPropertyAnimator paused, scrubbed and continued with a
//                         spring timing (DropInInterruptibleAnimator, DropInGrabDriver);
//   drop-in-display-link  a percent-driven presentation played by a CADisplayLink until the pan takes the percent
//                         over (DropInDisplayLinkInteraction driving the `drop-in` animator). Each demo's built-in
//                         trace is a one-finger drag made with TouchTrace.drag for the screen size.
import Passage

extension DemoCatalog {
    /// The drop-in card caught mid-drop and flicked down: the spring finishes the presentation.
    public static func dropInGrab() -> Scene {
        Scene(
            name: "drop-in-grab",
            summary:
                "the drop-in card is caught mid-drop by a pan (an interactive presentation animating with .allowUserInteraction), dragged and flicked down: a spring at the pan's velocity finishes it (the “Building Better Transitions” talk)",
            duration: DropInGrabScene.duration,
            trace: { size in DropInGrabScene.trace(for: size, finishing: true) }
        ) { window in
            DropInGrabScene(in: window, style: .manual).watched
        }
    }

    /// The drop-in card caught mid-drop and flicked back up: the presentation is cancelled.
    public static func dropInGrabCancel() -> Scene {
        Scene(
            name: "drop-in-grab-cancel",
            summary:
                "the drop-in card is caught mid-drop and flicked back up: a spring at the pan's velocity carries it off the top and the presentation is cancelled (the “Building Better Transitions” talk)",
            duration: DropInGrabScene.duration,
            trace: { size in DropInGrabScene.trace(for: size, finishing: false) }
        ) { window in
            DropInGrabScene(in: window, style: .manual).watched
        }
    }

    /// The grab with iOS 10's interruptible animator.
    public static func dropInGrabAnimator() -> Scene {
        Scene(
            name: "drop-in-grab-animator",
            summary:
                "the drop-in grab with iOS 10 APIs: the pan pauses the transition's UIViewPropertyAnimator, scrubs it with the finger and continues it with a spring at the pan's velocity (the “Building Better Transitions” talk)",
            duration: DropInGrabScene.duration,
            trace: { size in DropInGrabScene.trace(for: size, finishing: true) }
        ) { window in
            DropInGrabScene(in: window, style: .animator).watched
        }
    }

    /// The display-link-driven presentation taken over by a pan.
    public static func dropInDisplayLink() -> Scene {
        Scene(
            name: "drop-in-display-link",
            summary:
                "a percent-driven drop-in played frame by frame by a CADisplayLink until a pan takes the percent over; the release finishes it (the “Building Better Transitions” talk)",
            duration: DropInGrabScene.duration,
            trace: { size in DropInGrabScene.trace(for: size, finishing: true) }
        ) { window in
            DropInGrabScene(in: window, style: .displayLink).watched
        }
    }
}

/// How a drop-in grab scene builds its presentation.
enum DropInGrabStyle: CaseIterable {
    /// The seed's manual approach: `DropInGrabTransition`.
    case manual
    /// iOS 10's interruptible animator: `DropInInterruptibleAnimator` driven by `DropInGrabDriver`.
    case animator
    /// A display link playing a percent-driven transition: `DropInDisplayLinkInteraction` over `DropInAnimator`.
    case displayLink
}

/// The drop-in grab demos' controllers and timeline: the card is presented at `presentTime`; the touches come
/// from the demo's trace.
@MainActor
final class DropInGrabScene {
    /// When the presentation starts, in seconds after the demo started.
    static let presentTime: TimeInterval = 0.3
    static let duration: TimeInterval = 2
    /// When the finger comes down on the dropping card: 28 frames at 60 fps. The pan begins once it moved
    /// 10 points, 2 frames later in the finishing trace (0.5 s: 40% into the drop) and 3 in the cancelling one.
    static let touchDownTime: TimeInterval = 28.0 / 60
    /// How far below the card's top edge the finger comes down, in points.
    static let fingerOffset: CGFloat = 120

    let style: DropInGrabStyle
    let log = DemoEventLog()
    let window: UIWindow
    let presenter: DemoScreenController
    /// The square `drop-in`'s animator stages into the card (display-link style only).
    let sharedView: UIView?
    let animator: UIViewControllerAnimatedTransitioning
    let interaction: UIViewControllerInteractiveTransitioning
    private(set) weak var presented: DropInCardController?
    private let script = DemoScript()

    init(in window: UIWindow, style: DropInGrabStyle) {
        self.style = style
        self.window = window
        let log = log
        let presenter = DemoScreenController(title: "A", color: .systemTeal, content: .photos(0), log: log)
        self.presenter = presenter
        window.rootViewController = presenter
        var sharedView: UIView?
        switch style {
        case .manual:
            let transition = DropInGrabTransition(log: log)
            animator = transition
            interaction = transition
        case .animator:
            let animator = DropInInterruptibleAnimator(log: log)
            self.animator = animator
            interaction = DropInGrabDriver(animationController: animator, log: log)
        case .displayLink:
            let shared = PictureView(
                seed: SampleContent.place(1).seed, frame: CGRect(origin: .zero, size: DropInScene.sharedSize))
            shared.center = DropInScene.sharedCenter
            shared.layer.cornerRadius = 12
            presenter.view.addSubview(shared)
            sharedView = shared
            animator = DropInAnimator(sharedView: shared, log: log)
            interaction = DropInDisplayLinkInteraction(log: log)
        }
        self.sharedView = sharedView
        let delegate = DropInInteractiveTransitioningDelegate(animator: animator, interaction: interaction)
        presenter.retained.append(delegate)
        let presented = DropInCardController(
            caption: "Drag it back down to close", showsPhoto: style != .displayLink)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        self.presented = presented
        script.at(Self.presentTime) {
            presenter.present(presented, animated: true) { log.add("presentCompletion") }
        }
    }

    var watched: WatchedViews {
        var views: WatchedViews = ["presenter": presenter.view]
        if let presented { views.append("card", presented.view) }
        if let sharedView { views.append("shared", sharedView) }
        return views
    }

    /// The demos' touches on a screen of `size` points: the finger comes down on the dropping card, 120 points
    /// below its top edge, at `touchDownTime`, and drags it down 170 points in 0.35 s, leaving at 900 points per
    /// second (`finishing`), or up 62 points in 0.2 s, leaving at 600 points per second upward.
    static func trace(for size: CGSize, finishing: Bool) -> TouchTrace {
        let path = DropInPath(in: CGRect(origin: .zero, size: size))
        let elapsed = (touchDownTime - presentTime) / DropInAnimator.duration
        let top = path.position(atProgress: TimingCurveMath(.easeInOut).value(at: CGFloat(elapsed)))
        let start = CGPoint(x: top.x, y: top.y + fingerOffset)
        if finishing {
            return .drag(
                from: start, to: CGPoint(x: start.x, y: start.y + 170), startTime: touchDownTime, duration: 0.35,
                releaseVelocity: CGVector(dx: 0, dy: 900))
        }
        return .drag(
            from: start, to: CGPoint(x: start.x, y: start.y - 62), startTime: touchDownTime, duration: 0.2,
            releaseVelocity: CGVector(dx: 0, dy: -600))
    }
}

/// Vends one animation controller and one interaction controller for presentations (dismissals use the
/// built-in animation).
@MainActor
final class DropInInteractiveTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let animator: UIViewControllerAnimatedTransitioning
    let interaction: UIViewControllerInteractiveTransitioning

    init(animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning) {
        self.animator = animator
        self.interaction = interaction
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        (animator as? DropInAnimator)?.presenting = true
        return animator
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction
    }
}
