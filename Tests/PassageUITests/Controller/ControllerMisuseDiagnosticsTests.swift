// The misuse catalogue of controllers, containers and transitions, asserted by code: each call gets its
// diagnostic on the stage's frame loop and the defined outcome (ignored, queued, corrected).
import Foundation
import PassageCore
import PassageUI
import XCTest

/// A controller whose `loadView()` forgets to set `view`.
@MainActor
private final class ForgetfulLoadViewController: UIViewController {
    override func loadView() {}
}

/// A target whose method a bar button item names.
@MainActor
private final class Receiver {
    var taps = 0
    func tapped(_ item: UIBarButtonItem) { taps += 1 }
}

@MainActor
final class ControllerMisuseDiagnosticsTests: XCTestCase {
    private var keep: [AnyObject] = []

    private func codes(_ loop: FrameLoop) -> [Diagnostic.Code] { loop.diagnostics.map(\.code) }

    // MARK: Requests while a transition runs: queued, each said once as info

    /// A push of 0.5 s runs; a pop, a setViewControllers, a present and a dismiss requested meanwhile wait and
    /// then run in order.
    func testRequestsDuringATransitionWaitAndSaySo() async {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let (loop, window) = makeWindow(root: navigation)
        let delegate = VendingDelegate()
        delegate.animator = LinearSlideAnimator()
        navigation.delegate = delegate
        keep += [window, delegate]
        let second = UIViewController()
        navigation.pushViewController(second, animated: true)
        loop.step()
        navigation.popViewController(animated: false)
        navigation.setViewControllers([root, UIViewController()], animated: false)
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        navigation.present(presented, animated: false)
        navigation.dismiss(animated: false)
        XCTAssertEqual(
            codes(loop),
            [
                .popDuringTransition, .setViewControllersDuringTransition, .presentDuringTransition,
                .dismissDuringTransition,
            ])
        XCTAssertEqual(Set(loop.diagnostics.map(\.severity)), [.info])
        XCTAssertTrue(navigation.topViewController === second, "nothing ran yet")
        loop.runUntilIdle()
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertFalse(navigation.topViewController === second, "setViewControllers ran after the pop")
        XCTAssertNil(navigation.presentedViewController, "presented, then dismissed")
    }

    /// A tab switch during an animated tab switch waits for it.
    func testTabSwitchDuringATransitionWaits() async {
        let tabs = UITabBarController()
        let (first, second, third) = (UIViewController(), UIViewController(), UIViewController())
        tabs.viewControllers = [first, second, third]
        let (loop, window) = makeWindow(root: tabs)
        let delegate = VendingDelegate()
        delegate.animator = LinearSlideAnimator()
        tabs.delegate = delegate
        keep += [window, delegate]
        tabs.selectedIndex = 1
        loop.step()
        tabs.selectedIndex = 2
        XCTAssertEqual(codes(loop), [.tabSwitchDuringTransition])
        XCTAssertEqual(tabs.selectedIndex, 1)
        loop.runUntilIdle()
        XCTAssertEqual(tabs.selectedIndex, 2)
    }

    // MARK: Ignored or corrected calls

    /// Tabs: selecting a controller that is not a tab is ignored.
    func testSelectingAControllerThatIsNotATabIsIgnored() async {
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        let (loop, window) = makeWindow(root: tabs)
        keep.append(window)
        tabs.selectedViewController = UIViewController()
        XCTAssertEqual(codes(loop), [.selectedControllerNotATab])
        XCTAssertEqual(tabs.selectedIndex, 0)
    }

    /// Presenting a child, or a controller from one outside any window, is ignored and the completion does not
    /// run.
    func testPresentingAChildOrFromOutsideAWindowIsIgnored() async {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        let (loop, window) = makeWindow(root: parent)
        keep.append(window)
        var completions = 0
        parent.present(child, animated: false) { completions += 1 }
        UIViewController().present(UIViewController(), animated: false) { completions += 1 }
        XCTAssertEqual(codes(loop), [.presentAlreadyPresented, .presentOutsideWindow])
        XCTAssertEqual(completions, 0)
        XCTAssertNil(parent.presentedViewController)
    }

    /// Adding a controller as its own child, or an ancestor as a child, is ignored.
    func testAddChildCyclesAreIgnored() async {
        let (loop, window) = makeWindow(root: UIViewController())
        keep.append(window)
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        parent.addChild(parent)
        child.addChild(parent)
        XCTAssertEqual(codes(loop), [.addChildCycle, .addChildCycle])
        XCTAssertEqual(parent.children.count, 1)
        XCTAssertTrue(child.children.isEmpty)
        XCTAssertNil(parent.parent)
    }

