// One view-controller transition, as session 218 draws its anatomy:
//   consistent start state → internal updates and callbacks (will-appear, presentation controller) →
//   container view and start/end frames computed → the animation controller animates (or an interaction
//   controller drives it) → completeTransition → internal updates and callbacks (hierarchy, did-appear,
//   containment, animationEnded, coordinator completions, the caller's completion) → consistent end state.
//
// `ControllerTransition` owns that life: the participants, the container's steps, and one `State` that moves
// only by the legal moves of ControllerTransition+State. The parts UIKit's protocols describe are small types
// of their own: the `TransitionContext` the animator and interactor are handed, the `TransitionCoordinator`
// participants get from `transitionCoordinator` (its blocks kept by `AlongsideAnimations`), the
// `InteractionDriver` that scrubs and runs out interactive transitions, and the `CompletionWatchdog`. The
// container that starts the transition (presentation, navigation, tab bar) supplies the participants and its
// own steps.
import Foundation
import PassageCore

/// A running (or queued) view-controller transition.
@MainActor
final class ControllerTransition {
    /// One side of the transition.
    struct Participant {
        let controller: UIViewController
        /// What `view(forKey:)` returns: nil when the view stays where it is.
        let view: UIView?
        let initialFrame: CGRect
        let finalFrame: CGRect
        /// Whether the controller's appearance changes (false: a presenter whose view stays visible).
        let changesAppearance: Bool
        /// The movement flag its appearance callbacks see (`isBeingPresented`, `isMovingToParent`, …).
        let movement: WritableKeyPath<UIViewController.Movement, Bool>?
    }

    /// What the container that starts the transition does at each step.
    struct Steps {
        /// After the will-appear callbacks, before the animation (presentationTransitionWillBegin).
        var willBegin: () -> Void = {}
        /// For transitions without animation: put the views where they end.
        var placeWithoutAnimation: () -> Void = {}
        /// Right after `completeTransition(_:)`: the hierarchy and model, completed or returned to the start.
        var updateHierarchy: (_ completed: Bool) -> Void = { _ in }
        /// After the did-appear callbacks: containment, delegates, presentationTransitionDidEnd.
        var didEnd: (_ completed: Bool) -> Void = { _ in }
        /// Last of all: the caller's completion.
        var completion: (_ completed: Bool) -> Void = { _ in }
    }

    let from: Participant
    let to: Participant
    /// The frame loop whose stage runs this transition: the one current when it was requested.
    weak let frameLoop: FrameLoop?
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let animator: UIViewControllerAnimatedTransitioning?
    let interactor: UIViewControllerInteractiveTransitioning?
    /// The curve of animations run alongside the transition.
    let alongsideCurve: UIView.AnimationCurve
    var steps: Steps

    /// Where the transition is in its life; changed only by `perform(_:)`.
    private(set) var state = State.waiting
    /// The animator's duration, asked once when the transition starts.
    var animationDuration: TimeInterval = 0
    /// Media time at which the animator's animations started.
    var animationStart: CFTimeInterval = 0
    /// Whether the transition was interactive when it started.
    var startedInteractive = false

    /// Scrubbing, run-outs and the interruptible animator of interactive transitions.
    private(set) lazy var interaction = InteractionDriver(transition: self)
    /// The blocks registered with the coordinator.
    private(set) lazy var alongside = AlongsideAnimations(transition: self)
    /// Ticks the run-out and completes a transition whose animator never calls `completeTransition(_:)`.
    private(set) lazy var watchdog = CompletionWatchdog(transition: self)
    /// The application that drops touches while this transition runs: UIKit ignores interaction during an
    /// animated transition that has no interaction controller.
    var ignoringApplication: UIApplication?
    /// Controllers marked as taking part (participants and their ancestors), cleared at the end.
    var marked: [UIViewController] = []

    private weak var vendedContext: TransitionContext?
    /// The context, held from when it is first vended until the transition ends, as UIKit holds its transition
    /// context: an animator that keeps the context weakly (Hero does) can still complete the transition later.
    private var heldContext: TransitionContext?
    private weak var vendedCoordinator: TransitionCoordinator?

    init(
        from: Participant, to: Participant, containerView: UIView, isAnimated: Bool,
        presentationStyle: UIModalPresentationStyle, animator: UIViewControllerAnimatedTransitioning?,
        interactor: UIViewControllerInteractiveTransitioning?, alongsideCurve: UIView.AnimationCurve = .easeInOut,
        steps: Steps
    ) {
        self.from = from
        self.to = to
        frameLoop = FrameLoop.current
        self.containerView = containerView
        self.isAnimated = isAnimated && animator != nil
        self.presentationStyle = presentationStyle
        self.animator = isAnimated ? animator : nil
        self.interactor = isAnimated ? interactor : nil
        self.alongsideCurve = alongsideCurve
        self.steps = steps
        (self.interactor as? UIPercentDrivenInteractiveTransition)?.take(self)
    }

    /// The context handed to the animator and the interactor. The same object for as long as anyone holds it;
    /// the transition holds it until it ends (`releaseContext()`), then only its users do (it holds the transition).
    var context: TransitionContext {
        if let vendedContext { return vendedContext }
        let context = TransitionContext(self)
        vendedContext = context
        if !hasEnded { heldContext = context }
        return context
    }

    /// Lets go of the context once the transition has ended, so the two do not keep each other alive.
    func releaseContext() {
        heldContext = nil
    }

    /// The coordinator participants get from `transitionCoordinator`, vended like `context`.
    var coordinator: TransitionCoordinator {
        if let vendedCoordinator { return vendedCoordinator }
        let coordinator = TransitionCoordinator(self)
        vendedCoordinator = coordinator
        return coordinator
    }

    /// Makes `move` when it is legal in the current state (see ControllerTransition+State) and returns true;
    /// otherwise raises the diagnostic that names the misuse, leaves the state as it is, and returns false.
    @discardableResult
    func perform(_ move: Move) -> Bool {
        guard let next = state.after(move) else {
            diagnoseIllegal(move)
            return false
        }
        state = next
        return true
    }

    var hasEnded: Bool { state.hasEnded }

    /// Whether the interaction was cancelled (the rest runs back to the start, or ran back).
    var transitionWasCancelled: Bool { state.isCancelled }

    /// Raises a diagnostic on the loop this transition runs on (the current one once that loop is gone).
    func diagnose(
        _ code: Diagnostic.Code, _ severity: Diagnostic.Severity, _ message: String,
        file: String = #fileID, function: String = #function, line: UInt = #line
    ) {
        (frameLoop ?? FrameLoop.current).diagnose(code, severity, message, file: file, function: function, line: line)
    }

    /// "from A to B", for messages.
    var participantsDescription: String {
        "the transition from \(type(of: from.controller)) to \(type(of: to.controller))"
    }
}
