// A transition's life is one state machine: the table of legal moves, and what each illegal move does (a
// diagnostic naming the misuse, the state unchanged, the transition still completing). The context, the
// coordinator and the percent-driven interactor are separate objects that find their transition without
// downcasting.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

/// Hands the context to the test instead of animating; completes only when told.
@MainActor
private final class HoldingAnimator: UIViewControllerAnimatedTransitioning {
    var context: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        self.context = context
        if let toView = context.view(forKey: .to) { context.containerView.addSubview(toView) }
    }
}

/// A custom interaction controller that keeps the context it is handed.
@MainActor
private final class KeepingInteractor: UIViewControllerInteractiveTransitioning {
    var context: UIViewControllerContextTransitioning?

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
    }
}

/// A context that Passage did not make.
@MainActor
private final class ForeignContext: UIViewControllerContextTransitioning {
    let containerView = UIView()
    var isAnimated: Bool { true }
    var isInteractive: Bool { true }
    var transitionWasCancelled: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}
    func completeTransition(_ didComplete: Bool) {}
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    func initialFrame(for vc: UIViewController) -> CGRect { .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { .zero }
}

@MainActor
final class TransitionStateMachineTests: XCTestCase {
    private typealias State = ControllerTransition.State
    private typealias Move = ControllerTransition.Move

    private var keep: [AnyObject] = []

    /// Every state against every move: the legal moves and where they lead; nil where a move is not legal.
    func testTheTableOfLegalMoves() async {
        let states: [State] = [
            .waiting, .animating, .interacting, .settling(cancelled: false), .settling(cancelled: true),
            .ended(completed: true, cancelled: false), .ended(completed: false, cancelled: true),
        ]
        let moves: [Move] = [
            .begin(interactive: false), .begin(interactive: true), .pause, .endInteraction(cancelled: false),
            .endInteraction(cancelled: true), .complete(true), .complete(false),
        ]
        let expected: [State: [Move: State]] = [
            .waiting: [.begin(interactive: false): .animating, .begin(interactive: true): .interacting],
            .animating: [
                .pause: .interacting, .complete(true): .ended(completed: true, cancelled: false),
                .complete(false): .ended(completed: false, cancelled: false),
            ],
            .interacting: [
                .pause: .interacting, .endInteraction(cancelled: false): .settling(cancelled: false),
                .endInteraction(cancelled: true): .settling(cancelled: true),
                .complete(true): .ended(completed: true, cancelled: false),
                .complete(false): .ended(completed: false, cancelled: false),
            ],
            .settling(cancelled: false): [
                .pause: .interacting, .complete(true): .ended(completed: true, cancelled: false),
                .complete(false): .ended(completed: false, cancelled: false),
            ],
            .settling(cancelled: true): [
                .pause: .interacting, .complete(true): .ended(completed: true, cancelled: true),
                .complete(false): .ended(completed: false, cancelled: true),
            ],
        ]
        var legal = 0
        for state in states {
            for move in moves {
                XCTAssertEqual(state.after(move), expected[state]?[move], "\(move) from \(state)")
                if state.after(move) != nil { legal += 1 }
            }
        }
        XCTAssertEqual(legal, 16, "2 from waiting, 3 from animating, 5 from interacting, 3 from each settling")
    }

    /// The transition's own moves out of order: completing before it started and starting twice are refused
    /// with their diagnostics, and the transition then runs normally.
    func testMovesOutOfOrderAreRefusedWithADiagnostic() async {
        let a = UIViewController()
        let (loop, window) = makeWindow(root: a)
        keep.append(window)
        let b = UIViewController()
        let animator = HoldingAnimator()
        let transition = ControllerTransition(
            from: .init(
                controller: a, view: a.view, initialFrame: window.bounds, finalFrame: .zero, changesAppearance: true,
                movement: nil),
            to: .init(
                controller: b, view: b.view, initialFrame: .zero, finalFrame: window.bounds, changesAppearance: true,
                movement: nil),
            containerView: window, isAnimated: true, presentationStyle: .none, animator: animator, interactor: nil,
            steps: .init())
        transition.context.completeTransition(true)
        XCTAssertEqual(transition.state, .waiting)
        transition.begin()
        XCTAssertEqual(transition.state, .animating)
        transition.begin()
        XCTAssertEqual(transition.state, .animating)
        animator.context?.completeTransition(true)
        XCTAssertEqual(transition.state, .ended(completed: true, cancelled: false))
        XCTAssertEqual(loop.diagnostics.map(\.code), [.completeTransitionBeforeStart, .transitionStartedTwice])
        XCTAssertEqual(b.appearance, .appeared)
    }

