// The control: a view that tracks one finger and turns it into events for its actions, following UIKit's
// touch-tracking rules. Touch down highlights the control and sends `.touchDown`; while the finger moves the
// control is highlighted only inside its tracking bounds — the bounds grown by
// `UIControl.trackingBoundsExpansion` (70 pt, UIKit's observed slop) on every side — and sends
// `.touchDragInside`/`.touchDragOutside` (with `.touchDragEnter`/`.touchDragExit` when it crosses); lifting
// sends `.touchUpInside` inside those bounds, else `.touchUpOutside`; a cancelled touch sends `.touchCancel`.
// A disabled control tracks nothing and passes its touches up the responder chain, as UIKit's does.
import Foundation
import PassageCore

/// A view that turns touches into events for its targets and actions (UIKit's `UIControl`).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// How far outside its bounds a tracked finger still counts as inside, in points: 70, UIKit's measured
    /// tracking slop (a finger lifted up to 70 pt outside a button still sends `.touchUpInside`).
    public static let trackingBoundsExpansion: CGFloat = 70

    /// One registered action: the events it answers and what it runs.
    struct RegisteredAction {
        weak var owner: AnyObject?
        let hasOwner: Bool
        var events: Event
        let action: UIAction?
        let perform: (UIControl, UIEvent?) -> Void

        /// Whether the target that owned it was released (its action is dropped).
        var isOrphaned: Bool { hasOwner && owner == nil }
    }

    /// The actions, in the order they were added.
    var registeredActions: [RegisteredAction] = []
    /// The touch being tracked, if any.
    weak var trackedTouch: UITouch?
    /// Whether the tracked finger was inside the tracking bounds at its last position.
    var trackedTouchWasInside = false

    /// Whether the control answers touches; a disabled control is drawn `.disabled` and passes touches on.
    /// Default true.
    open var isEnabled: Bool = true {
        didSet { if oldValue != isEnabled { stateDidChange() } }
    }
    /// Whether the control is selected (a toggled button). Default false.
    open var isSelected: Bool = false {
        didSet { if oldValue != isSelected { stateDidChange() } }
    }
    /// Whether the control is highlighted: true while a tracked finger is down inside its tracking bounds.
    /// Default false.
    open var isHighlighted: Bool = false {
        didSet { if oldValue != isHighlighted { stateDidChange() } }
    }
    /// The control's state: `.highlighted`, `.disabled` and `.selected` as the flags say; `.normal` when none.
    open var state: UIControl.State {
        var state: UIControl.State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
    /// Whether the control is tracking a finger.
    open private(set) var isTracking = false
    /// Whether the tracked finger is inside the tracking bounds (false when not tracking).
    open var isTouchInside: Bool { isTracking && trackedTouchWasInside }

    /// Controls are accessibility elements unless told otherwise, as UIKit's standard controls are.
    override var defaultIsAccessibilityElement: Bool { true }

    /// Creates a control whose frame is `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control from an archive (not read: Passage has no nibs), as `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control whose frame is `frame`, with `primaryAction` added for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changed; subclasses update their look here.
    /// Default does nothing.
    func stateDidChange() {}

    // MARK: Tracking (UIKit's overridable hooks)

    /// A finger touched down: return whether to keep tracking it. Default true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked finger moved: return whether to keep tracking it. Default true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked finger lifted. Default does nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Tracking was cancelled. Default does nothing.
    open func cancelTracking(with event: UIEvent?) {}

    /// The bounds grown by `trackingBoundsExpansion` on every side: where a tracked finger counts as inside.
    var trackingBounds: CGRect {
        bounds.insetBy(dx: -Self.trackingBoundsExpansion, dy: -Self.trackingBoundsExpansion)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else {
            if !isEnabled { super.touchesBegan(touches, with: event) }
            return
        }
        trackedTouch = touch
        trackedTouchWasInside = true
        isTracking = true
        isHighlighted = true
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events, with: event)
        isTracking = beginTracking(touch, with: event)
        if !isTracking { finishTracking() }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesMoved(touches, with: event) }
            return
        }
        let inside = trackingBounds.contains(touch.location(in: self))
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if inside != trackedTouchWasInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        trackedTouchWasInside = inside
        isHighlighted = inside
        sendActions(for: events, with: event)
        if !continueTracking(touch, with: event) { finishTracking() }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesEnded(touches, with: event) }
            return
        }
        let inside = trackingBounds.contains(touch.location(in: self))
        finishTracking()
        endTracking(touch, with: event)
        sendActions(for: inside ? touchUpInsideEvents : .touchUpOutside, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesCancelled(touches, with: event) }
            return
        }
        finishTracking()
        cancelTracking(with: event)
        sendActions(for: .touchCancel, with: event)
    }

    /// The events a lift inside sends: `.touchUpInside`; buttons add `.primaryActionTriggered`.
    var touchUpInsideEvents: Event { .touchUpInside }

    /// Stops tracking: no touch, not highlighted.
    private func finishTracking() {
        trackedTouch = nil
        trackedTouchWasInside = false
        isTracking = false
        isHighlighted = false
    }
}
