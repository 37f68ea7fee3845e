// One view-controller transition, as session 218 draws its anatomy:
//   consistent start state → internal updates and callbacks (will-appear, presentation controller) →
//   container view and start/end frames computed → the animation controller animates (or an interaction
//   controller drives it) → completeTransition → internal updates and callbacks (hierarchy, did-appear,
//   containment, animationEnded, coordinator completions, the caller's completion) → consistent end state.
//
// The same object is the transition context the animator receives and the coordinator participants get from
// `transitionCoordinator`; the container that starts it (presentation, navigation, tab bar) supplies the
// participants and its own steps. Phases live in ControllerTransition+Start, +Interactive, +Complete and
// +Coordinator.
import Foundation
import PassageCore

/// A running (or queued) view-controller transition: Passage's transition context and coordinator.
@MainActor
final class ControllerTransition: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    /// How long after a transition's animations should have ended Passage waits for `completeTransition(_:)`
    /// before it logs a diagnostic and completes the transition itself, in seconds of media time.
    static let completionTimeout: CFTimeInterval = 5

    enum Phase { case waiting, running, ended }

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

    var phase = Phase.waiting
    var isInteractive = false
    var transitionWasCancelled = false
    var targetTransform: CGAffineTransform { .identity }
    /// The progress last reported through `updateInteractiveTransition(_:)` (or reached by a run-out).
    var percent: CGFloat = 0
    /// The animator's duration, asked once when the transition starts.
    var animationDuration: TimeInterval = 0
    /// Media time at which the non-interactive animations started.
    var animationStart: CFTimeInterval = 0
    /// Whether the transition was interactive when it started.
    var startedInteractive = false

    // Coordinator state (ControllerTransition+Coordinator.swift).
    var alongside: [AlongsideAnimation] = []
    var alongsideStarted = false
    var interactionChangeHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    var interactionEndHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    // Interaction state (ControllerTransition+Interactive.swift).
    var scrubber: LayerTimeScrubber?
    /// Layers outside the container that gained animations while the animator or alongside blocks ran.
    var recordedLayers: [CALayer] = []
    var runOut: RunOut?
    var propertyAnimator: UIViewImplicitlyAnimating?
    var ticker: CADisplayLink?
    var busyToken: Int?
    /// When Passage stops waiting for `completeTransition(_:)`; nil while an interaction holds the transition.
    var deadline: CFTimeInterval?
    /// The application that drops touches while this transition runs: UIKit ignores interaction during an
    /// animated transition that has no interaction controller.
    var ignoringApplication: UIApplication?
    /// Controllers marked as taking part (participants and their ancestors), cleared at the end.
    var marked: [UIViewController] = []

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

    var hasEnded: Bool { phase == .ended }

    /// Raises a diagnostic on the loop this transition runs on (the current one once that loop is gone).
    func diagnose(
        _ code: Diagnostic.Code, _ severity: Diagnostic.Severity, _ message: String,
        file: String = #fileID, function: String = #function, line: UInt = #line
    ) {
        (frameLoop ?? FrameLoop.current).diagnose(code, severity, message, file: file, function: function, line: line)
    }

    // MARK: UIViewControllerContextTransitioning: participants

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from.controller
        case .to: to.controller
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: from.view
        case .to: to.view
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === from.controller { return from.initialFrame }
        if vc === to.controller { return to.initialFrame }
        return .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === from.controller { return from.finalFrame }
        if vc === to.controller { return to.finalFrame }
        return .zero
    }
}
