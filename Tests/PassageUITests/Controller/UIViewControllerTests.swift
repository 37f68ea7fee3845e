// UIViewController basics: lazy loading, layout callbacks around the root view's layout, containment calls,
// transition(from:to:) between children, the window's root controller, UIScreen presets.
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
private final class CountingController: UIViewController {
    var events: [String] = []
    override func loadView() {
        events.append("loadView")
        view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }
    override func viewDidLoad() { events.append("viewDidLoad") }
    override func viewWillLayoutSubviews() { events.append("willLayout") }
    override func viewDidLayoutSubviews() { events.append("didLayout") }
    override func viewWillAppear(_ animated: Bool) { events.append("willAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { events.append("didAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { events.append("willDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { events.append("didDisappear(\(animated))") }
}

@MainActor
final class UIViewControllerTests: XCTestCase {
    /// The view loads once, on first access: loadView then viewDidLoad; isViewLoaded and viewIfLoaded do not load it.
    func testViewLoadsLazilyOnce() async {
        FrameLoop().makeCurrent()
        let controller = CountingController()
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertNil(controller.viewIfLoaded)
        XCTAssertEqual(controller.events, [])
        _ = controller.view
        _ = controller.view
        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertEqual(controller.events, ["loadView", "viewDidLoad"])
        XCTAssertTrue(controller.view.next === controller, "the root view's next responder is its controller")
    }

    /// The default loadView makes a view the size of the main screen (an iPhone 15 Pro until another is made main).
    func testDefaultViewHasTheMainScreenSize() async {
        FrameLoop().makeCurrent()
        XCTAssertEqual(UIViewController().view.bounds, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(UIScreen.main.scale, 3)
        UIScreen(device: .iPhoneSE).makeMain()
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 375, height: 667))
        XCTAssertEqual(UIViewController().view.bounds.size, CGSize(width: 375, height: 667))
        FrameLoop().makeCurrent()
        XCTAssertEqual(UIScreen.main.device, .iPhone15Pro, "a fresh frame loop starts from the default screen")
    }

    /// The layout pass calls viewWillLayoutSubviews and viewDidLayoutSubviews around the root view's layout.
    func testLayoutCallbacksWrapTheRootViewsLayout() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let controller = CountingController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.events.removeAll()
        controller.view.setNeedsLayout()
        loop.step()
        XCTAssertEqual(controller.events, ["willLayout", "didLayout"])
        XCTAssertEqual(controller.view.frame, window.bounds, "the root view fills the window")
    }

    /// The window's root controller appears when the window is shown, and disappears when replaced.
    func testWindowRootAppearance() async {
        FrameLoop().makeCurrent()
        let first = CountingController()
        let second = CountingController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController = first
        XCTAssertFalse(first.events.contains("willAppear(false)"), "a hidden window shows nothing")
        window.makeKeyAndVisible()
        XCTAssertEqual(first.events.suffix(2), ["willAppear(false)", "didAppear(false)"])
        window.rootViewController = second
        XCTAssertEqual(first.events.suffix(2), ["willDisappear(false)", "didDisappear(false)"])
        XCTAssertEqual(second.events.suffix(2), ["willAppear(false)", "didAppear(false)"])
        XCTAssertEqual(window.subviews.count, 1)
    }

    /// Containment: addChild calls willMove(toParent:), removeFromParent calls didMove(toParent: nil); a
    /// visible parent forwards appearance to children whose views are inside its view.
    func testContainmentAndForwarding() async {
        FrameLoop().makeCurrent()
        let parent = CountingController()
        let child = CountingController()
        parent.addChild(child)
        XCTAssertTrue(child.parent === parent)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController = parent
        window.makeKeyAndVisible()
        XCTAssertEqual(child.events.suffix(2), ["willAppear(false)", "didAppear(false)"])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        XCTAssertNil(child.parent)
        XCTAssertEqual(parent.children.count, 0)
    }

    /// A child added by app code (addChild, addSubview, didMove(toParent:)) while its parent is visible appears as
    /// its view enters the window (UIKit: viewWillAppear "just before the view is added to the view hierarchy",
    /// viewDidAppear "just after"), not animated, its own child with it; removing it disappears it the same way.
    func testChildAddedWhileTheParentIsVisibleAppearsAndDisappears() async {
        FrameLoop().makeCurrent()
        let parent = CountingController()
        let child = CountingController()
        let grandchild = CountingController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController = parent
        window.makeKeyAndVisible()
        child.addChild(grandchild)
        child.view.addSubview(grandchild.view)
        grandchild.didMove(toParent: child)
        XCTAssertFalse(grandchild.events.contains("willAppear(false)"), "the child's view is not in a window yet")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        XCTAssertEqual(child.events.filter { $0.contains("ppear") }, ["willAppear(false)", "didAppear(false)"])
        XCTAssertEqual(grandchild.events.filter { $0.contains("ppear") }, ["willAppear(false)", "didAppear(false)"])
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        XCTAssertEqual(
            child.events.filter { $0.contains("ppear") },
            ["willAppear(false)", "didAppear(false)", "willDisappear(false)", "didDisappear(false)"])
        XCTAssertEqual(grandchild.events.suffix(2), ["willDisappear(false)", "didDisappear(false)"])
        XCTAssertEqual(
            parent.events.filter { $0.contains("ppear") }, ["willAppear(false)", "didAppear(false)"],
            "the parent's own appearance is untouched")
        withExtendedLifetime(window) {}
    }

    /// Order within the move: viewWillAppear runs before the view's willMove(toWindow:) and viewDidAppear after
    /// its didMoveToWindow(), so the view is in the window when viewDidAppear runs and not yet when
    /// viewWillAppear runs.
    func testWillAppearBeforeTheMoveAndDidAppearAfterIt() async {
        FrameLoop().makeCurrent()
        let parent = CountingController()
        final class WindowWatchingController: UIViewController {
            var windowsSeen: [Bool] = []
            override func viewWillAppear(_ animated: Bool) { windowsSeen.append(view.window != nil) }
            override func viewDidAppear(_ animated: Bool) { windowsSeen.append(view.window != nil) }
        }
        let child = WindowWatchingController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController = parent
        window.makeKeyAndVisible()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        XCTAssertEqual(child.windowsSeen, [false, true])
        withExtendedLifetime(window) {}
    }

    /// transition(from:to:duration:…) swaps two children's views over the duration, forwarding appearance
    /// (animated) to both, and runs the completion at the end.
    func testTransitionBetweenChildren() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let parent = CountingController()
        let a = CountingController()
        let b = CountingController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController = parent
        window.makeKeyAndVisible()
        parent.addChild(a)
        parent.view.addSubview(a.view)
        a.didMove(toParent: parent)
        a.beginAppearanceTransition(true, animated: false)
        a.endAppearanceTransition()
        parent.addChild(b)
        b.view.alpha = 0
        var finished: Bool?
        parent.transition(from: a, to: b, duration: 0.5, options: [], animations: { b.view.alpha = 1 }) {
            finished = $0
        }
        XCTAssertEqual(a.events.suffix(1), ["willDisappear(true)"])
        XCTAssertEqual(b.events.suffix(1), ["willAppear(true)"])
        XCTAssertTrue(b.view.superview === parent.view)
        loop.runUntilIdle()
        XCTAssertEqual(finished, true)
        XCTAssertNil(a.view.superview)
        XCTAssertEqual(a.events.suffix(1), ["didDisappear(true)"])
        XCTAssertEqual(b.events.suffix(1), ["didAppear(true)"])
    }

    /// Unbalanced appearance calls are ignored: willAppear twice calls viewWillAppear once.
    func testUnbalancedAppearanceCallsAreIgnored() async {
        FrameLoop().makeCurrent()
        let controller = CountingController()
        controller.beginAppearanceTransition(true, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        XCTAssertEqual(controller.events.filter { $0.contains("Appear") }, ["willAppear(false)", "didAppear(false)"])
    }

    /// A percent-driven transition that does not start interactively animates until pause(), then holds where it
    /// is and can be finished.
    func testPauseMakesAnAnimatingTransitionInteractive() async {
        let log = CallbackLog()
        let a = LoggingViewController("A", log: log)
        let (loop, window) = makeWindow(root: a)
        let b = LoggingViewController("B", log: log)
        let delegate = VendingDelegate()
        delegate.animator = LinearSlideAnimator(duration: 1)
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        delegate.interactor = interaction
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        XCTAssertEqual(b.transitionCoordinator?.initiallyInteractive, false)
        loop.advance(frames: 30)
        XCTAssertEqual(b.view.presentedTranslationX, 200, accuracy: 1e-6)
        interaction.pause()
        XCTAssertEqual(interaction.percentComplete, 0.5, accuracy: 1e-9)
        XCTAssertEqual(b.transitionCoordinator?.isInteractive, true)
        loop.advance(frames: 30)
        XCTAssertEqual(b.view.presentedTranslationX, 200, accuracy: 1e-6, "held")
        interaction.update(0.75)
        loop.advance(frames: 1)
        XCTAssertEqual(b.view.presentedTranslationX, 100, accuracy: 1e-6)
        interaction.finish()
        loop.runUntilIdle()
        XCTAssertEqual(log.entries(of: "B."), ["B.willAppear", "B.didAppear"])
        withExtendedLifetime((window, delegate)) {}
    }
}
