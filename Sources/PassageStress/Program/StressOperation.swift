// One thing the app does in a transition program. Targets are positions taken modulo what exists when the
// operation runs (see StressProgram.swift); operations with nothing to act on do nothing.
import Foundation

/// One step of a transition program (a Passage addition for stress testing).
public enum StressOperation: Equatable, Sendable {
    /// Steps the frame loop `frames` times (0 issues the next operation in the same turn).
    case advance(frames: Int)
    /// Pushes `content` (a plain or collection controller; other contents push a plain one) on the
    /// `navigation`-th navigation controller.
    case push(navigation: Int, content: StressContent, animated: Bool, animator: StressAnimatorKind)
    /// Pops the top controller.
    case pop(navigation: Int, animated: Bool, animator: StressAnimatorKind)
    /// Pops to the root controller.
    case popToRoot(navigation: Int, animated: Bool, animator: StressAnimatorKind)
    /// Pops to the `index`-th controller of the stack (modulo its size).
    case popTo(navigation: Int, index: Int, animated: Bool, animator: StressAnimatorKind)
    /// Replaces the stack with its first `keep` controllers (at least one is kept) and `add` new ones.
    case setViewControllers(navigation: Int, keep: Int, add: Int, animated: Bool, animator: StressAnimatorKind)
    /// Presents `content` in `style` from the `from`-th controller reachable from the window.
    case present(
        from: Int, style: StressPresentationStyle, content: StressContent, animated: Bool,
        animator: StressAnimatorKind)
    /// Dismisses the `presented`-th presented controller, calling dismiss on the controller `via` names.
    case dismiss(presented: Int, via: StressDismissal, animated: Bool, animator: StressAnimatorKind)
    /// Selects the `index`-th tab (modulo the count) of the `tabs`-th tab bar controller; the tab bar's delegate
    /// vends `animator` (`.system`: no animation, as UIKit's default).
    case selectTab(tabs: Int, index: Int, animator: StressAnimatorKind)
    /// Changes the selected detent of the `sheet`-th presented sheet.
    case changeDetent(sheet: Int, detent: StressDetent, animated: Bool)
    /// Pops interactively: a percent-driven interaction controller follows `drive`.
    case interactivePop(navigation: Int, animator: StressAnimatorKind, drive: StressDrive)
    /// Pushes a plain controller interactively.
    case interactivePush(navigation: Int, animator: StressAnimatorKind, drive: StressDrive)
    /// Presents a plain controller in `style` interactively from the `from`-th reachable controller.
    case interactivePresent(from: Int, style: StressPresentationStyle, animator: StressAnimatorKind, drive: StressDrive)
    /// Dismisses the `presented`-th presented controller interactively.
    case interactiveDismiss(presented: Int, animator: StressAnimatorKind, drive: StressDrive)
    /// A finger swipes in from the left edge (the back swipe), lifting at `toFraction` of the width with
    /// `velocity` points per second (negative: back toward the edge).
    case edgeSwipe(toFraction: Double, velocity: Double)
    /// A finger drags the front sheet down by `toFraction` of the screen height, lifting with `velocity`
    /// points per second (negative: upward).
    case sheetSwipe(toFraction: Double, velocity: Double)
    /// Interrupts the newest running property animator of a transition: pauses it for `pauseFrames` frames,
    /// then continues it; with `reverse`, reversed (it then ends at its start and the transition does not
    /// complete).
    case interruptAnimator(pauseFrames: Int, reverse: Bool)
    /// Moves the last reachable collection view from its layout to a new one interactively (a pinch's
    /// `UICollectionViewTransitionLayout`), its progress following `drive`.
    case layoutTransition(drive: StressDrive)
    /// Replaces the window's root view controller with `content`, releasing the old hierarchy mid-way.
    case replaceRoot(content: StressContent)
    /// A finger pans across the screen `action` acts on (the front navigation controller, presented controller or
    /// tab bar controller) by `toFraction` of its size, lifting with `velocity` points per second in the pan's
    /// direction (negative: back). A pan gesture recognizer starts `action` when it begins and drives a
    /// percent-driven interaction with the finger's travel; on release it finishes past half way or when flicked
    /// forward faster than 300 points per second, else cancels.
    case pan(action: StressGestureAction, animator: StressAnimatorKind, toFraction: Double, velocity: Double)
    /// Two fingers pinch the last collection view on screen from scale 1 to `toScale`; a pinch gesture recognizer
    /// starts an interactive layout transition when it begins, its progress following the scale, and finishes it
    /// on release past half way (else cancels).
    case pinch(toScale: Double)
    /// Selects a tab interactively: the tab bar's delegate vends `animator` and a percent-driven interaction
    /// following `drive`.
    case interactiveSelectTab(tabs: Int, index: Int, animator: StressAnimatorKind, drive: StressDrive)
    /// `action` runs with an interaction controller that is not percent-driven: UIKit Dynamics moves the view (a
    /// snap behaviour toward the end, or back to the start when it does not `finish`), the interaction reports
    /// its progress from the view's position and finishes or cancels when the dynamic animator comes to rest.
    case dynamicsInteraction(action: StressGestureAction, finish: Bool)
}

