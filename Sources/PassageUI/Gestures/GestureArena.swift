// A window's touch delivery: the recognizers competing for the touches of the current sequence, and the
// view-side bookkeeping of each touch. For every event, in order:
//   1. a touch that began is hit-tested (by the application) and gets the enabled recognizers of its view and
//      the view's ancestors, deepest first, that their delegates let receive it;
//   2. each recognizer gets its touches, phase by phase (began, moved, ended, cancelled); every state change
//      it makes is resolved at once (GestureArena+Resolution);
//   3. the views get the touches the recognizers did not cancel or delay;
//   4. recognizers that ended, were cancelled or failed reset and leave the touches they had.
import Foundation
import PassageCore

/// The touches and recognizers of one window.
@MainActor
final class GestureArena {
    /// Per touch: what its view has been told.
    struct ViewDelivery {
        var beganDelivered = false
        var beganDelayed = false
        var endDelayed = false
        /// The view got touchesEnded.
        var finished = false
        /// The view got touchesCancelled, or will never hear of the touch.
        var cancelled = false
    }

    unowned let window: UIWindow
    /// The recognizers that received touches since they last reset, in the order they first did.
    var members: [UIGestureRecognizer] = []
    /// The touches down in the window, in the order they began.
    private var activeTouches: [UITouch] = []
    var viewDeliveries: [UITouch: ViewDelivery] = [:]
    /// How deep event delivery is nested (an action can deliver another event); resets wait until it is 0.
    private var deliveryDepth = 0
    private var pendingResets: [UIGestureRecognizer] = []

    init(window: UIWindow) {
        self.window = window
    }

    /// Delivers the window's touches of `event` to recognizers, then to views.
    func deliver(_ event: UIEvent) {
        let touches = event.orderedTouches.filter { $0.window === window && $0.phase != .stationary }
        if deliveryDepth == 0 { performPendingResets() }
        deliveryDepth += 1
        for touch in touches where touch.phase == .began {
            enlist(touch)
        }
        for recognizer in members where touches.contains(where: { receives(recognizer, $0) }) {
            deliver(touches, to: recognizer, with: event)
        }
        deliverToViews(touches, with: event)
        for touch in touches where touch.phase == .ended || touch.phase == .cancelled {
            release(touch)
        }
        if activeTouches.isEmpty { endSequence() }
        deliveryDepth -= 1
        if deliveryDepth == 0 { performPendingResets() }
    }

    /// The last finger lifted: recognizers still undecided fail, except those that wait for another touch
    /// sequence (a multi-tap between its taps) or that recognized a discrete gesture and wait for another
    /// recognizer to fail. A continuous gesture cannot begin without touches, so one waiting to begin fails too.
    private func endSequence() {
        for recognizer in members
        where recognizer.storedState == .possible && recognizer.deferredState == nil
            && !recognizer.waitsForAnotherTouchSequence
        {
            recognizer.apply(.failed)
        }
        for recognizer in members where recognizer.storedState == .possible && recognizer.deferredState == .began {
            recognizer.deferredState = nil
            recognizer.apply(.failed)
        }
    }

