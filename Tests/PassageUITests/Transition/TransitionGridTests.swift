// One check over every kind of transition × finish/cancel (STYLE: small parameter grids): push, pop,
// present, dismiss and tab switch, each driven by a UIPercentDrivenInteractiveTransition to 40% and then
// finished or cancelled. Appearance callbacks follow UIKit (cancel: the appearing side willAppear →
// willDisappear → didDisappear, the disappearing side willDisappear → willAppear → didAppear); afterwards the
// view hierarchy matches the controller hierarchy, the container holds only the controller on screen, and the
// context's members report the transition (keys, frames, style, interaction, cancel).
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class TransitionGridTests: XCTestCase {
    enum Kind: CaseIterable { case push, pop, present, dismiss, tab }

    /// Records what the context said when the animator ran.
    @MainActor
    final class ContextProbe: UIViewControllerAnimatedTransitioning {
        let slide = LinearSlideAnimator(duration: 0.5)
        var style: UIModalPresentationStyle?
        var fromName: String?, toName: String?
        var fromViewIsFromController: Bool?
        var toFinalFrame: CGRect?
        var interactiveAtStart: Bool?
        var targetTransform: CGAffineTransform?
        func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            style = context.presentationStyle
            fromName = (context.viewController(forKey: .from) as? LoggingViewController)?.name
            toName = (context.viewController(forKey: .to) as? LoggingViewController)?.name
            fromViewIsFromController = context.view(forKey: .from) === context.viewController(forKey: .from)?.view
            toFinalFrame = context.viewController(forKey: .to).map { context.finalFrame(for: $0) }
            interactiveAtStart = context.isInteractive
            targetTransform = context.targetTransform
            slide.animateTransition(using: context)
        }
    }

    /// Starts a transition of `kind` from A to B (or back), returns the controllers, the loop, and checks to run.
    private func start(
        _ kind: Kind, probe: ContextProbe, interaction: UIPercentDrivenInteractiveTransition, log: CallbackLog
    )
        -> (
            loop: FrameLoop, a: LoggingViewController, b: LoggingViewController, keep: [AnyObject],
            onScreen: (Bool) -> UIViewController
        )
    {
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let delegate = VendingDelegate()
        delegate.animator = probe
        delegate.interactor = interaction
        switch kind {
        case .push, .pop:
            let navigation = UINavigationController(rootViewController: a)
            if kind == .pop { navigation.pushViewController(b, animated: false) }
            let (loop, window) = makeWindow(root: navigation)
            navigation.delegate = delegate
            log.entries.removeAll()
            if kind == .push {
                navigation.pushViewController(b, animated: true)
            } else {
                navigation.popViewController(animated: true)
            }
            return (loop, a, b, [window, delegate], { completed in navigation.topViewController! })
        case .present, .dismiss:
            let (loop, window) = makeWindow(root: a)
            b.transitioningDelegate = delegate
            b.modalPresentationStyle = .fullScreen
            if kind == .dismiss { a.present(b, animated: false) }
            log.entries.removeAll()
            if kind == .present { a.present(b, animated: true) } else { a.dismiss(animated: true) }
            return (loop, a, b, [window, delegate], { _ in a.presentedViewController ?? a })
        case .tab:
            let tabs = UITabBarController()
            tabs.viewControllers = [a, b]
            let (loop, window) = makeWindow(root: tabs)
            tabs.delegate = delegate
            log.entries.removeAll()
            tabs.selectedIndex = 1
            return (loop, a, b, [window, delegate], { _ in tabs.selectedViewController! })
        }
    }

    /// Every kind × finish/cancel: appearance sequence, hierarchy, context members.
    func testEveryTransitionFinishedAndCancelled() async {
        for kind in Kind.allCases {
            for finishing in [true, false] {
                let label = "\(kind) \(finishing ? "finished" : "cancelled")"
                let log = CallbackLog()
                let probe = ContextProbe()
                let interaction = UIPercentDrivenInteractiveTransition()
                let run = start(kind, probe: probe, interaction: interaction, log: log)
                let leaving = kind == .pop || kind == .dismiss ? "B" : "A"
                let arriving = leaving == "A" ? "B" : "A"
                XCTAssertEqual(probe.fromName, leaving, label)
                XCTAssertEqual(probe.toName, arriving, label)
                XCTAssertEqual(probe.interactiveAtStart, true, label)
                XCTAssertEqual(probe.targetTransform, .identity, label)
                XCTAssertEqual(
                    probe.style, kind == .present || kind == .dismiss ? .fullScreen : UIModalPresentationStyle.none,
                    label)
                XCTAssertEqual(probe.fromViewIsFromController, true, label)
                XCTAssertEqual(
                    probe.toFinalFrame, CGRect(x: 0, y: 0, width: 400, height: 800),
                    "\(label): the arriving view fills the container")
                interaction.update(0.4)
                run.loop.advance(frames: 2)
                if finishing { interaction.finish() } else { interaction.cancel() }
                run.loop.runUntilIdle()
                let appearance = log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") }
                if finishing {
                    XCTAssertEqual(
                        appearance,
                        [
                            "\(leaving).willDisappear", "\(arriving).willAppear",
                            "\(leaving).didDisappear", "\(arriving).didAppear",
                        ], label)
                } else {
                    XCTAssertEqual(
                        appearance,
                        [
                            "\(leaving).willDisappear", "\(arriving).willAppear",
                            "\(arriving).willDisappear", "\(arriving).didDisappear",
                            "\(leaving).willAppear", "\(leaving).didAppear",
                        ], label)
                }
                let shown = run.onScreen(finishing) as! LoggingViewController
                XCTAssertEqual(shown.name, finishing ? arriving : leaving, label)
                let hidden = shown === run.a ? run.b : run.a
                XCTAssertEqual(
                    shown.view.superview?.subviews.filter { $0 !== shown.view }.count, 0,
                    "\(label): the container holds only the controller on screen")
                XCTAssertTrue(hidden.view.superview == nil, "\(label): the other controller's view left the hierarchy")
                XCTAssertEqual(shown.view.presentedTranslationX, 0, accuracy: 1e-9, label)
                XCTAssertNil(shown.transitionCoordinator, label)
                withExtendedLifetime(run.keep) {}
            }
        }
    }
}
