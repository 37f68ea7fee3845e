// The presentation controller: owns the container a presented controller lives in while it is on screen,
// decides its frame, and adds its own chrome (a dimming view, say) in the will-begin / did-end callbacks.
// Passage makes one for every presentation: UIKit's full-screen one (which removes the presenter's view when
// the presentation completes), a plain one for `.overFullScreen`, the current-context pair (the same within
// the presentation context's view), or the transitioning delegate's for `.custom`.
import Foundation
import PassageCore

/// Manages the presentation of a view controller (UIKit's `UIPresentationController`).
@preconcurrency @MainActor
open class UIPresentationController: UITraitEnvironment, UIContentContainer {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// The controller being presented.
    public var presentedViewController: UIViewController {
        if let presented = heldPresented ?? ownerPresented { return presented }
        diagnose(
            .presentationControllerOutlivedController, .error,
            "\(type(of: self)) outlived the controller it was made for; it stands for a new, empty controller")
        let placeholder = UIViewController()
        heldPresented = placeholder
        return placeholder
    }
    /// The controller presenting it: the presentation context it was presented from (the root ancestor, or for
    /// the current-context styles the controller that defines the context); before the presentation starts,
    /// the one passed at creation, else the presented controller.
    public internal(set) var presentingViewController: UIViewController {
        get { storedPresenting ?? presentedViewController }
        set { storedPresenting = newValue }
    }
    /// The presented controller, held strongly when the presentation controller was made for it by someone else,
    /// until the presentation starts.
    private var heldPresented: UIViewController?
    /// The presented controller, held weakly when it made this presentation controller for itself (its sheet or
    /// popover controller, which it keeps: holding it back would keep both alive forever).
    private weak var ownerPresented: UIViewController?
    /// Held weakly: the presenter holds what it presents, which holds this controller.
    private weak var storedPresenting: UIViewController?
    /// The view the presentation happens in: created when the presentation starts, removed after dismissal.
    /// Once there is one, the presented controller (which holds this controller while it is presented) is held
    /// weakly, so that letting the window go releases the whole presentation.
    public internal(set) var containerView: UIView? {
        didSet {
            guard containerView != nil, let held = heldPresented else { return }
            ownerPresented = held
            heldPresented = nil
        }
    }
    /// Where the presenter's view was when the presentation started: it goes back there after the
    /// presentation (unless removed) and after the dismissal, wherever the animator put it meanwhile. The
    /// superview is held weakly (it may be the window, which holds the presentation).
    var presenterHome: (superview: UIView, index: Int)? {
        get { presenterHomeSuperview.map { ($0, presenterHomeIndex) } }
        set {
            presenterHomeSuperview = newValue?.superview
            presenterHomeIndex = newValue?.index ?? 0
        }
    }
    private weak var presenterHomeSuperview: UIView?
    private var presenterHomeIndex = 0

    /// Creates a presentation controller for `presentedViewController`, presented by `presentingViewController`
    /// (nil: decided when the presentation starts).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        heldPresented = presentedViewController
        storedPresenting = presentingViewController
    }

    /// A presentation controller that `owner` makes for its own presentation and keeps (its sheet or popover
    /// presentation controller): it holds `owner` weakly.
    init(madeBy owner: UIViewController) {
        ownerPresented = owner
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

    /// The object asked about adaptivity and told about sheet dismissals. Held weakly, as in UIKit.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// The style to adapt to in a horizontally compact environment: the delegate's answer to
    /// `adaptivePresentationStyle(for:)`, or `.none` (no adaptation) without a delegate or a valid answer.
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        validAdaptiveStyle(delegate?.adaptivePresentationStyle(for: self)) ?? .none
    }

    /// The style to adapt to for `traitCollection`: the delegate's answer to
    /// `adaptivePresentationStyle(for:traitCollection:)`, or `.none` without a delegate or a valid answer.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        validAdaptiveStyle(delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection)) ?? .none
    }

    /// `style` when it is one a presentation may adapt to (full screen, over full screen, the sheets or none).
    func validAdaptiveStyle(_ style: UIModalPresentationStyle?) -> UIModalPresentationStyle? {
        guard let style else { return nil }
        switch style {
        case .fullScreen, .overFullScreen, .formSheet, .pageSheet, .none: return style
        default: return nil
        }
    }

    // MARK: Traits and content container

    /// The traits of the presentation: its container's window's, else the presenting controller's.
    open var traitCollection: UITraitCollection {
        containerView?.window?.windowTraits ?? presentingViewController.traitCollection
    }
    /// Called after the traits changed. Default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The presented controller's preferred content size.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    /// Called when the presented controller's preferred content size changed. Default does nothing;
    /// override to resize the presented view.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// Called when the presented controller's Auto Layout fitting size changed (never in Passage). Default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size the presented controller gets in a container of `parentSize`. Default `parentSize`, as UIKit's.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    {
        parentSize
    }
    /// Called before the container's size changes to `size` (a window resize). The default passes the
    /// transition on to the presented controller with the size it gets: call super when overriding.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(
            to: self.size(forChildContentContainer: presentedViewController, withParentContainerSize: size),
            with: coordinator)
    }
    /// Called before the traits change. The default passes it on to the presented controller.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        presentedViewController.willTransition(to: newCollection, with: coordinator)
    }

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

    /// Whether touches that hit nothing but the container (and its chrome) pass on to the views below it.
    var passesTouchesOutsidePresentedView: Bool { false }

    /// Puts the presenter's view back where it was when the presentation started, unless it is there already.
    func putPresenterViewHome(_ view: UIView) {
        guard let home = presenterHome, view.superview !== home.superview else { return }
        // A window holds its root view controller's view only: a presenter that stopped being the root while its
        // presentation was dismissed (the app replaced the root meanwhile) does not come back into the window.
        if let window = home.superview as? UIWindow, window.rootViewController?.viewIfLoaded !== view { return }
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

    /// Nothing, where the presentation lets touches beside the presented view through (an undimmed sheet).
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard let presentationController, presentationController.passesTouchesOutsidePresentedView,
            let presentedView = presentationController.presentedView
        else { return hit }
        if let hit, hit.isDescendant(of: presentedView) { return hit }
        return nil
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
