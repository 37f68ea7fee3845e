// The codes of the misuse PassageUI handles: transitions, appearance callbacks, presentation, containment and
// the containers. Each is raised on the frame loop of the object misused (else the current one) and logged.
import PassageCore

extension Diagnostic.Code {
    // MARK: Transitions

    /// `completeTransition(_:)` before the transition started (ignored).
    public static let completeTransitionBeforeStart = Self(rawValue: "complete-transition-before-start")
    /// `completeTransition(_:)` called a second time (the first call stands).
    public static let completeTransitionTwice = Self(rawValue: "complete-transition-twice")
    /// `completeTransition(true)` on a cancelled transition (it completes, as in UIKit).
    public static let completeTransitionTrueWhenCancelled = Self(rawValue: "complete-transition-true-when-cancelled")
    /// An animator never called `completeTransition(_:)`; Passage completed the transition after a timeout.
    public static let completeTransitionNeverCalled = Self(rawValue: "complete-transition-never-called")
    /// A transition asked to start when it already runs or has ended (ignored).
    public static let transitionStartedTwice = Self(rawValue: "transition-started-twice")
    /// `pauseInteractiveTransition()` on a transition that has not started or has ended (ignored).
    public static let pauseWhenNotRunning = Self(rawValue: "pause-when-not-running")
    /// `finishInteractiveTransition()` or `cancelInteractiveTransition()` on a transition that is not running.
    public static let interactionEndedWhenNotRunning = Self(rawValue: "interaction-ended-when-not-running")
    /// `finish()`/`cancel()` of a percent-driven interaction, or `finishInteractiveTransition()`/
    /// `cancelInteractiveTransition()`, on a running transition that no interaction holds (ignored).
    public static let interactionEndedWhenNotInteractive = Self(rawValue: "interaction-ended-when-not-interactive")
    /// `UIPercentDrivenInteractiveTransition` started with a context that is not Passage's.
    public static let percentDrivenForeignContext = Self(rawValue: "percent-driven-foreign-context")
    /// `UIPercentDrivenInteractiveTransition.pause()` with no running transition.
    public static let percentDrivenPauseWithoutTransition = Self(rawValue: "percent-driven-pause-without-transition")
    /// A `UIPercentDrivenInteractiveTransition` call with no transition to drive.
    public static let percentDrivenWithoutTransition = Self(rawValue: "percent-driven-without-transition")
    /// A push requested while a transition runs: it waits for that transition to end.
    public static let pushDuringTransition = Self(rawValue: "push-during-transition")
    /// A pop (to the previous controller, to one of them, or to the root) requested while a transition runs: it
    /// waits.
    public static let popDuringTransition = Self(rawValue: "pop-during-transition")
    /// `setViewControllers(_:animated:)` while a transition runs: it waits.
    public static let setViewControllersDuringTransition = Self(rawValue: "set-view-controllers-during-transition")
    /// A presentation requested while a transition runs: it waits.
    public static let presentDuringTransition = Self(rawValue: "present-during-transition")
    /// A dismissal requested while a transition runs: it waits.
    public static let dismissDuringTransition = Self(rawValue: "dismiss-during-transition")
    /// A tab switch requested while a transition runs: it waits.
    public static let tabSwitchDuringTransition = Self(rawValue: "tab-switch-during-transition")

    // MARK: Appearance, presentation and containment

    /// `beginAppearanceTransition` or `endAppearanceTransition` out of balance (ignored).
    public static let unbalancedAppearanceTransition = Self(rawValue: "unbalanced-appearance-transition")
    /// `present` on a controller that already presents another (ignored).
    public static let presentWhilePresenting = Self(rawValue: "present-while-presenting")
    /// `present` of a controller already presented, or a child (ignored).
    public static let presentAlreadyPresented = Self(rawValue: "present-already-presented")
    /// `present` from a controller whose view is not in a window (ignored).
    public static let presentOutsideWindow = Self(rawValue: "present-outside-window")
    /// `dismiss(animated:)` with nothing presented (the completion still runs).
    public static let dismissWithNothingPresented = Self(rawValue: "dismiss-with-nothing-presented")
    /// A presentation controller used after the controller it was made for is gone.
    public static let presentationControllerOutlivedController =
        Self(rawValue: "presentation-controller-outlived-controller")
    /// `performSegue(withIdentifier:sender:)`: Passage has no storyboards.
    public static let segueWithoutStoryboard = Self(rawValue: "segue-without-storyboard")
    /// `addChild` of the controller itself or an ancestor (ignored).
    public static let addChildCycle = Self(rawValue: "add-child-cycle")
    /// `transition(from:to:…)` between controllers that are not both children (ignored).
    public static let transitionBetweenNonChildren = Self(rawValue: "transition-between-non-children")
    /// `transition(from:to:…)` whose from controller's view is not in a view hierarchy (ignored).
    public static let transitionFromDetachedView = Self(rawValue: "transition-from-detached-view")
    /// `loadView()` that did not set `view` (a plain view is used).
    public static let loadViewSetNoView = Self(rawValue: "load-view-set-no-view")
    /// A view given to a second controller (it moves).
    public static let viewMovedBetweenControllers = Self(rawValue: "view-moved-between-controllers")

    // MARK: Views

    /// A snapshot was taken on a frame loop without a render server: it holds a frozen copy of the view's layers
    /// instead of pixels (raised once per loop).
    public static let snapshotWithoutRenderer = Self(rawValue: "snapshot-without-renderer")

    // MARK: Containers

    /// A push of a controller already in the navigation stack (ignored).
    public static let pushAlreadyInStack = Self(rawValue: "push-already-in-stack")
    /// A pop with only the root controller in the stack (nothing popped).
    public static let popRootController = Self(rawValue: "pop-root-controller")
    /// `popToViewController` with a controller not in the stack (nothing popped).
    public static let popToControllerNotInStack = Self(rawValue: "pop-to-controller-not-in-stack")
    /// `setViewControllers` with a controller more than once (later copies dropped).
    public static let setViewControllersDuplicates = Self(rawValue: "set-view-controllers-duplicates")
    /// `selectedViewController` set to a controller that is not a tab (ignored).
    public static let selectedControllerNotATab = Self(rawValue: "selected-controller-not-a-tab")
    /// `selectedIndex` out of range (ignored).
    public static let selectedIndexOutOfRange = Self(rawValue: "selected-index-out-of-range")
    /// A bar button item whose target is not of the type its action belongs to (no action).
    public static let barButtonTargetMismatch = Self(rawValue: "bar-button-target-mismatch")
}

extension Stage {
    /// The diagnostics raised on this stage's frame loop, oldest first (see `FrameLoop.diagnostics`).
    public var diagnostics: [Diagnostic] { frameLoop.diagnostics }
}