    /// `transition(from:to:…)` between controllers that are not both children, or from a child whose view is not
    /// in the hierarchy, is ignored.
    func testChildTransitionsNeedChildrenInTheHierarchy() async {
        let parent = UIViewController()
        let (loop, window) = makeWindow(root: parent)
        keep.append(window)
        let a = UIViewController()
        let b = UIViewController()
        parent.addChild(a)
        var finished: [Bool] = []
        parent.transition(from: a, to: b, duration: 0, options: [], animations: nil) { finished.append($0) }
        parent.addChild(b)
        parent.transition(from: a, to: b, duration: 0, options: [], animations: nil) { finished.append($0) }
        XCTAssertEqual(codes(loop), [.transitionBetweenNonChildren, .transitionFromDetachedView])
        XCTAssertEqual(finished, [])
        XCTAssertNil(b.viewIfLoaded?.superview)
    }

    /// A `loadView()` that sets no view gets a plain one; a view given to a second controller moves to it.
    func testLoadViewWithoutAViewAndAViewMovedBetweenControllers() async {
        let (loop, window) = makeWindow(root: UIViewController())
        keep.append(window)
        let forgetful = ForgetfulLoadViewController()
        XCTAssertNotNil(forgetful.view)
        XCTAssertEqual(codes(loop), [.loadViewSetNoView])
        let first = UIViewController()
        let second = UIViewController()
        let shared = UIView()
        first.view = shared
        second.view = shared
        XCTAssertEqual(codes(loop), [.loadViewSetNoView, .viewMovedBetweenControllers])
        XCTAssertTrue(second.view === shared)
    }

    /// Segues need a storyboard, which Passage does not have: nothing happens.
    func testPerformSegueWithoutAStoryboardDoesNothing() async {
        let root = UIViewController()
        let (loop, window) = makeWindow(root: root)
        keep.append(window)
        root.performSegue(withIdentifier: "show", sender: nil)
        XCTAssertEqual(codes(loop), [.segueWithoutStoryboard])
        XCTAssertEqual(loop.diagnostics.last?.severity, .error)
        XCTAssertNil(root.presentedViewController)
    }

    /// A bar button item whose target is not of the method's type has no action.
    func testBarButtonTargetOfTheWrongTypeHasNoAction() async {
        let (loop, window) = makeWindow(root: UIViewController())
        keep.append(window)
        let wrong = UIView()
        let item = UIBarButtonItem(title: "Go", style: .plain, target: wrong, action: Receiver.tapped)
        XCTAssertEqual(codes(loop), [.barButtonTargetMismatch])
        let receiver = Receiver()
        let working = UIBarButtonItem(title: "Go", style: .plain, target: receiver, action: Receiver.tapped)
        keep += [item, working]
        XCTAssertEqual(codes(loop).count, 1)
    }

    /// A sheet presentation controller asked for its controller after that controller is gone says so.
    func testPresentationControllerThatOutlivedItsController() async {
        let (loop, window) = makeWindow(root: UIViewController())
        keep.append(window)
        var controller: UIViewController? = UIViewController()
        guard let sheet = controller?.sheetPresentationController else { return XCTFail("no sheet controller") }
        controller = nil
        _ = sheet.presentedViewController
        XCTAssertEqual(codes(loop), [.presentationControllerOutlivedController])
    }

    // MARK: Interaction

    /// A cancelled interactive presentation completed with `completeTransition(true)` completes (as in UIKit),
    /// with a diagnostic; `pause()` of a percent-driven controller with no transition is ignored.
    func testCompleteTrueAfterCancelAndPauseWithoutTransition() async {
        let a = UIViewController()
        let (loop, window) = makeWindow(root: a)
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = VendingDelegate()
        delegate.animator = StubbornAnimator()
        delegate.interactor = interactor
        b.transitioningDelegate = delegate
        keep += [window, delegate]
        interactor.pause()
        XCTAssertEqual(codes(loop), [.percentDrivenPauseWithoutTransition])
        a.present(b, animated: true)
        loop.step()
        interactor.update(0.5)
        interactor.cancel()
        loop.runUntilIdle()
        XCTAssertEqual(codes(loop), [.percentDrivenPauseWithoutTransition, .completeTransitionTrueWhenCancelled])
        XCTAssertTrue(a.presentedViewController === b, "completed, as the animator said")
    }
}

/// Fades the incoming view in over 0.5 s and completes with `true` whatever happened.
@MainActor
private final class StubbornAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let toView = context.view(forKey: .to) else { return context.completeTransition(true) }
        context.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: 0.5, animations: { toView.alpha = 1 }) { _ in context.completeTransition(true) }
    }
}