/// What a gesture or a dynamics-driven interaction acts on.
public enum StressGestureAction: String, Equatable, Sendable, CaseIterable {
    /// Pops the front navigation controller (a pan to the right).
    case pop
    /// Dismisses the front presented controller (a pan down).
    case dismiss
    /// Selects the next tab of the front tab bar controller (a pan to the left).
    case nextTab
}

/// The animation controller a delegate vends for a transition.
public enum StressAnimatorKind: String, Equatable, Sendable, CaseIterable {
    /// No animation controller: the built-in animation (none for a tab switch).
    case system
    /// `UIView.animate(withDuration:…)` sliding the views, linear.
    case block
    /// `UIView.animateKeyframes` in three keyframes.
    case keyframes
    /// `UIView.animate(…usingSpringWithDamping:…)`.
    case spring
    /// A `UIViewPropertyAnimator` started inside `animateTransition`.
    case propertyAnimator
    /// An interruptible animator: `interruptibleAnimator(using:)` vends a property animator that
    /// `animateTransition` starts.
    case interruptible
    /// UIKit Dynamics: the incoming view falls under gravity onto a floor, or the outgoing view falls away;
    /// completes when the dynamic animator pauses or the view leaves the container.
    case dynamics
    /// No animations: completes at once, inside `animateTransition`.
    case instant
    /// Slides, then calls `completeTransition` six frames after its animation ended.
    case late
    /// Slides, then calls `completeTransition` twice (misuse: the second call is ignored).
    case twice
    /// Never calls `completeTransition` (misuse: Passage's watchdog completes the transition).
    case never
    /// A broken animator for testing the checks: slides, then takes the incoming view out of the container before
    /// completing (a black screen). Never drawn by the generator unless asked.
    case planted

    /// Whether a percent-driven interaction can scrub the animator's animations.
    public var isScrubbable: Bool {
        switch self {
        case .block, .keyframes, .spring, .interruptible, .late, .propertyAnimator: true
        default: false
        }
    }
}

/// A presentation style, with the configuration the program gives it.
public enum StressPresentationStyle: String, Equatable, Sendable, CaseIterable {
    case fullScreen, overFullScreen, pageSheet, formSheet, automatic, currentContext, overCurrentContext
    /// `.custom` with a presentation controller that keeps the presenter's view.
    case custom
    /// `.custom` with a presentation controller that removes the presenter's view.
    case customRemovingPresenter
    /// A page sheet with the medium and large detents, starting at medium.
    case mediumSheet
    /// `.popover` from the presenting controller's view (adapts to a sheet in a compact width).
    case popover
}

/// Which controller a dismissal is sent to, relative to the presented controller it dismisses.
public enum StressDismissal: String, Equatable, Sendable, CaseIterable {
    /// The presented controller itself.
    case presented
    /// The controller that presented it.
    case presenter
    /// The presented controller's first child (itself when it has none).
    case child
    /// The window's root view controller (dismisses every presentation).
    case root
}

/// A sheet detent.
public enum StressDetent: String, Equatable, Sendable, CaseIterable {
    case medium, large
}

/// How a percent-driven interaction moves: it updates the percent every frame for `frames` frames, linearly up
/// to `percent`, then finishes or cancels at `completionSpeed`.
public struct StressDrive: Equatable, Sendable {
    /// Frames of updates before the interaction ends (0 ends it on the first frame).
    public var frames: Int
    /// The percent complete reached when it ends, 0…1.
    public var percent: Double
    /// Whether it finishes (else cancels).
    public var finish: Bool
    /// The interaction's `completionSpeed`, more than 0.
    public var completionSpeed: Double

    /// A drive of `frames` frames up to `percent`, then finished or cancelled at `completionSpeed`.
    public init(frames: Int, percent: Double, finish: Bool, completionSpeed: Double = 1) {
        self.frames = frames
        self.percent = percent
        self.finish = finish
        self.completionSpeed = completionSpeed
    }
}
