// The gesture recognizer base class: touches arrive before the view gets them, a subclass reads them and sets
// `state`, and the window's `GestureArena` turns each state change into UIKit's rules (gestureRecognizerShouldBegin,
// require(toFail:), exclusion of recognizers that may not recognize together, cancelling and delaying the view's
// touches) before the actions run. The base class keeps the touches it tracks, so `location(in:)` and
// `numberOfTouches` work in subclasses that do not call super.
//
// Target–action: Swift on Linux has no Objective-C selectors, so a target is paired with a method reference
// (`addTarget(self, action: MyController.didPan)`) or a closure (`init(handler:)`, `addHandler(_:)`); iOS's
// `addTarget(self, action: #selector(didPan(_:)))` becomes `addTarget(self, action: Self.didPan)` with the
// method taking the recognizer (or nothing). Targets are held weakly, as in UIKit.
import Foundation

/// Recognizes a gesture from a sequence of touches and tells its targets (UIKit's `UIGestureRecognizer`).
@preconcurrency @MainActor
open class UIGestureRecognizer {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// Where a recognizer is in recognizing its gesture (UIKit's `UIGestureRecognizer.State`).
    public enum State: Int, Sendable, CustomStringConvertible {
        /// Not yet recognized; the start state.
        case possible = 0
        /// A continuous gesture started; actions run.
        case began = 1
        /// A continuous gesture changed; actions run.
        case changed = 2
        /// A continuous gesture ended, or a discrete one was recognized; actions run, then the recognizer resets.
        case ended = 3
        /// A continuous gesture was cancelled; actions run, then the recognizer resets.
        case cancelled = 4
        /// The touches are not this gesture; no actions, and the recognizer resets.
        case failed = 5

        /// A discrete gesture was recognized: the same as `.ended`.
        public static var recognized: State { .ended }

        /// The state's name, as in `.began`.
        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }

    /// An action: the closure called with the recognizer; `owner` is the weakly held target (nil for handlers).
    struct Action {
        weak var owner: AnyObject?
        let hasOwner: Bool
        let perform: (UIGestureRecognizer) -> Void
    }

    var actions: [Action] = []
    /// The state as the recognizer reports it.
    var storedState = State.possible
    /// The touches this recognizer tracks, in the order they began.
    var trackedTouches: [UITouch] = []
    /// Every touch delivered since the last reset: recognizers that shared one compete (exclusion, failure
    /// requirements).
    var sequenceTouches: Set<UITouch> = []
    /// Where the tracked touches' centroid was last, in window coordinates (kept after they end).
    var lastCentroid: CGPoint?
    /// Recognizers that must fail before this one may recognize (`require(toFail:)`).
    var failureRequirements: [WeakBox<UIGestureRecognizer>] = []
    /// Whether the arena is calling one of the recognizer's touch methods: state changes made meanwhile are
    /// collected and resolved when it returns, as UIKit does (so `.began` then `.failed` in one call fails).
    var isInTouchCallback = false
    /// The states set during the current touch method, in order.
    var requestedStates: [State] = []
    /// The state a recognizer asked for while it waited for a required recognizer to fail.
    var deferredState: State?
    /// The arena handling this recognizer's current touch sequence.
    weak var arena: GestureArena?
    /// The window the recognizer's arena belongs to, for `location(in: nil)`.
    weak var trackedWindow: UIWindow?

    /// Whether the recognizer stays undecided after all fingers lifted, waiting for more (a multi-tap).
    var waitsForAnotherTouchSequence: Bool { false }

    /// Creates a recognizer that calls the method `action` names on `target` (held weakly) when its state
    /// changes; with a nil target or action it has no action yet. UIKit's designated initializer, so a subclass
    /// calls `super.init(target:action:)` from an initializer of its own, or overrides it. The target's class must
    /// declare the method through `SelectorResponding`, else nothing is added and the diagnostic
    /// `selectorNotDeclared` says so.
    public init(target: Any?, action: Selector?) {
        if let target, let action { addTarget(target, action: action) }
    }

    /// Creates a recognizer with no targets (`init(target: nil, action: nil)`).
    public convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Creates a recognizer that calls `action` on `target` (held weakly) when its state changes, e.g.
    /// `UIPanGestureRecognizer(target: self, action: Self.didPan)` for iOS's `#selector(didPan(_:))`.
    public convenience init<Target: AnyObject, Receiver, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping (Receiver) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls `action`, a method of `target` taking no argument, when its state changes.
    public convenience init<Target: AnyObject, Receiver>(target: Target, action: @escaping (Receiver) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls `handler` with itself when its state changes (a Passage addition).
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init()
        addHandler(handler)
    }

    // MARK: Target–action