    /// A custom interactor's calls that do not fit the state: finishing twice, pausing after the end, updating
    /// after the end. Each illegal one is a diagnostic; the transition settles and completes once.
    func testInteractionCallsOutOfStateAreDiagnosedAndHarmless() async {
        let a = UIViewController()
        let (loop, window) = makeWindow(root: a)
        let b = UIViewController()
        let animator = HoldingAnimator()
        let interactor = KeepingInteractor()
        let delegate = VendingDelegate()
        delegate.animator = animator
        delegate.interactor = interactor
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .custom
        keep += [window, delegate]
        var completions = 0
        a.present(b, animated: true) { completions += 1 }
        loop.step()
        guard let context = interactor.context else { return XCTFail("the interactor was not started") }
        XCTAssertTrue(context.isInteractive)
        XCTAssertTrue(a.transitionCoordinator === b.transitionCoordinator, "one coordinator for the transition")
        context.updateInteractiveTransition(0.4)
        XCTAssertEqual(b.transitionCoordinator?.percentComplete ?? -1, 0.4, accuracy: 1e-12)
        context.finishInteractiveTransition()
        XCTAssertFalse(context.isInteractive)
        context.finishInteractiveTransition()
        XCTAssertEqual(loop.diagnostics.last?.code, .interactionEndedWhenNotInteractive)
        context.completeTransition(!context.transitionWasCancelled)
        context.pauseInteractiveTransition()
        XCTAssertEqual(loop.diagnostics.last?.code, .pauseWhenNotRunning)
        context.cancelInteractiveTransition()
        XCTAssertEqual(loop.diagnostics.last?.code, .interactionEndedWhenNotRunning)
        context.completeTransition(true)
        loop.runUntilIdle()
        XCTAssertEqual(completions, 1)
        XCTAssertFalse(context.transitionWasCancelled)
        XCTAssertEqual(
            loop.diagnostics.map(\.code),
            [
                .interactionEndedWhenNotInteractive, .pauseWhenNotRunning, .interactionEndedWhenNotRunning,
                .completeTransitionTwice,
            ])
        XCTAssertTrue(a.presentedViewController === b)
    }

    /// Pausing an interaction that was cancelled takes it over again: it is no longer cancelled, and finishing
    /// then completes the transition.
    func testPausingACancelledInteractionClearsTheCancel() async {
        let a = UIViewController()
        let (loop, window) = makeWindow(root: a)
        let b = UIViewController()
        let interactor = KeepingInteractor()
        let delegate = VendingDelegate()
        delegate.animator = HoldingAnimator()
        delegate.interactor = interactor
        b.transitioningDelegate = delegate
        keep += [window, delegate]
        a.present(b, animated: true)
        loop.step()
        guard let context = interactor.context else { return XCTFail("the interactor was not started") }
        context.cancelInteractiveTransition()
        XCTAssertTrue(context.transitionWasCancelled)
        context.pauseInteractiveTransition()
        XCTAssertTrue(context.isInteractive)
        XCTAssertFalse(context.transitionWasCancelled)
        context.finishInteractiveTransition()
        context.completeTransition(!context.transitionWasCancelled)
        loop.runUntilIdle()
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertEqual(loop.diagnostics, [])
    }

    /// A percent-driven interactor handed a context Passage did not make says so and does nothing.
    func testPercentDrivenRefusesAForeignContext() async {
        let (loop, window) = makeWindow(root: UIViewController())
        keep.append(window)
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.startInteractiveTransition(ForeignContext())
        interactor.update(0.5)
        XCTAssertEqual(
            loop.diagnostics.map(\.code), [.percentDrivenForeignContext, .percentDrivenWithoutTransition])
        XCTAssertEqual(interactor.percentComplete, 0)
    }
}