    /// Gives a touch that began its recognizers.
    private func enlist(_ touch: UITouch) {
        activeTouches.append(touch)
        viewDeliveries[touch] = ViewDelivery()
        var recognizers: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            recognizers += current.attachedGestureRecognizers.filter { recognizer in
                recognizer.isEnabled && !Self.isFinished(recognizer)
                    && (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true)
            }
            view = current.superview
        }
        touch.gestureRecognizers = recognizers
        for recognizer in recognizers where !members.contains(where: { $0 === recognizer }) {
            members.append(recognizer)
            recognizer.arena = self
            recognizer.trackedWindow = window
        }
    }

    func isActive(_ touch: UITouch) -> Bool { activeTouches.contains(touch) }

    private func receives(_ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        touch.gestureRecognizers?.contains { $0 === recognizer } == true
    }

    private static func isFinished(_ recognizer: UIGestureRecognizer) -> Bool {
        switch recognizer.storedState {
        case .ended, .cancelled, .failed: true
        default: false
        }
    }

    /// Calls the recognizer's touch methods, one per phase, while it has not finished.
    private func deliver(_ touches: [UITouch], to recognizer: UIGestureRecognizer, with event: UIEvent) {
        let mine = touches.filter { receives(recognizer, $0) }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            let batch = mine.filter { $0.phase == phase }
            guard !batch.isEmpty, !Self.isFinished(recognizer), members.contains(where: { $0 === recognizer }) else {
                continue
            }
            let set = Set(batch)
            switch phase {
            case .began:
                recognizer.trackedTouches += batch
                recognizer.sequenceTouches.formUnion(batch)
                recognizer.lastCentroid = UIGestureRecognizer.centroid(of: recognizer.trackedTouches)
                recognizer.handleTouches { recognizer.touchesBegan(set, with: event) }
            case .moved:
                recognizer.lastCentroid = UIGestureRecognizer.centroid(of: recognizer.trackedTouches)
                recognizer.handleTouches { recognizer.touchesMoved(set, with: event) }
            case .ended:
                recognizer.lastCentroid = UIGestureRecognizer.centroid(of: recognizer.trackedTouches)
                recognizer.handleTouches { recognizer.touchesEnded(set, with: event) }
            default:
                recognizer.handleTouches { recognizer.touchesCancelled(set, with: event) }
            }
        }
    }

    /// A touch ended or was cancelled: recognizers stop tracking it, and so does the arena once its view has
    /// been told.
    private func release(_ touch: UITouch) {
        for recognizer in touch.gestureRecognizers ?? [] {
            if recognizer.trackedTouches.contains(touch) {
                recognizer.lastCentroid = UIGestureRecognizer.centroid(of: recognizer.trackedTouches)
            }
            recognizer.trackedTouches.removeAll { $0 === touch }
        }
        activeTouches.removeAll { $0 === touch }
        if let delivery = viewDeliveries[touch], !delivery.beganDelayed, !delivery.endDelayed {
            viewDeliveries[touch] = nil
        }
    }

    /// Stops sending `touch` to `recognizer` (`ignore(_:for:)`).
    func ignore(_ touch: UITouch, for recognizer: UIGestureRecognizer) {
        touch.gestureRecognizers?.removeAll { $0 === recognizer }
        recognizer.trackedTouches.removeAll { $0 === touch }
        flushDelayedDeliveries()
    }

    /// A recognizer was disabled or detached: a gesture in progress is cancelled, an undecided one fails.
    func withdraw(_ recognizer: UIGestureRecognizer) {
        guard members.contains(where: { $0 === recognizer }) else { return }
        switch recognizer.storedState {
        case .began, .changed: recognizer.apply(.cancelled)
        case .possible:
            recognizer.deferredState = nil
            recognizer.apply(.failed)
        default: break
        }
    }

    /// A recognizer ended, was cancelled or failed: it resets when the event has been delivered (now, outside
    /// delivery); a failure may free recognizers waiting for it and views waiting for their touches.
    func recognizerFinished(_ recognizer: UIGestureRecognizer) {
        if !pendingResets.contains(where: { $0 === recognizer }) { pendingResets.append(recognizer) }
        if recognizer.storedState == .failed { recognizerFailed(recognizer) }
        flushDelayedDeliveries()
        if deliveryDepth == 0 {
            FrameLoop.current.enqueueCallback { [weak self] in self?.performPendingResets() }
        }
    }

    /// Resets the recognizers that finished: after the event that finished them, or, for those finished
    /// outside event delivery (by a timer or the app), on the next frame or before the next event, whichever
    /// comes first, so the state they reached can be read until then.
    private func performPendingResets() {
        let finished = pendingResets
        pendingResets.removeAll()
        for recognizer in finished where Self.isFinished(recognizer) {
            members.removeAll { $0 === recognizer }
            for touch in activeTouches { touch.gestureRecognizers?.removeAll { $0 === recognizer } }
            recognizer.arena = nil
            recognizer.resetToPossible()
        }
        flushDelayedDeliveries()
    }
}
