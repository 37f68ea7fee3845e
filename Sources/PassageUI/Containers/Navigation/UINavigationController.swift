// A stack of controllers with a navigation bar. The top controller's view fills a transition view under the
// bar; every change of the top controller is a ControllerTransition (UINavigationController+Transitions.swift)
// animated by the delegate's animator or the built-in push/pop, with its bar change running alongside.
import Foundation
import PassageCore

/// A container that shows a stack of controllers, one at a time (UIKit's `UINavigationController`).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The kind of change to the stack a transition makes (UIKit's `UINavigationController.Operation`).
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }

    /// The duration of the built-in push and pop, in seconds (UIKit's 0.35 s).
    public static let builtInTransitionDuration: TimeInterval = 0.35

    var stack: [UIViewController] = []
    /// The view the top controller's view lives in (the transitions' container).
    let transitionView = UIView()

    /// The bar at the top that shows the top controller's title and a back button, just below the status bar.
    public let navigationBar = UINavigationBar()
    /// Told about shown controllers; vends custom animation and interaction controllers. Held weakly.
    open weak var delegate: UINavigationControllerDelegate?

    /// The swipe from the left edge that pops the top controller interactively, attached to the controller's
    /// view; its delegate is the controller's own (replace it to change when it may begin). Set
    /// `require(toFail:)` dependencies on it to let your gestures wait for it, or it for them.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { interactivePop.recognizer }

    /// Whether the interactive pop gesture drives a custom pop animator that the delegate vends without an
    /// interaction controller, through a percent-driven interaction (a Passage addition; default true). UIKit
    /// does not begin the gesture then; false restores that behaviour.
    open var interactivePopDrivesCustomAnimators = true

    lazy var interactivePop = InteractivePopGesture(navigationController: self)
    /// Whether the bar is hidden (or hiding), as `isNavigationBarHidden` reports it.
    var navigationBarHiddenState = false
    /// The pan that hides and shows the bars while `hidesBarsOnSwipe` (UINavigationController+BarHiding.swift).
    var barHideOnSwipe: UIPanGestureRecognizer?
    /// The toolbar (UINavigationController+Toolbar.swift).
    let toolbarStorage = UIToolbar()
    /// Whether the toolbar is hidden (or hiding), as `isToolbarHidden` reports it.
    var toolbarHiddenState = true

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        applyStackNow([rootViewController])
    }

    /// Creates a navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller with an empty stack from an archive (not read: Passage has no nibs).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }
    /// The controller whose view is visible: one the top controller presents, else the top controller.
    open var visibleViewController: UIViewController? {
        topViewController.map { $0.presentedViewController ?? $0 }
    }

    /// Makes a transition view filling the bounds and the navigation bar across the top.
    open override func loadView() {
        // Weak: the view may outlive its controller (kept by the app or left in a window), and must not trap then.
        let root = makeContainerRootView(holding: transitionView) { [weak self] in
            self?.placeNavigationBar()
            self?.placeToolbar()
        }
        navigationBar.frame = navigationBarFrame(in: root, hidden: navigationBarHiddenState)
        navigationBar.autoresizingMask = [.flexibleWidth]
        root.addSubview(navigationBar)
        installToolbar(in: root)
        root.addGestureRecognizer(interactivePop.recognizer)
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        view = root
        if let top = stack.last {
            place(top, in: transitionView)
            navigationBar.show(items: barItems(for: stack), change: .none, coordinator: nil)
        }
    }

    /// Pushes `viewController` on the stack and shows it. Pushing a controller already in the stack is
    /// logged and ignored.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        requestStack(
            "pushViewController(\(type(of: viewController)))", waitingCode: .pushDuringTransition, animated: animated
        ) { stack in
            guard !stack.contains(where: { $0 === viewController }) else {
                diagnose(
                    .pushAlreadyInStack, .warning,
                    "pushViewController: \(type(of: viewController)) is already in the navigation stack; pushing the same controller twice is not supported; ignored"
                )
                return nil
            }
            return stack + [viewController]
        }
    }

    /// Pops the top controller and returns it; popping the root (a stack of one) is logged, changes nothing
    /// and returns nil. While a transition runs, the pop waits for it and the controller on top now is returned.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else {
            diagnose(
                .popRootController, .warning,
                "popViewController: the navigation stack holds only its root controller; nothing popped")
            return nil
        }
        let popped = stack.last
        requestStack("popViewController", waitingCode: .popDuringTransition, animated: animated) { stack in
            stack.count > 1 ? Array(stack.dropLast()) : nil
        }
        return popped
    }

    /// Pops every controller above the root; returns them (nil when only the root is there).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        requestStack("popToRootViewController", waitingCode: .popDuringTransition, animated: animated) { stack in
            stack.isEmpty ? nil : [stack[0]]
        }
        return popped
    }

    /// Pops the controllers above `viewController`; returns them (nil when it is not in the stack, logged).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            diagnose(
                .popToControllerNotInStack, .warning,
                "popToViewController: \(type(of: viewController)) is not in the navigation stack; nothing popped")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        requestStack("popToViewController", waitingCode: .popDuringTransition, animated: animated) { stack in
            stack.firstIndex(where: { $0 === viewController }).map { Array(stack[...$0]) }
        }
        return popped.isEmpty ? nil : popped
    }

    /// Replaces the stack. When the top controller changes, the change animates as a push when the new top
    /// was not in the stack and as a pop when it was.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        requestStack("setViewControllers", waitingCode: .setViewControllersDuringTransition, animated: animated) { _ in
            var seen: [UIViewController] = []
            for controller in viewControllers where !seen.contains(where: { $0 === controller }) {
                seen.append(controller)
            }
            if seen.count != viewControllers.count {
                diagnose(
                    .setViewControllersDuplicates, .warning,
                    "setViewControllers: the same controller appears more than once; later copies dropped")
            }
            return seen
        }
    }

    /// The navigation bar covers the top of the children's views down to its bottom edge, and the toolbar the
    /// bottom up to its top edge, unless hidden.
    override func insetsCoveredForChildren() -> UIEdgeInsets {
        guard isViewLoaded else { return .zero }
        let top = navigationBarHiddenState ? 0 : max(navigationBar.frame.maxY, 0)
        let bottom = toolbarHiddenState ? 0 : max(view.bounds.height - toolbarFrame(in: view, hidden: false).minY, 0)
        return UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }

    // MARK: The toolbar (UINavigationController+Toolbar.swift)

    /// The toolbar along the bottom edge, showing the top controller's `toolbarItems` (hidden by default).
    open var toolbar: UIToolbar! { toolbarStorage }

    /// Whether the toolbar is hidden. Default true. Setting it is `setToolbarHidden(_:animated: false)`.
    open var isToolbarHidden: Bool {
        get { toolbarHiddenState }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar, sliding it below the bottom edge. Animated inside a running transition the
    /// slide runs alongside it (scrubbed with it, undone if it is cancelled); otherwise it takes
    /// `UINavigationControllerHideShowBarDuration`.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        changeToolbarHidden(hidden, animated: animated)
    }

    // MARK: Hiding the bar (UINavigationController+BarHiding.swift)

    /// Whether the navigation bar is hidden. Setting it is `setNavigationBarHidden(_:animated: false)`.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenState }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar, sliding it above the top edge. Animated inside a running transition
    /// (called from `viewWillAppear`, as apps do), the slide runs alongside it, is scrubbed with it and undone if
    /// it is cancelled; otherwise it takes `UINavigationControllerHideShowBarDuration`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        changeNavigationBarHidden(hidden, animated: animated)
    }

    /// Whether an upward swipe hides the bar and a downward swipe shows it again. Default false.
    open var hidesBarsOnSwipe = false {
        didSet { updateBarHideOnSwipe() }
    }

    /// The pan that hides and shows the bars while `hidesBarsOnSwipe` is true (made on first use; it waits for
    /// the interactive pop gesture to fail).
    open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { barHideOnSwipeRecognizer }
}
