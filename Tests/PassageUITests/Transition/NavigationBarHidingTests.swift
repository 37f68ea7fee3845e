// setNavigationBarHidden(_:animated:): the bar (shown at 53⅔ pt on the default iPhone 15 Pro screen, below the
// status bar) slides above the top edge and is hidden; alone it takes UIKit's
// UINavigationControllerHideShowBarDuration (0.33 s); called from viewWillAppear during a push or pop it runs
// alongside the transition, is scrubbed by an interactive pop and undone when that pop is cancelled;
// hidesBarsOnSwipe hides the bar on an upward swipe and shows it on a downward one.
import Foundation
import PassageCore
import PassageUI
import XCTest

/// Hides the navigation bar (animated) in viewWillAppear, or shows it, as apps do; nil leaves it alone.
@MainActor
private final class BarController: UIViewController {
    let hidesBar: Bool?
    init(hidesBar: Bool?) {
        self.hidesBar = hidesBar
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let hidesBar { navigationController?.setNavigationBarHidden(hidesBar, animated: animated) }
    }
}

@MainActor
final class NavigationBarHidingTests: XCTestCase {
    /// The shown bar's top on the iPhone 15 Pro (safe area top 59, the bar 16/3 pt into it) and the hidden bar's.
    private let shownY: CGFloat = 59 - 16.0 / 3
    private let hiddenY: CGFloat = -44

    /// The bar's top a fraction `curve` of the way from `from` to `to`.
    private func between(_ from: CGFloat, _ to: CGFloat, _ curve: CGFloat) -> CGFloat { from + (to - from) * curve }

    private func presentedY(_ bar: UIView) -> CGFloat {
        let layer = bar.layer.presentation() ?? bar.layer
        return layer.position.y - layer.bounds.height / 2
    }

    /// Not animated: hidden at once, just above the top edge; shown again at y 0.
    func testHidingWithoutAnimation() async {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let (_, window) = makeWindow(root: navigation)
        navigation.isNavigationBarHidden = true
        XCTAssertTrue(navigation.navigationBar.isHidden)
        XCTAssertEqual(navigation.navigationBar.frame.minY, hiddenY, accuracy: 1e-9)
        XCTAssertEqual(navigation.navigationBar.frame.size, CGSize(width: 400, height: 44))
        navigation.setNavigationBarHidden(false, animated: false)
        XCTAssertFalse(navigation.isNavigationBarHidden)
        XCTAssertFalse(navigation.navigationBar.isHidden)
        XCTAssertEqual(navigation.navigationBar.frame.minY, shownY, accuracy: 1e-9)
        withExtendedLifetime(window) {}
    }

    /// Animated outside a transition: 0.33 s on the ease-in-out curve, so at frame 10 (of 19.8) the bar is
    /// curve(10/19.8) of the way up; it is hidden on the frame the animation ends (frame 20).
    func testAnimatedHidingTakesTheHideShowDuration() async {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let (loop, window) = makeWindow(root: navigation)
        let bar = navigation.navigationBar
        navigation.setNavigationBarHidden(true, animated: true)
        XCTAssertTrue(navigation.isNavigationBarHidden, "reported hidden at once")
        XCTAssertFalse(bar.isHidden, "still drawn while it slides")
        loop.advance(frames: 10)
        let unit = (10.0 / 60) / 0.33
        XCTAssertEqual(
            presentedY(bar), between(shownY, hiddenY, UIView.AnimationCurve.easeInOut.value(at: CGFloat(unit))),
            accuracy: 1e-3)
        loop.advance(frames: 9)
        XCTAssertFalse(bar.isHidden)
        loop.advance(frames: 1)
        XCTAssertTrue(bar.isHidden)
        XCTAssertEqual(presentedY(bar), hiddenY, accuracy: 1e-9)
        withExtendedLifetime(window) {}
    }

