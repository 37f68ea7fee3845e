// The presentation controller: owns the container a presented controller lives in while it is on screen,
// decides its frame, and adds its own chrome (a dimming view, say) in the will-begin / did-end callbacks.
// Passage makes one for every presentation: UIKit's full-screen one (which removes the presenter's view when
// the presentation completes), a plain one for `.overFullScreen`, the current-context pair (the same within
// the presentation context's view), or the transitioning delegate's for `.custom`.
import Foundation
import PassageCore

/// Manages the presentation of a view controller (UIKit's `UIPresentationController`).
@preconcurrency @MainActor
open class UIPresentationController {
    /// The controller being presented.
    public let presentedViewController: UIViewController
    /// The controller presenting it: the presentation context it was presented from (the root ancestor, or for
    /// the current-context styles the controller that defines the context).
    public internal(set) var presentingViewController: UIViewController
    /// The view the presentation happens in: created when the presentation starts, removed after dismissal.
    public internal(set) var containerView: UIView?
    /// Where the presenter's view was when the presentation started: it goes back there after the
    /// presentation (unless removed) and after the dismissal, wherever the animator put it meanwhile.
    var presenterHome: (superview: UIView, index: Int)?

    /// Creates a presentation controller for `presentedViewController`, presented by `presentingViewController`
    /// (nil: decided when the presentation starts).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
    }

    /// The style this controller lays the presentation out with: `.custom` unless made by the system for
    /// another style.
    open var presentationStyle: UIModalPresentationStyle { .custom }
    /// The view that is presented: the presented controller's view by default. Override to wrap it.
    open var presentedView: UIView? { presentedViewController.view }
    /// The presented view's frame at the end of the presentation, in the container's coordinates: the whole
    /// container by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// Whether the presentation covers the whole screen. Default true.
    open var shouldPresentInFullscreen: Bool { true }
    /// Whether the presenter's view leaves the window when the presentation completes. Default false: with
    /// the custom style the presenting view stays (session 218).
    open var shouldRemovePresentersView: Bool { false }

    /// Called before the presentation animates; add chrome to the container and animate it alongside
    /// (through the presented controller's transition coordinator) here.
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation ended; `completed` false when it was cancelled (remove chrome then).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal animates.
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal ended; `completed` false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container view lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    /// Puts the presenter's view back where it was when the presentation started, unless it is there already.
    func putPresenterViewHome(_ view: UIView) {
        guard let home = presenterHome, view.superview !== home.superview else { return }
        home.superview.insertSubview(view, at: home.index)
    }
}

/// UIKit's full-screen presentation: the presenter's view leaves the window once the presentation completes.
final class FullScreenPresentationController: UIPresentationController {
    override var presentationStyle: UIModalPresentationStyle { .fullScreen }
    override var shouldRemovePresentersView: Bool { true }
}

/// UIKit's over-full-screen presentation: the presenter's view stays in the window.
final class OverFullScreenPresentationController: UIPresentationController {
    override var presentationStyle: UIModalPresentationStyle { .overFullScreen }
}

/// UIKit's current-context presentation: the presentation context's view leaves the window once the
/// presentation completes; the container covers that view only.
final class CurrentContextPresentationController: UIPresentationController {
    override var presentationStyle: UIModalPresentationStyle { .currentContext }
    override var shouldPresentInFullscreen: Bool { false }
    override var shouldRemovePresentersView: Bool { true }
}

/// UIKit's over-current-context presentation: the presentation context's view stays.
final class OverCurrentContextPresentationController: UIPresentationController {
    override var presentationStyle: UIModalPresentationStyle { .overCurrentContext }
    override var shouldPresentInFullscreen: Bool { false }
}

/// The container view of a presentation: it tells its presentation controller when it lays out.
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