    /// Adds an action: `action` is a method of `target` (held weakly) taking the recognizer, as an unapplied
    /// method reference: `addTarget(self, action: Self.didPan)` or `addTarget(self, action: MyView.didPan)`
    /// for iOS's `#selector(didPan(_:))`. The recognizer is passed as `Recognizer`; a recognizer of another
    /// class skips the call and logs a diagnostic. A target that is not a `Receiver` adds nothing and logs.
    open func addTarget<Target: AnyObject, Receiver, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Receiver) -> (Recognizer) -> Void
    ) {
        guard Self.accepts(target, as: Receiver.self) else { return }
        actions.append(
            Action(owner: target, hasOwner: true) { [weak target] recognizer in
                guard let receiver = target as? Receiver else { return }
                guard let typed = recognizer as? Recognizer else {
                    return diagnose(
                        .gestureActionSenderMismatch, .warning,
                        "\(type(of: recognizer)) cannot be passed to an action expecting \(Recognizer.self)")
                }
                action(receiver)(typed)
            })
    }

    /// Adds an action: `action` is a method of `target` (held weakly) taking no argument.
    open func addTarget<Target: AnyObject, Receiver>(_ target: Target, action: @escaping (Receiver) -> () -> Void) {
        guard Self.accepts(target, as: Receiver.self) else { return }
        actions.append(
            Action(owner: target, hasOwner: true) { [weak target] _ in
                guard let receiver = target as? Receiver else { return }
                action(receiver)()
            })
    }

    /// Whether `target` can receive a method of `Receiver`; logs when it cannot.
    private static func accepts<Receiver>(_ target: AnyObject, as _: Receiver.Type) -> Bool {
        guard target is Receiver else {
            diagnose(
                .gestureTargetMismatch, .error,
                "addTarget: \(type(of: target)) is not a \(Receiver.self), whose method the action is; the action is not added"
            )
            return false
        }
        return true
    }

    /// Adds a closure called with the recognizer when its state changes (a Passage addition). The closure is
    /// held strongly: capture owners weakly.
    open func addHandler(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        actions.append(Action(owner: nil, hasOwner: false, perform: handler))
    }

    /// Removes every action of `target`; nil removes every action, handlers included. (UIKit's
    /// `removeTarget(_:action:)` with a nil action; Passage cannot compare method references.)
    open func removeTarget(_ target: AnyObject?) {
        guard let target else { return actions.removeAll() }
        actions.removeAll { $0.hasOwner && ($0.owner === target || $0.owner == nil) }
    }

    /// Calls every action whose target is alive, in the order they were added.
    func sendActions() {
        actions.removeAll { $0.hasOwner && $0.owner == nil }
        for action in actions { action.perform(self) }
    }

    // MARK: State and configuration

    /// The recognizer's state. Subclasses set it as they read touches (as UIKit's subclass header allows);
    /// setting `.began`, `.changed`, `.ended` or `.cancelled` runs the actions once UIKit's rules allow it. Inside
    /// a touch method the changes take effect when it returns: the last one counts (`.began` followed by
    /// `.changed` still begins), and reading `state` meanwhile returns the last value set.
    /// Setting it from outside a subclass is a misuse that UIKit does not allow either.
    open var state: State {
        get { requestedStates.last ?? storedState }
        set {
            if isInTouchCallback { requestedStates.append(newValue) } else { requestState(newValue) }
        }
    }

    /// The object asked whether the recognizer may begin, receive touches, or recognize together with others.
    open weak var delegate: UIGestureRecognizerDelegate?

    /// Whether the recognizer receives touches. Disabling it while it recognizes cancels the gesture. Default true.
    open var isEnabled = true {
        didSet { if !isEnabled, oldValue { arena?.withdraw(self) } }
    }

    /// The view the recognizer is attached to (`UIView.addGestureRecognizer(_:)`).
    open internal(set) weak var view: UIView?

    /// Whether the view's touches are cancelled (`touchesCancelled`) when the gesture is recognized. Default true.
    open var cancelsTouchesInView = true
    /// Whether the view's `touchesBegan` waits until this recognizer fails (it never comes if it recognizes).
    /// Default false.
    open var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` waits while this recognizer may still recognize. Default true.
    open var delaysTouchesEnded = true
    /// A name for debugging.
    open var name: String?

    /// Makes this recognizer wait, before it recognizes, until `otherGestureRecognizer` fails; if the other
    /// recognizes, this one fails. Applies only while both receive the same touch sequence.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.value == nil || $0.value === otherGestureRecognizer }
        failureRequirements.append(WeakBox(otherGestureRecognizer))
    }

    // MARK: Location

    /// The centroid of the recognizer's touches in `view`'s coordinates (nil: the window's); after the touches
    /// ended, where they were last.
    open func location(in view: UIView?) -> CGPoint {
        let point = trackedTouches.isEmpty ? (lastCentroid ?? .zero) : Self.centroid(of: trackedTouches)
        return convertFromWindow(point, to: view)
    }

    /// The location of the touch at `touchIndex` (in the order the touches began) in `view`'s coordinates. An
    /// index out of range logs a diagnostic and returns the centroid (UIKit raises an exception).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            diagnosticLoop.diagnose(
                .gestureTouchIndexOutOfRange, .warning,
                "location(ofTouch: \(touchIndex)) on a recognizer with \(trackedTouches.count) touches; expected an index below \(trackedTouches.count)"
            )
            return location(in: view)
        }
        return convertFromWindow(trackedTouches[touchIndex].windowLocation, to: view)
    }

    /// How many touches the recognizer is tracking.
    open var numberOfTouches: Int { trackedTouches.count }

    static func centroid(of touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        let sum = touches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.windowLocation.x, y: $0.y + $1.windowLocation.y) }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = trackedWindow ?? self.view?.window else { return point }
        return view.convert(point, from: window)
    }

    // MARK: Subclass hooks

    /// Returns the recognizer to `.possible` after a gesture ended, was cancelled or failed; subclasses clear
    /// their own state here and call super.
    open func reset() {}

    /// Stops sending `touch` to this recognizer for the rest of its sequence.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        arena?.ignore(touch, for: self)
    }

    /// Whether this recognizer, when it recognizes, may make `preventedGestureRecognizer` fail. Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` recognizing may make this one fail. Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail. Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail. Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Fingers came down in the recognizer's view (or a subview). Subclasses override; the base does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Fingers moved. Subclasses override; the base does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Fingers lifted. Subclasses override; the base does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled. The base moves a recognizing gesture to `.cancelled` and an undecided one to
    /// `.failed`; subclasses that override call super.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }
}
