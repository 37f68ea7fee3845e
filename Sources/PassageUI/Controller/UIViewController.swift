// The view controller: owns a view it loads lazily, receives the appearance and layout callbacks, contains
// children, and presents and dismisses other controllers through view-controller transitions.
//
// Overridable members are declared here, in the class body, because Swift cannot override members declared
// in extensions; each forwards to its implementation in the UIViewController+Concern file named in its MARK.
import Foundation
import PassageCore

/// Manages a view and its part in transitions (UIKit's `UIViewController`).
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer {
    /// Where the controller stands in the appearance cycle.
    enum Appearance { case disappeared, appearing, appeared, disappearing }

    var storedView: UIView?
    var appearance = Appearance.disappeared
    /// The `animated` flag of the appearance transition in progress.
    var appearanceAnimated = false
    /// The children forwarded the appearance transition in progress, to forward its end to the same ones.
    var appearanceForwardedTo: [UIViewController] = []
    /// What the root view entering or leaving a window does to the appearance (UIViewController+Appearance.swift).
    var windowMoveAppearance = WindowMoveAppearance.follows
    weak var storedParent: UIViewController?
    var storedChildren: [UIViewController] = []
    /// The controller that presented this one (held weakly: the presenter holds the presented).
    weak var storedPresenting: UIViewController?
    /// The controller this one presents.
    var storedPresented: UIViewController?
    /// The presentation controller managing this controller's presentation.
    var storedPresentationController: UIPresentationController?
    /// The popover presentation controller made for the `.popover` style.
    var storedPopoverController: UIPopoverPresentationController?
    /// The sheet presentation controller made for the sheet styles.
    var storedSheetController: UISheetPresentationController?
    /// The transition this controller (or a child of it) takes part in right now.
    weak var activeTransition: ControllerTransition?
    /// Flags UIKit sets on the participants of a transition while their appearance callbacks run.
    var movement = Movement()

    struct Movement {
        var beingPresented = false
        var beingDismissed = false
        var movingToParent = false
        var movingFromParent = false
    }

    /// The name and bundle of a nib; Passage has no nibs, so they are kept only for `nibName` and `nibBundle`.
    public let nibName: String?
    public let nibBundle: Bundle?

    /// Creates a controller; its view is loaded the first time `view` is read.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller from an archive; Passage has no nibs, so nothing is read and this is
    /// `init(nibName: nil, bundle: nil)`. Required as on iOS: a subclass with a designated initializer of its own
    /// declares `required init?(coder:)` (`super.init(coder:)` works).
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// Creates a controller with no nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The view's superview: events the controller does not handle go on up the view tree.
    open override var next: UIResponder? { storedView?.superview }

    /// A name for the controller, shown by navigation bars and tab bars.
    open var title: String? {
        didSet { titleDidChange() }
    }

    /// What the controller shows in a navigation bar while on top (made on first use, titled with `title`;
    /// setting `title` sets its title too, as in UIKit).
    open var navigationItem: UINavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = UINavigationItem(owner: self)
        navigationItemStorage = item
        return item
    }
    var navigationItemStorage: UINavigationItem?

    /// The items a navigation controller's toolbar shows while this controller is on top. Default nil.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { (parent as? UINavigationController)?.childToolbarItemsDidChange(self) }
    }

    /// Whether a tab bar controller's tab bar hides while this controller is in the stack of the navigation
    /// controller it is pushed on (the tab bar leaves with the push and comes back with the pop). Default false.
    open var hidesBottomBarWhenPushed = false

    /// Sets `toolbarItems` (Passage changes the toolbar at once whether or not `animated`).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// The size the controller would like when presented in a container that asks (form sheets, popovers).
    /// Default zero: no preference. A change tells the parent (or, when presented, the presentation
    /// controller) through `preferredContentSizeDidChange(forChildContentContainer:)`.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard oldValue != preferredContentSize else { return }
            contentContainerParent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    // MARK: Traits and content container (UIViewController+ContentContainer.swift)

    /// The controller's traits: its view's window's, else the main screen's.
    open var traitCollection: UITraitCollection { storedView?.window?.windowTraits ?? UIScreen.main.traitCollection }
    /// Called after the traits changed (the window resized across size classes). Default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Called before the view's size changes to `size` (a window resize), with a coordinator whose alongside
    /// animations run with the change. The default forwards to the children, each with
    /// `size(forChildContentContainer:withParentContainerSize:)`: call super when overriding.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        forwardSizeTransition(to: size, with: coordinator)
    }
    /// Called before the traits change to `newCollection`. The default forwards to the children.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }
    /// Called when a child's preferred content size changed. Default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// Called when a child's Auto Layout fitting size changed; Passage has no Auto Layout, so UIKit's caller
    /// never calls it here. Default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size to give `container`, a child, in a parent of `parentSize`. Default `parentSize`, as UIKit's.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    {
        parentSize
    }
    /// The popover presentation controller: nil unless `modalPresentationStyle` is `.popover`; then the one
    /// that will present (or presents) the controller, made on first use so it can be configured first.
    open var popoverPresentationController: UIPopoverPresentationController? { popoverController }

    // MARK: Segues (UIStoryboardSegue.swift)

    /// Called before `segue` is performed through `performSegue(withIdentifier:sender:)`, to pass data to its
    /// destination. Default does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Whether the segue with `identifier` may be performed. Default true.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Performs the segue with `identifier` from the controller's storyboard. Passage has no storyboards, so
    /// there is never such a segue: UIKit raises an exception here; Passage logs a diagnostic and does nothing.
    /// Create a `UIStoryboardSegue` (subclass) in code and call `perform()` instead.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        diagnose(
            .segueWithoutStoryboard, .error,
            "performSegue(withIdentifier: \"\(identifier)\"): \(type(of: self)) has no storyboard segue with that identifier (Passage has no storyboards); nothing is performed"
        )
    }

    // MARK: View loading (UIViewController+Loading.swift)

    /// The root view, loaded by `loadView()` (then `viewDidLoad()`) the first time it is read.
    open var view: UIView! {
        get { loadedView }
        set { replaceView(with: newValue) }
    }
    /// The root view if it has been loaded, without loading it.
    open var viewIfLoaded: UIView? { storedView }
    /// Whether the root view has been loaded.
    open var isViewLoaded: Bool { storedView != nil }
    /// Creates the root view. The default makes a plain view the size of the main screen; override it to
    /// assign your own to `view` (without calling super).
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
    /// Called once, right after the view was loaded.
    open func viewDidLoad() {}

    /// Called by UIKit when the app is low on memory; Passage never is, so it is never called (override points
    /// compile and `super` does nothing).
    open func didReceiveMemoryWarning() {}

    /// Loads the view if it is not loaded yet.
    open func loadViewIfNeeded() { _ = loadedView }

    // MARK: Appearance (UIViewController+Appearance.swift)

    /// Called before the view is added to the visible hierarchy (and, when a transition is cancelled, before it
    /// comes back). "Really viewMightAppear": a cancelled transition follows it with viewWillDisappear.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view became visible (after the transition that showed it completed).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the visible hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the visible hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Insets added to the safe area of the controller's view (and so of its descendants), in points. Default
    /// zero; a change lays the view out again.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// Called when the safe-area insets of the controller's view changed, before its subviews are laid out.
    open func viewSafeAreaInsetsDidChange() {}
    /// The insets, from the edges of this controller's view, that its own bars cover for its children (a
    /// navigation bar at the top, a tab bar at the bottom). Zero for controllers without bars.
    func insetsCoveredForChildren() -> UIEdgeInsets { .zero }
    /// Whether the controller is being presented, during the appearance callbacks of its presentation.
    open var isBeingPresented: Bool { movement.beingPresented }
    /// Whether the controller is being dismissed, during the appearance callbacks of its dismissal.
    open var isBeingDismissed: Bool { movement.beingDismissed }
    /// Whether the controller is being added to a container (a push), during its appearance callbacks.
    open var isMovingToParent: Bool { movement.movingToParent }
    /// Whether the controller is being removed from a container (a pop), during its appearance callbacks.
    open var isMovingFromParent: Bool { movement.movingFromParent }
    /// Whether appearance changes of this controller are forwarded to the children whose views are inside its
    /// view. Default true; containers that manage their children's appearance themselves return false.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// Starts an appearance transition: calls `viewWillAppear` (`isAppearing`) or `viewWillDisappear`.
    /// Unbalanced calls (appearing when already visible, say) are logged and ignored.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        startAppearance(isAppearing, animated: animated)
    }
    /// Ends the appearance transition in progress: calls `viewDidAppear` or `viewDidDisappear`.
    open func endAppearanceTransition() { finishAppearance() }

    // MARK: Containment (UIViewController+Containment.swift)

    /// The container this controller is a child of.
    open var parent: UIViewController? { storedParent }
    /// The child controllers, in the order they were added.
    open var children: [UIViewController] { storedChildren }
    /// Makes `childController` a child, calling its `willMove(toParent:)` first; the caller adds its view and
    /// then calls its `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) { containChild(childController) }
    /// Removes the controller from its parent and calls `didMove(toParent: nil)`; the caller calls
    /// `willMove(toParent: nil)` first and removes the view.
    open func removeFromParent() { leaveParent() }
    /// Called before the controller is added to or removed from (nil) a container. Default does nothing.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from (nil) a container. Default does nothing.
    open func didMove(toParent parent: UIViewController?) {}
    /// Swaps two children of this controller: `toViewController`'s view takes `fromViewController`'s place,
    /// with `animations` (and the `.transition…` option, if any) over `duration` seconds; appearance
    /// callbacks are forwarded to both, and `completion` runs at the end.
    open func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController,
        duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        transitionChildren(
            from: fromViewController, to: toViewController, duration: duration, options: options,
            animations: animations, completion: completion)
    }
    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }
    /// The nearest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    // MARK: Presentation (UIViewController+Presentation.swift)

    /// The controller that presented this one or its nearest presented ancestor.
    open var presentingViewController: UIViewController? { storedPresenting ?? parent?.presentingViewController }
    /// The controller this one (or its nearest presenting ancestor) presents.
    open var presentedViewController: UIViewController? { storedPresented ?? parent?.presentedViewController }
    /// Vends the animation, interaction and presentation controllers of this controller's presentation and
    /// dismissal. Held weakly, as in UIKit.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// How the controller is shown when presented. Default `.automatic` (a page sheet, as on iOS 13 and later).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Whether the controller refuses interactive dismissal (a sheet's swipe down): the sheet springs back
    /// and the presentation controller's delegate hears `presentationControllerDidAttemptToDismiss(_:)`.
    /// Default false.
    open var isModalInPresentation = false
    /// The sheet presentation controller: nil unless `modalPresentationStyle` is a sheet style (`.automatic`,
    /// `.pageSheet`, `.formSheet`); then the one that will present (or presents) the controller, made on first
    /// use so its detents can be set before presenting.
    open var sheetPresentationController: UISheetPresentationController? { sheetController }
    /// The built-in animation used when the presentation has no animation controller. Default `.coverVertical`.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The transition UIKit runs when this controller is pushed or presented, and when it is popped or dismissed
    /// (iOS 18); read as each transition starts. Nil (the default): the system's. A classic value overrides
    /// `modalTransitionStyle` for presentations; a zoom works for presentations and pushes.
    @available(iOS 18.0, *)
    open var preferredTransition: Transition?
    /// The zoom state of this controller as the zoomed one: its running zoom and its dismissal gestures.
    var zoomSession: ZoomSession?
    /// The presentation controller managing this controller while it is presented (or being presented); before
    /// that, for the sheet and popover styles, the one that will present it (so its delegate can be set).
    open var presentationController: UIPresentationController? {
        storedPresentationController ?? sheetController ?? popoverController
    }
    /// Whether this controller's view is the area a `.currentContext` or `.overCurrentContext` presentation
    /// from it or a descendant covers. Default false (the context is then the root ancestor).
    open var definesPresentationContext = false
    /// Whether a presentation in this controller's context animates with this controller's
    /// `modalTransitionStyle` instead of the presented controller's. Default false.
    open var providesPresentationContextTransitionStyle = false
    /// Presents `viewControllerToPresent` over this controller's presentation context: for `.currentContext` and
    /// `.overCurrentContext`, the nearest of this controller and its ancestors that `definesPresentationContext`
    /// (else the root ancestor), inside that controller's view; for every other style, the root ancestor.
    /// `completion` runs after the presented controller's `viewDidAppear`. While another transition runs in the
    /// window, the presentation waits for it (queued). Presenting from a controller that already presents, or a
    /// controller that is already presented, is logged and ignored (the completion does not run).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        requestPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }
    /// Dismisses the controller this one presents (and every controller above it, animating only the top one),
    /// or, when it presents nothing, this controller itself. With nothing to dismiss, `completion` still runs.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        requestDismissal(animated: flag, completion: completion)
    }
    /// The coordinator of the animated transition this controller or one of its ancestors takes part in; nil
    /// when none runs (and for transitions without animation).
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        if let transition = activeTransition, transition.isAnimated, !transition.hasEnded {
            return transition.coordinator
        }
        return parent?.transitionCoordinator
    }

    // MARK: Status bar appearance (UIViewController+StatusBar.swift)

    /// The status bar style this controller prefers. Default `.default`.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller prefers the status bar hidden. Default false.
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar animates a change this controller asks for. Default `.fade`.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose `preferredStatusBarStyle` stands for this controller's. Default nil.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose `prefersStatusBarHidden` stands for this controller's. Default nil.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether a controller presented other than full screen decides the status bar's appearance. Default false.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Asks the window to read the status bar's appearance again (from the controller that decides it).
    open func setNeedsStatusBarAppearanceUpdate() { statusBarAppearanceDidChange() }

    // MARK: Overridable hooks of Passage's containers

    /// The children whose appearance follows this controller's (those whose views are inside its view).
    var childrenSharingAppearance: [UIViewController] {
        guard let view = storedView else { return [] }
        return storedChildren.filter { $0.storedView?.isDescendant(of: view) == true }
    }

    /// Called when `title` changed; containers update their bars.
    func titleDidChange() {
        navigationItemStorage?.title = title
        parent?.childTitleDidChange(self)
    }

    /// Called when the controller's navigation item changed; a navigation controller redraws its bar.
    func navigationItemDidChange(_ item: UINavigationItem) {
        (parent as? UINavigationController)?.childNavigationItemDidChange(item)
    }

    /// Called when the title of `child` changed.
    func childTitleDidChange(_ child: UIViewController) {}
}
