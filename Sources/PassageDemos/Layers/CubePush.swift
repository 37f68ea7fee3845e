// The cube push and pop: B is pushed turning the cube in from the right face (CATransformLayer), then a
// finger swipes from the left edge and pops B interactively, the cube turning back under the finger; it
// lets go at 60% of the width moving right, so the pop finishes.
import Passage

extension DemoCatalog {
    /// A cube push, then an interactive cube pop by an edge pan.
    public static func cubePush() -> Scene {
        Scene(
            name: "cube-push",
            summary:
                "push and pop turn a cube (faces in a CATransformLayer, in perspective); the pop follows a left-edge pan",
            duration: CubePushScene.duration, trace: CubePushScene.trace
        ) { window in
            CubePushScene(in: window).watched
        }
    }
}

/// Vends the cube for pushes and pops and owns the edge pan that drives pops.
@MainActor
final class CubeNavigation: UINavigationControllerDelegate {
    let edgePan = UIScreenEdgePanGestureRecognizer()
    private weak var navigationController: UINavigationController?
    /// The interaction of the pan in progress; nil between pans.
    private(set) var interaction: UIPercentDrivenInteractiveTransition?
    let log: DemoEventLog

    init(navigationController: UINavigationController, log: DemoEventLog) {
        self.navigationController = navigationController
        self.log = log
        navigationController.interactivePopGestureRecognizer?.isEnabled = false
        edgePan.edges = .left
        edgePan.addTarget(self, action: CubeNavigation.handlePan)
        navigationController.view.addGestureRecognizer(edgePan)
    }

    private func handlePan(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let navigationController, let view = navigationController.view else { return }
        switch recognizer.state {
        case .began:
            guard navigationController.viewControllers.count > 1 else { return }
            log.add("edge pan began")
            interaction = UIPercentDrivenInteractiveTransition()
            navigationController.popViewController(animated: true)
        case .changed:
            interaction?.update(max(0, recognizer.translation(in: view).x / view.bounds.width))
        case .ended, .cancelled:
            let finishing = recognizer.state == .ended && recognizer.velocity(in: view).x > 0
            log.add(finishing ? "edge pan ended: finish" : "edge pan ended: cancel")
            if finishing { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        default:
            break
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CubeAnimator(operation: operation, log: log)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// The cube demo's controllers, timeline and touches.
@MainActor
final class CubePushScene: PushPopScene<CubeNavigation> {
    static let pushTime: TimeInterval = 0.2
    static let touchDownTime: TimeInterval = 1.1
    static let releaseTime: TimeInterval = 1.7
    static let duration: TimeInterval = 2.6

    /// A swipe from the left edge at mid-height to 60% of the width, released at 500 pt/s to the right.
    static func trace(screen: CGSize) -> TouchTrace {
        .edgeSwipe(
            edge: .left, in: screen, at: screen.height / 2, toFraction: 0.6, releaseVelocity: 500,
            startTime: touchDownTime, duration: releaseTime - touchDownTime)
    }

    init(in window: UIWindow) {
        super.init(
            in: window, rootColor: .systemTeal, pushedColor: .systemOrange, pushTime: Self.pushTime, popTime: nil
        ) { log, navigation in
            CubeNavigation(navigationController: navigation, log: log)
        }
    }
}
