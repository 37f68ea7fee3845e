// Presentation contexts: `.currentContext` and `.overCurrentContext` cover the view of the nearest controller
// that `definesPresentationContext` (UIKit: "the view controller whose definesPresentationContext property is
// true" found by walking up from the presenting controller; the root when none is), which becomes the
// presenting controller; `providesPresentationContextTransitionStyle` lends that controller's transition style.
import Foundation
import PassageCore
import PassageUI
import XCTest

/// A parent whose view holds two children side by side: A on the left half, B on the right.
@MainActor
private final class SplitController: UIViewController {
    let left: LoggingViewController
    let right: LoggingViewController

    init(log: CallbackLog) {
        left = LoggingViewController("A", log: log)
        right = LoggingViewController("B", log: log)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let half = view.bounds.width / 2
        for (index, child) in [left, right].enumerated() {
            addChild(child)
            child.view.frame = CGRect(x: CGFloat(index) * half, y: 0, width: half, height: view.bounds.height)
            child.view.autoresizingMask = [
                .flexibleWidth, .flexibleHeight, index == 0 ? .flexibleRightMargin : .flexibleLeftMargin,
            ]
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }
}

@MainActor
final class PresentationContextTests: XCTestCase {
    private func makeSplit(_ log: CallbackLog) -> (FrameLoop, UIWindow, SplitController) {
        let split = SplitController(log: log)
        let (loop, window) = makeWindow(root: split)
        loop.runUntilIdle()
        log.entries.removeAll()
        return (loop, window, split)
    }

    /// `.currentContext` from a child of A, with A defining the context: the presented view covers A's frame
    /// (0, 0, 200, 800) beside B, A is the presenting controller, A's view leaves when the presentation completes
    /// (A disappears, B stays), and dismissal puts A's view back in its place with the container gone.
    func testCurrentContextCoversTheDefiningControllersView() async {
        let log = CallbackLog()
        let (loop, window, split) = makeSplit(log)
        let a = split.left
        a.definesPresentationContext = true
        let inner = UIViewController()
        a.addChild(inner)
        a.view.addSubview(inner.view)
        inner.didMove(toParent: a)
        let x = LoggingViewController("X", log: log)
        x.modalPresentationStyle = .currentContext
        inner.present(x, animated: true)
        loop.runUntilIdle()
        XCTAssertTrue(x.presentingViewController === a)
        XCTAssertTrue(a.presentedViewController === x)
        XCTAssertTrue(inner.presentedViewController === x, "a child reports its context's presented controller")
        XCTAssertNil(split.presentedViewController)
        XCTAssertEqual(x.view.convert(x.view.bounds, to: window), CGRect(x: 0, y: 0, width: 200, height: 800))
        XCTAssertNil(a.view.superview, "the context's view leaves once the presentation completes")
        XCTAssertTrue(split.right.view.superview === split.view, "B stays")
        XCTAssertEqual(x.presentationController?.presentationStyle, .currentContext)
        XCTAssertEqual(log.entries, ["A.willDisappear", "X.willAppear", "A.didDisappear", "X.didAppear"])
        log.entries.removeAll()
        x.dismiss(animated: true)
        loop.runUntilIdle()
        XCTAssertTrue(a.view.superview === split.view)
        XCTAssertEqual(
            split.view.subviews.map(ObjectIdentifier.init), [a.view, split.right.view].map(ObjectIdentifier.init),
            "A's view is back in its place, the container gone")
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 0, width: 200, height: 800))
        XCTAssertNil(x.view.superview)
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(log.entries, ["X.willDisappear", "A.willAppear", "X.didDisappear", "A.didAppear"])
        withExtendedLifetime(window) {}
    }

    /// `.overCurrentContext` keeps the context's view (A does not disappear); dismissing from A itself, the
    /// controller that presents, works too.
    func testOverCurrentContextKeepsTheContextsView() async {
        let log = CallbackLog()
        let (loop, window, split) = makeSplit(log)
        let a = split.left
        a.definesPresentationContext = true
        let x = LoggingViewController("X", log: log)
        x.modalPresentationStyle = .overCurrentContext
        a.present(x, animated: false)
        XCTAssertEqual(x.view.convert(x.view.bounds, to: window), CGRect(x: 0, y: 0, width: 200, height: 800))
        XCTAssertTrue(a.view.superview === split.view)
        XCTAssertEqual(log.entries, ["X.willAppear", "X.didAppear"])
        a.dismiss(animated: false)
        loop.runUntilIdle()
        XCTAssertNil(x.view.superview)
        XCTAssertNil(a.presentedViewController)
        withExtendedLifetime(window) {}
    }

    /// With no controller defining a context, the root ancestor is the context: the presentation covers the
    /// whole window and the split controller presents.
    func testWithoutADefiningControllerTheRootIsTheContext() async {
        let log = CallbackLog()
        let (loop, window, split) = makeSplit(log)
        let x = LoggingViewController("X", log: log)
        x.modalPresentationStyle = .currentContext
        split.left.present(x, animated: false)
        loop.runUntilIdle()
        XCTAssertTrue(x.presentingViewController === split)
        XCTAssertEqual(x.view.convert(x.view.bounds, to: window), window.bounds)
        XCTAssertNil(split.view.superview, "the root's view leaves, as for a full-screen presentation")
        withExtendedLifetime(window) {}
    }

    /// `providesPresentationContextTransitionStyle` on the context makes its cross-dissolve replace the presented
    /// controller's cover-vertical: one frame in, the presented view is fading in where it ends; without the flag
    /// it is opaque and sliding up from below.
    func testTheContextCanProvideTheTransitionStyle() async {
        for provides in [true, false] {
            let log = CallbackLog()
            let (loop, window, split) = makeSplit(log)
            let a = split.left
            a.definesPresentationContext = true
            a.providesPresentationContextTransitionStyle = provides
            a.modalTransitionStyle = .crossDissolve
            let x = LoggingViewController("X", log: log)
            x.modalPresentationStyle = .overCurrentContext
            x.modalTransitionStyle = .coverVertical
            a.present(x, animated: true)
            loop.step()
            let alpha = x.view.presentedAlpha
            let offsetY = CATransform3DGetAffineTransform(
                x.view.layer.presentation()?.transform ?? x.view.layer.transform
            ).ty
            if provides {
                XCTAssertLessThan(alpha, 1, "cross-dissolving")
                XCTAssertEqual(offsetY, 0, accuracy: 1e-9, "not moving")
            } else {
                XCTAssertEqual(alpha, 1)
                XCTAssertGreaterThan(offsetY, 700, "sliding up from below the 800 pt context")
            }
            loop.runUntilIdle()
            withExtendedLifetime(window) {}
        }
    }
}