    /// From viewWillAppear during the built-in push (0.35 s, ease-in-out) the bar slides up alongside it: at
    /// the push's midpoint it is halfway up, and hidden when the push ends; popping back shows it the same way.
    func testHidingRunsAlongsideAPushAndAPop() async {
        let navigation = UINavigationController(rootViewController: BarController(hidesBar: false))
        let (loop, window) = makeWindow(root: navigation)
        loop.runUntilIdle()
        let bar = navigation.navigationBar
        navigation.pushViewController(BarController(hidesBar: true), animated: true)
        XCTAssertTrue(navigation.isNavigationBarHidden)
        loop.advance(frames: 21)
        let unit = (21.0 / 60) / 0.35
        XCTAssertEqual(
            presentedY(bar), between(shownY, hiddenY, UIView.AnimationCurve.easeInOut.value(at: CGFloat(unit))),
            accuracy: 1e-3)
        loop.runUntilIdle()
        XCTAssertTrue(bar.isHidden)
        navigation.popViewController(animated: true)
        XCTAssertFalse(navigation.isNavigationBarHidden)
        XCTAssertFalse(bar.isHidden)
        loop.advance(frames: 10)
        XCTAssertEqual(
            presentedY(bar),
            between(hiddenY, shownY, UIView.AnimationCurve.easeInOut.value(at: CGFloat((10.0 / 60) / 0.35))),
            accuracy: 1e-3)
        loop.runUntilIdle()
        XCTAssertEqual(bar.frame.minY, shownY, accuracy: 1e-9)
        withExtendedLifetime(window) {}
    }

    /// An interactive pop scrubs the slide with the transition, and when it is cancelled the bar goes back to
    /// hidden, reported hidden again, even though the controller that stays does not hide it again.
    func testAnInteractivePopScrubsAndACancelUndoesIt() async {
        let navigation = UINavigationController(rootViewController: BarController(hidesBar: false))
        let (loop, window) = makeWindow(root: navigation)
        navigation.pushViewController(BarController(hidesBar: nil), animated: false)
        navigation.isNavigationBarHidden = true
        loop.runUntilIdle()
        XCTAssertTrue(navigation.navigationBar.isHidden)
        let interaction = UIPercentDrivenInteractiveTransition()
        let delegate = VendingDelegate()
        delegate.animator = LinearSlideAnimator(duration: 1, reverse: true)
        delegate.interactor = interaction
        navigation.delegate = delegate
        navigation.popViewController(animated: true)
        XCTAssertFalse(navigation.isNavigationBarHidden, "shown by the appearing controller's viewWillAppear")
        interaction.update(0.5)
        loop.advance(frames: 2)
        XCTAssertEqual(
            presentedY(navigation.navigationBar),
            between(hiddenY, shownY, UIView.AnimationCurve.easeInOut.value(at: 0.5)),
            accuracy: 1e-3, "scrubbed to half the pop")
        interaction.cancel()
        loop.runUntilIdle()
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertTrue(navigation.isNavigationBarHidden, "the cancel undoes the show")
        XCTAssertTrue(navigation.navigationBar.isHidden)
        XCTAssertEqual(navigation.navigationBar.frame.minY, hiddenY, accuracy: 1e-9)
        withExtendedLifetime((window, delegate)) {}
    }

    /// hidesBarsOnSwipe: a finger dragging up 60 pt hides the bar; dragging down 60 pt shows it again.
    func testSwipingHidesAndShowsTheBar() async {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let (loop, window) = makeWindow(root: navigation)
        navigation.hidesBarsOnSwipe = true
        XCTAssertTrue(navigation.barHideOnSwipeGestureRecognizer.view === navigation.view)
        let application = UIApplication.shared
        func drag(by dy: CGFloat, at start: TimeInterval) {
            application.sendTouchInput(
                [TouchTrace.Touch(finger: 0, phase: .began, location: CGPoint(x: 200, y: 400))], timestamp: start)
            for step in 1...6 {
                application.sendTouchInput(
                    [
                        TouchTrace.Touch(
                            finger: 0, phase: .moved, location: CGPoint(x: 200, y: 400 + dy * CGFloat(step) / 6))
                    ],
                    timestamp: start + Double(step) / 60)
                loop.step()
            }
            application.sendTouchInput(
                [TouchTrace.Touch(finger: 0, phase: .ended, location: CGPoint(x: 200, y: 400 + dy))],
                timestamp: start + 0.2)
            loop.runUntilIdle()
        }
        drag(by: -60, at: CACurrentMediaTime())
        XCTAssertTrue(navigation.isNavigationBarHidden)
        XCTAssertTrue(navigation.navigationBar.isHidden)
        drag(by: 60, at: CACurrentMediaTime())
        XCTAssertFalse(navigation.isNavigationBarHidden)
        XCTAssertEqual(navigation.navigationBar.frame.minY, shownY, accuracy: 1e-9)
        navigation.hidesBarsOnSwipe = false
        XCTAssertNil(navigation.barHideOnSwipeGestureRecognizer.view)
        withExtendedLifetime(window) {}
    }
}
