// The code of the DocC articles GettingStarted, WritingACustomTransition and InteractiveTransitions
// (Sources/Passage/Documentation.docc/), compiled in the Swift 6 language mode and run here, so the articles
// cannot drift from the API. The articles write `import Passage`, which re-exports PassageCore and PassageUI.
import Foundation
import PassageCore
import PassageUI
import XCTest

// MARK: - GettingStarted

final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let toView = context.view(forKey: .to) else { return }
        toView.alpha = 0
        context.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

final class FadeDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator()
    }
}

// MARK: - WritingACustomTransition

/// Slides a card up from the bottom edge with a dimming view behind it, and back down on dismissal.
final class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let card = context.viewController(forKey: key) else { return }
        // A dismissed controller's final frame is .zero, as in UIKit: it starts where it is shown.
        let shown = isPresenting ? context.finalFrame(for: card) : context.initialFrame(for: card)
        var hidden = shown
        hidden.origin.y = container.bounds.maxY

        if isPresenting {
            let dimming = UIView(frame: container.bounds)
            dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
            dimming.alpha = 0
            dimming.tag = SheetAnimator.dimmingTag
            container.addSubview(dimming)
            card.view.frame = hidden
            container.addSubview(card.view)
        }
        let dimming = container.viewWithTag(SheetAnimator.dimmingTag)
        UIView.animate(
            withDuration: transitionDuration(using: context), delay: 0,
            usingSpringWithDamping: isPresenting ? 0.8 : 1, initialSpringVelocity: 0,
            options: [],
            animations: {
                card.view.frame = self.isPresenting ? shown : hidden
                dimming?.alpha = self.isPresenting ? 1 : 0
            },
            completion: { _ in
                let finished = !context.transitionWasCancelled
                if !finished {
                    // Cancelled (an interactive dismissal let go early): the model still holds the end values.
                    card.view.frame = self.isPresenting ? hidden : shown
                    dimming?.alpha = self.isPresenting ? 0 : 1
                } else if !self.isPresenting {
                    dimming?.removeFromSuperview()
                }
                context.completeTransition(finished)
            })
    }

    static let dimmingTag = 4_711
}

final class SheetTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// Set while a finger drives the dismissal (see InteractiveTransitions).
    var interaction: UIPercentDrivenInteractiveTransition?

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SheetAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SheetAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction
    }
}

// MARK: - InteractiveTransitions

/// A card that a downward pan dismisses: the finger's travel over the card's height drives the dismissal.
final class SheetController: UIViewController {
    let sheetTransition = SheetTransitionDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: SheetController.didPan))
    }

    func didPan(_ pan: UIPanGestureRecognizer) {
        // Measured in the window: the card itself moves down under the finger.
        let progress = max(0, min(1, pan.translation(in: view.window).y / view.bounds.height))
        switch pan.state {
        case .began:
            sheetTransition.interaction = UIPercentDrivenInteractiveTransition()
            dismiss(animated: true)
        case .changed:
            sheetTransition.interaction?.update(progress)
        case .ended:
            let flicked = pan.velocity(in: view.window).y > 500
            if progress > 0.5 || flicked {
                sheetTransition.interaction?.finish()
            } else {
                sheetTransition.interaction?.cancel()
            }
            sheetTransition.interaction = nil
        default:
            sheetTransition.interaction?.cancel()
            sheetTransition.interaction = nil
        }
    }
}

@MainActor
final class ArticleExampleTests: XCTestCase {
    /// GettingStarted: the 0.3 s ease-in-out fade is at opacity 0.5 after 9 frames (0.15 s) and done after 18.
    func testGettingStartedFadeIsHalfwayAtHalfItsDuration() async {
        let loop = FrameLoop()  // 60 fps on a virtual clock
        loop.makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()

        let card = UIViewController()
        let delegate = FadeDelegate()  // transitioningDelegate is weak: keep it alive
        card.transitioningDelegate = delegate
        card.modalPresentationStyle = .custom
        window.rootViewController?.present(card, animated: true)

        loop.advance(frames: 9)
        XCTAssertEqual(card.view.layer.presentation()!.opacity, 0.5, accuracy: 0.001)
        loop.advance(frames: 9)
        XCTAssertNil(card.transitionCoordinator)
        XCTAssertEqual(card.view.alpha, 1)
        XCTAssertTrue(card.view.window === window)
    }

    /// WritingACustomTransition: the sheet rises from below the screen on a spring and settles at its final
    /// frame; the dismissal takes it back down and removes the dimming view.
    func testSheetSlidesUpAndBackDown() async {
        let (loop, window) = makeWindow(root: UIViewController())
        let sheet = SheetController()
        sheet.transitioningDelegate = sheet.sheetTransition
        sheet.modalPresentationStyle = .custom
        window.rootViewController?.present(sheet, animated: true)
        loop.advance(frames: 1)
        XCTAssertGreaterThan(sheet.view.layer.presentation()!.position.y, 400 + 100, "starts below, moving up")
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 0, width: 400, height: 800))
        XCTAssertNotNil(sheet.view.superview?.viewWithTag(SheetAnimator.dimmingTag))

        sheet.dismiss(animated: true)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertNil(window.rootViewController?.presentedViewController)
        XCTAssertNil(sheet.view.superview)
    }

    /// InteractiveTransitions: a drag of a third of the height then a slow release cancels the dismissal (the
    /// card returns to its place and stays presented); a drag of two thirds finishes it.
    func testPanDrivesTheDismissalAndDecidesOnRelease() async {
        let (loop, window) = makeWindow(root: UIViewController())
        let sheet = SheetController()
        sheet.transitioningDelegate = sheet.sheetTransition
        sheet.modalPresentationStyle = .custom
        window.rootViewController?.present(sheet, animated: true)
        XCTAssertTrue(loop.runUntilIdle())

        var player = TouchTracePlayer(
            trace: .drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 567), duration: 1))
        loop.advance(seconds: 0.5)
        let midway = sheet.view.layer.presentation()!.position.y
        XCTAssertGreaterThan(midway, 400 + 50, "the card follows the finger down")
        loop.advance(seconds: 0.6)
        XCTAssertTrue(player.isFinished)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertTrue(window.rootViewController?.presentedViewController === sheet, "a third of the way: cancelled")
        XCTAssertEqual(sheet.view.frame.origin.y, 0)

        player = TouchTracePlayer(trace: .drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 733), duration: 1))
        loop.advance(seconds: 1.1)
        XCTAssertTrue(player.isFinished)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertNil(window.rootViewController?.presentedViewController, "two thirds of the way: dismissed")
    }
}
