// UINavigationController: the built-in 0.35 s push/pop, containment and appearance order, the bar, custom
// animators from the delegate, setViewControllers and popToRoot, and release of popped controllers.
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class NavigationTransitionTests: XCTestCase {
    /// Windows are not kept alive by Passage (as in UIKit, the app holds its windows).
    private var windows: [UIWindow] = []

    private func makeNavigation(_ log: CallbackLog) -> (
        FrameLoop, UIWindow, UINavigationController, LoggingViewController
    ) {
        let root = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let (loop, window) = makeWindow(root: navigation)
        windows.append(window)
        log.entries.removeAll()
        return (loop, window, navigation, root)
    }

    /// The built-in push lasts 0.35 s: the incoming view comes from the right edge, the outgoing one moves a
    /// third of the width left under a dimming view; afterwards only the new top's view is in the container.
    func testBuiltInPushTimingAndHierarchy() async {
        let log = CallbackLog()
        let (loop, _, navigation, a) = makeNavigation(log)
        let b = LoggingViewController("B", log: log)
        navigation.pushViewController(b, animated: true)
        XCTAssertTrue(navigation.topViewController === b)
        XCTAssertEqual(log.entries, ["B.willMove(parent)", "A.willDisappear", "B.willAppear"])
        XCTAssertEqual(b.coordinatorInWillAppear, true)
        XCTAssertEqual(b.flagsInWillAppear?.moving, true)
        let container = b.view.superview!
        XCTAssertEqual(container.subviews.count, 3, "from view, dimming view, to view")
        XCTAssertEqual(
            b.view.presentedTranslationX, 400, accuracy: 1e-6, "first frame: the incoming view is off the right edge")
        loop.advance(frames: 1)
        XCTAssertLessThan(b.view.presentedTranslationX, 400)
        loop.advance(frames: 20)  // 21 frames = 0.35 s
        XCTAssertEqual(
            log.entries,
            [
                "B.willMove(parent)", "A.willDisappear", "B.willAppear",
                "A.didDisappear", "B.didAppear", "B.didMove(parent)",
            ])
        XCTAssertEqual(container.subviews.count, 1)
        XCTAssertTrue(container.subviews.first === b.view)
        XCTAssertNil(a.view.superview)
        XCTAssertEqual(a.view.transform, .identity)
        XCTAssertEqual(b.view.layer.shadowOpacity, 0, "the built-in shadow is removed afterwards")
        XCTAssertEqual(navigation.navigationBar.titleLabel?.text, "B")
        XCTAssertEqual(navigation.navigationBar.backLabel?.text, "‹ A")
    }

    /// Halfway through the built-in push (0.175 s; ease in, ease out is symmetric) the incoming view is halfway
    /// in, the outgoing one has moved a sixth of the width, and the dimming is at half its 0.1.
    func testBuiltInPushMidpoint() async {
        let log = CallbackLog()
        let loop = FrameLoop(framesPerSecond: 200)
        loop.makeCurrent()
        let a = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        windows.append(window)
        let b = LoggingViewController("B", log: log)
        navigation.pushViewController(b, animated: true)
        let dimming = b.view.superview!.subviews[1]
        loop.advance(frames: 35)
        XCTAssertEqual(b.view.presentedTranslationX, 200, accuracy: 1e-4, "the curve solver's tolerance")
        XCTAssertEqual(a.view.presentedTranslationX, -400.0 / 6, accuracy: 1e-4)
        XCTAssertEqual(dimming.presentedAlpha, 0.05, accuracy: 1e-6)
    }

    /// Pop: the popped controller's appearance and containment callbacks, then it is released.
    func testPopReleasesThePoppedController() async {
        let log = CallbackLog()
        let (loop, _, navigation, a) = makeNavigation(log)
        weak var weakB: LoggingViewController?
        do {
            let b = LoggingViewController("B", log: log)
            weakB = b
            navigation.pushViewController(b, animated: false)
            log.entries.removeAll()
            let popped = navigation.popViewController(animated: true)
            XCTAssertTrue(popped === b)
            XCTAssertEqual(b.flagsInWillDisappear?.moving, true)
        }
        XCTAssertEqual(log.entries, ["B.willMove(nil)", "B.willDisappear", "A.willAppear"])
        loop.runUntilIdle()
        XCTAssertEqual(
            log.entries,
            ["B.willMove(nil)", "B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear", "B.didMove(nil)"])
        XCTAssertNil(weakB)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertEqual(a.view.superview?.subviews.count, 1)
        XCTAssertEqual(navigation.navigationBar.titleLabel?.text, "A")
        XCTAssertNil(navigation.navigationBar.backLabel)
    }

    /// A delegate's animator replaces the built-in one, with its own duration; the order of completions is
    /// completeTransition → animationEnded → coordinator completion.
    func testDelegateAnimatorAndCompletionOrder() async {
        let log = CallbackLog()
        let (loop, _, navigation, _) = makeNavigation(log)
        let delegate = VendingDelegate()
        delegate.animator = LinearSlideAnimator(duration: 1, log: log)
        navigation.delegate = delegate
        let b = LoggingViewController("B", log: log)
        navigation.pushViewController(b, animated: true)
        navigation.transitionCoordinator?.animate(alongsideTransition: nil) { context in
            log.add("coordinatorCompletion(cancelled: \(context.isCancelled))")
        }
        XCTAssertEqual(navigation.transitionCoordinator?.transitionDuration, 1)
        loop.advance(frames: 30)
        XCTAssertEqual(b.view.presentedTranslationX, 200, accuracy: 1e-6)
        loop.runUntilIdle()
        let order = log.entries.filter {
            ["completeTransition", "animationEnded(true)", "coordinatorCompletion(cancelled: false)"].contains($0)
        }
        XCTAssertEqual(
            order, ["completeTransition", "animationEnded(true)", "coordinatorCompletion(cancelled: false)"])
    }

    /// setViewControllers with a new top animates as a push; popToRoot as a pop that removes every controller
    /// above the root (intermediate ones never appear).
    func testSetViewControllersAndPopToRoot() async {
        let log = CallbackLog()
        let (loop, _, navigation, a) = makeNavigation(log)
        let b = LoggingViewController("B", log: log)
        let c = LoggingViewController("C", log: log)
        navigation.setViewControllers([a, b, c], animated: true)
        XCTAssertEqual(log.entries, ["B.willMove(parent)", "C.willMove(parent)", "A.willDisappear", "C.willAppear"])
        loop.runUntilIdle()
        XCTAssertEqual(navigation.viewControllers.map { ($0 as! LoggingViewController).name }, ["A", "B", "C"])
        XCTAssertEqual(navigation.navigationBar.backLabel?.text, "‹ B")
        log.entries.removeAll()
        let popped = navigation.popToRootViewController(animated: true)
        XCTAssertEqual(popped?.count, 2)
        loop.runUntilIdle()
        XCTAssertEqual(
            log.entries,
            [
                "B.willMove(nil)", "C.willMove(nil)", "C.willDisappear", "A.willAppear",
                "C.didDisappear", "A.didAppear", "B.didMove(nil)", "C.didMove(nil)",
            ])
        XCTAssertEqual(navigation.viewControllers.count, 1)
    }

    /// Misuse: popping the root returns nil and changes nothing; pushing a controller already in the stack is
    /// ignored; a push requested during a push waits for it (queued) and then runs.
    func testMisuseIsDefined() async {
        let log = CallbackLog()
        let (loop, _, navigation, a) = makeNavigation(log)
        XCTAssertNil(navigation.popViewController(animated: true))
        XCTAssertEqual(navigation.viewControllers.count, 1)
        navigation.pushViewController(a, animated: true)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertEqual(log.entries, [])
        let b = LoggingViewController("B", log: log)
        let c = LoggingViewController("C", log: log)
        navigation.pushViewController(b, animated: true)
        navigation.pushViewController(c, animated: true)
        XCTAssertTrue(navigation.topViewController === b, "the second push waits for the first")
        loop.advance(frames: 21)
        XCTAssertTrue(navigation.topViewController === c, "and starts when it ends")
        loop.runUntilIdle()
        XCTAssertEqual(navigation.viewControllers.count, 3)
        XCTAssertEqual(
            log.entries(of: "C."), ["C.willMove(parent)", "C.willAppear", "C.didAppear", "C.didMove(parent)"])
    }

    /// Without a window, a push changes the stack and views at once, with no transition and no coordinator.
    func testPushOffscreenIsImmediate() async {
        FrameLoop().makeCurrent()
        let log = CallbackLog()
        let navigation = UINavigationController(rootViewController: LoggingViewController("A", log: log))
        let b = LoggingViewController("B", log: log)
        navigation.pushViewController(b, animated: true)
        XCTAssertTrue(navigation.topViewController === b)
        XCTAssertNil(navigation.transitionCoordinator)
        XCTAssertTrue(b.parent === navigation)
    }
}
