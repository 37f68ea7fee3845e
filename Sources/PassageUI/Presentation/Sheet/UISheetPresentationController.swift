// The sheet presentation of iOS 13–17: `.automatic` (the default), `.pageSheet` and `.formSheet`. In a compact
// width the presented view is a card from below the status bar to the bottom edge (or the height of the
// selected detent), its top corners rounded, over a dimming view; the presenter stays in the window (it gets
// no disappear/appear callbacks) and recedes, scaled back behind the card, as the card reaches the large
// detent. A sheet presented from a sheet recedes the lower sheet the same way. In a regular width the card is
// centred and the presenter only dims. The geometry is SheetMetrics'; dragging and the swipe down to dismiss
// are in UISheetPresentationController+Drag.
//
// Chrome and restore: the dimming view, the card's rounding, the grabber and (behind a root presenter) a black
// backdrop go in when the presentation begins
// and come out when the dismissal ends (or the presentation is cancelled); the presenter's transform and
// rounding are restored then too. The presentation and dismissal animate the recession and dimming alongside
// the transition, so an interactive dismissal scrubs them with the card. Where the card, the presenter and the
// dimming stand for a card top is in UISheetPresentationController+Layout.
import Foundation
import PassageCore

/// Manages a sheet presentation (UIKit's `UISheetPresentationController`).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet may rest at, any order. Default `[.large()]`. Changes apply at once (inside
    /// `animateChanges(_:)`, animated).
    open var detents: [Detent] = [.large()] {
        didSet { detentsDidChange() }
    }
    /// The detent the sheet rests at; nil: the smallest of `detents`. Changes apply at once (inside
    /// `animateChanges(_:)`, animated).
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { detentsDidChange() }
    }
    /// The largest detent at which the presenter is not dimmed (and the area beside the sheet takes touches);
    /// nil (the default): dimmed at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { detentsDidChange() }
    }
    /// Whether a grabber shows at the top of the sheet. Default false.
    open var prefersGrabberVisible = false {
        didSet { updateGrabber() }
    }
    /// The radius of the sheet's corners; nil (the default): the system's 10 pt.
    open var preferredCornerRadius: CGFloat? {
        didSet { if isShowingChrome { roundCard() } }
    }
    /// Whether scrolling a scroll view in the sheet to its top edge expands the sheet. Default true. Kept for
    /// code that sets it: Passage's sheets do not hand drags over from scroll views.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet stays attached to the bottom edge in a compact height. Default false (kept only).
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether the width follows `preferredContentSize` when edge-attached. Default false (kept only).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// The style the presentation was adapted to when it started (`.none`: not adapted).
    var adaptedStyle: UIModalPresentationStyle = .none
    /// The dimming view behind the card while presented.
    private(set) var dimmingView: UIView?
    /// The grabber at the top of the card while shown.
    var grabberView: UIView?
    /// The black behind a receding root presenter (the screen shows black around it on iOS).
    private var backdropView: UIView?
    /// The sheet's pan while presented (UISheetPresentationController+Drag.swift).
    var panRecognizer: UIPanGestureRecognizer?
    /// The drag in progress (UISheetPresentationController+Drag.swift).
    var drag: SheetDrag?
    /// An interactive dismissal's interaction controller, used by the dismissal it starts.
    var dismissalInteractor: UIPercentDrivenInteractiveTransition?
    /// Whether the dismissal running is the user's swipe (the delegate hears `presentationControllerDidDismiss`).
    var isSwipeDismissal = false
    /// The presenter's view as it was before it receded, and the presented view's corner settings.
    var presenterRestore: (view: UIView, transform: CGAffineTransform, cornerRadius: CGFloat, clips: Bool)?
    var cardRestore: (cornerRadius: CGFloat, corners: CACornerMask, clips: Bool)?
    /// Whether animateChanges is running its block.
    private var isAnimatingChanges = false
    var isShowingChrome: Bool { dimmingView != nil }

    /// The sheet style: the presented controller's `.pageSheet` or `.formSheet` (`.automatic` is `.pageSheet`).
    open override var presentationStyle: UIModalPresentationStyle {
        presentedViewController.modalPresentationStyle.isSheet
            ? presentedViewController.modalPresentationStyle.effective : .pageSheet
    }
    /// False, unless the delegate adapted the sheet to `.fullScreen`.
    open override var shouldRemovePresentersView: Bool { adaptedStyle == .fullScreen }
    /// Whether the sheet shows as a card (not adapted to full screen).
    var isCard: Bool { adaptedStyle != .fullScreen && adaptedStyle != .overFullScreen }

    /// The sheet's frame at its selected detent (full screen when adapted to full screen).
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        guard isCard else { return containerView.bounds }
        let metrics = self.metrics
        guard metrics.isCompactWidth else { return metrics.regularFrame(formSheet: presentationStyle == .formSheet) }
        return metrics.frame(forValue: restValue)
    }

    // MARK: Detents

    /// The geometry of the sheet in its container now.
    var metrics: SheetMetrics {
        let container = containerView
        let traits = container?.window?.windowTraits ?? traitCollection
        return SheetMetrics(
            bounds: container?.bounds ?? .zero, safeArea: container?.safeAreaInsets ?? .zero,
            isCompactWidth: traits.horizontalSizeClass != .regular)
    }

    /// The active detents with their values, smallest first; `.large()` when none is active.
    var resolvedDetents: [(identifier: Detent.Identifier, value: CGFloat)] {
        let metrics = self.metrics
        let context = SheetResolutionContext(
            containerTraitCollection: traitCollection,
            maximumDetentValue: metrics.maximumDetentValue, mediumValue: metrics.mediumValue)
        var resolved: [(identifier: Detent.Identifier, value: CGFloat)] = []
        for detent in detents {
            guard let value = detent.resolvedValue(in: context),
                !resolved.contains(where: { $0.identifier == detent.identifier })
            else { continue }
            resolved.append((detent.identifier, value))
        }
        if resolved.isEmpty { resolved = [(.large, metrics.maximumDetentValue)] }
        return resolved.sorted { $0.value < $1.value }
    }

    /// The value of the detent the sheet rests at: the selected one, else the smallest.
    var restValue: CGFloat {
        let resolved = resolvedDetents
        return resolved.first { $0.identifier == selectedDetentIdentifier }?.value ?? resolved[0].value
    }

    /// The identifier of the detent the sheet rests at.
    var restIdentifier: Detent.Identifier {
        let resolved = resolvedDetents
        return resolved.first { $0.identifier == selectedDetentIdentifier }?.identifier ?? resolved[0].identifier
    }

    /// Runs `changes` (to `detents`, `selectedDetentIdentifier`, …) and animates the sheet to the result.
    open func animateChanges(_ changes: () -> Void) {
        isAnimatingChanges = true
        changes()
        isAnimatingChanges = false
        guard isRestingOnScreen else { return }
        animateToRest(velocity: 0)
    }

    /// Asks the custom detents for their values again (their inputs changed) and lays the sheet out.
    open func invalidateDetents() {
        detentsDidChange()
    }

    private func detentsDidChange() {
        guard !isAnimatingChanges, isRestingOnScreen else { return }
        layOutAtRest()
    }

    /// Whether the sheet is on screen with no transition or drag moving it.
    var isRestingOnScreen: Bool {
        isShowingChrome && presentedViewController.transitionCoordinator == nil && drag == nil && isCard
    }

    // MARK: Adaptivity

    /// The delegate's answer, else `.none`: a sheet stays a sheet on an iPhone (iOS 13 and later).
    open override var adaptivePresentationStyle: UIModalPresentationStyle {
        validAdaptiveStyle(delegate?.adaptivePresentationStyle(for: self)) ?? .none
    }

    /// The delegate's answer for `traitCollection`, else `.none`.
    open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        validAdaptiveStyle(delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection)) ?? .none
    }

    // MARK: Transitions

    /// Adds the dimming view, rounds the card, adds the pan and the grabber, and recedes the presenter and
    /// fades the dimming in alongside the presentation.
    open override func presentationTransitionWillBegin() {
        guard isCard, let containerView else { return }
        let dimming = UIView(frame: containerView.bounds)
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.backgroundColor = UIColor(white: 0, alpha: SheetMetrics.dimmingAlpha)
        dimming.alpha = 0
        containerView.insertSubview(dimming, at: 0)
        dimmingView = dimming
        if let card = presentedView {
            cardRestore = (card.layer.cornerRadius, card.layer.maskedCorners, card.clipsToBounds)
            roundCard()
        }
        let presenterView: UIView = presentingViewController.view
        presenterRestore = (
            presenterView, presenterView.transform, presenterView.layer.cornerRadius, presenterView.clipsToBounds
        )
        if metrics.isCompactWidth, presentingViewController.presentingViewController == nil,
            let superview = presenterView.superview
        {
            let backdrop = UIView(frame: superview.bounds)
            backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            backdrop.backgroundColor = .black
            superview.insertSubview(backdrop, belowSubview: presenterView)
            backdropView = backdrop
        }
        installPan()
        updateGrabber()
        let restTop = frameOfPresentedViewInContainerView.minY
        let apply = { [weak self] in self?.showRest(sheetTop: restTop) }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in apply() }, completion: nil)
        } else {
            apply()
        }
    }

    /// A cancelled presentation takes the chrome away.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { removeChrome() }
    }

    /// Brings the presenter forward and fades the dimming out alongside the dismissal.
    open override func dismissalTransitionWillBegin() {
        guard isShowingChrome else { return }
        let bottom = containerView?.bounds.maxY ?? 0
        let apply = { [weak self] in self?.showRest(sheetTop: bottom, dimming: 0) }
        if let coordinator = presentedViewController.transitionCoordinator {
            // A cancelled dismissal (a swipe let go too early) leaves the sheet where it rests.
            coordinator.animate(
                alongsideTransition: { _ in apply() },
                completion: { [weak self] context in
                    guard context.isCancelled, let self else { return }
                    self.showRest(sheetTop: self.frameOfPresentedViewInContainerView.minY)
                })
        } else {
            apply()
        }
    }

    /// A completed dismissal takes the chrome away and restores the presenter.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        let wasSwipe = isSwipeDismissal
        dismissalInteractor = nil
        isSwipeDismissal = false
        guard completed else { return }
        removeChrome()
        if wasSwipe { delegate?.presentationControllerDidDismiss(self) }
    }

    /// A window resize: the presenter comes forward first, so the window resizes it untransformed (a frame
    /// set through a scale is undefined); the layout pass recedes it again to fit its new size.
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard isShowingChrome, let restore = presenterRestore else { return }
        restore.view.transform = restore.transform
        // The window moves while it resizes (its bounds change about its centre before its origin is set), so
        // the safe area read in the animated layout pass can be a passing one: lay out again at the end.
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            guard let self, self.isRestingOnScreen else { return }
            self.layOutAtRest()
        }
    }

    /// Keeps the card at its detent, and the presenter receded to fit its size, when the container lays out
    /// (a window resize), unless something moves them.
    open override func containerViewWillLayoutSubviews() {
        guard isRestingOnScreen, let presentedView else { return }
        let frame = frameOfPresentedViewInContainerView
        if presentedView.frame != frame { presentedView.frame = frame }
        showRest(sheetTop: frame.minY)
    }

    private func removeChrome() {
        removePan()
        grabberView?.removeFromSuperview()
        grabberView = nil
        dimmingView?.removeFromSuperview()
        dimmingView = nil
        backdropView?.removeFromSuperview()
        backdropView = nil
        if let restore = presenterRestore {
            restore.view.transform = restore.transform
            restore.view.layer.cornerRadius = restore.cornerRadius
            restore.view.clipsToBounds = restore.clips
        }
        presenterRestore = nil
        if let card = presentedView, let cardRestore {
            card.layer.cornerRadius = cardRestore.cornerRadius
            card.layer.maskedCorners = cardRestore.corners
            card.clipsToBounds = cardRestore.clips
        }
        cardRestore = nil
    }

    /// With the presenter undimmed, touches beside the card reach the views below.
    override var passesTouchesOutsidePresentedView: Bool {
        guard let dimmingView else { return false }
        return dimmingView.alpha < 0.01
    }
}

/// The grabber: a 36 × 5 pt capsule 5 pt below the sheet's top (inferred from iOS 15–17 screens), grey.
@MainActor
enum SheetGrabber {
    static let size = CGSize(width: 36, height: 5)
    static let topInset: CGFloat = 5

    static func make(width: CGFloat) -> UIView {
        let grabber = UIView(
            frame: CGRect(x: (width - size.width) / 2, y: topInset, width: size.width, height: size.height))
        grabber.backgroundColor = UIColor(white: 0.6, alpha: 0.6)
        grabber.layer.cornerRadius = size.height / 2
        grabber.isUserInteractionEnabled = false
        return grabber
    }
}
