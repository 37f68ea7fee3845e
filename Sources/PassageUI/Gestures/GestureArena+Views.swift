// The view side of touch delivery. A touch's view gets touchesBegan/Moved/Ended/Cancelled grouped per view and
// phase, except that:
//   - while a recognizer of the touch with delaysTouchesBegan is undecided, touchesBegan waits (and is dropped
//     if that recognizer recognizes with cancelsTouchesInView);
//   - while a recognizer with delaysTouchesEnded is undecided, touchesEnded waits;
//   - once a recognizer with cancelsTouchesInView recognizes, the view gets touchesCancelled and nothing more.
// Waiting deliveries go out as soon as no recognizer holds them (GestureArena.flushDelayedDeliveries).
import Foundation

extension GestureArena {
    func deliverToViews(_ touches: [UITouch], with event: UIEvent) {
        var began: [UITouch] = []
        var moved: [UITouch] = []
        var ended: [UITouch] = []
        var cancelled: [UITouch] = []
        for touch in touches {
            guard touch.view != nil, var delivery = viewDeliveries[touch], !delivery.cancelled else { continue }
            switch touch.phase {
            case .began:
                if isHeld(touch, by: \.delaysTouchesBegan) {
                    delivery.beganDelayed = true
                } else {
                    delivery.beganDelivered = true
                    began.append(touch)
                }
            case .moved:
                if delivery.beganDelivered { moved.append(touch) }
            case .ended:
                if delivery.beganDelayed || (delivery.beganDelivered && isHeld(touch, by: \.delaysTouchesEnded)) {
                    delivery.endDelayed = true
                } else if delivery.beganDelivered {
                    ended.append(touch)
                    delivery.finished = true
                }
            case .cancelled:
                if delivery.beganDelivered { cancelled.append(touch) }
                delivery.beganDelayed = false
                delivery.endDelayed = false
                delivery.cancelled = true
            default:
                break
            }
            viewDeliveries[touch] = delivery
        }
        send(began, event) { $0.touchesBegan($1, with: $2) }
        send(moved, event) { $0.touchesMoved($1, with: $2) }
        send(ended, event) { $0.touchesEnded($1, with: $2) }
        send(cancelled, event) { $0.touchesCancelled($1, with: $2) }
    }

    /// Whether an undecided recognizer of `touch` with the given delay option holds its view's delivery.
    private func isHeld(_ touch: UITouch, by option: KeyPath<UIGestureRecognizer, Bool>) -> Bool {
        touch.gestureRecognizers?.contains { $0[keyPath: option] && $0.storedState == .possible } == true
    }

    /// Sends waiting touchesBegan and touchesEnded that no recognizer holds any more.
    func flushDelayedDeliveries() {
        var began: [UITouch] = []
        var ended: [UITouch] = []
        for (touch, var delivery) in viewDeliveries.sorted(by: { Self.order($0.key, $1.key) }) {
            guard !delivery.cancelled else { continue }
            if delivery.beganDelayed, !isHeld(touch, by: \.delaysTouchesBegan) {
                delivery.beganDelayed = false
                delivery.beganDelivered = true
                began.append(touch)
            }
            if delivery.endDelayed, !delivery.beganDelayed, !isHeld(touch, by: \.delaysTouchesEnded) {
                delivery.endDelayed = false
                delivery.finished = true
                ended.append(touch)
            }
            viewDeliveries[touch] = isDone(touch, delivery) ? nil : delivery
        }
        let event = window.application.touchesEvent
        send(began, event) { $0.touchesBegan($1, with: $2) }
        send(ended, event) { $0.touchesEnded($1, with: $2) }
    }

    /// The views of `recognizer`'s touches get touchesCancelled (or never hear of a touch that was waiting).
    func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        var cancelled: [UITouch] = []
        for touch in recognizer.sequenceTouches.sorted(by: Self.order) {
            guard var delivery = viewDeliveries[touch], !delivery.cancelled else { continue }
            if delivery.beganDelivered { cancelled.append(touch) }
            delivery = ViewDelivery(beganDelivered: delivery.beganDelivered, cancelled: true)
            viewDeliveries[touch] = isDone(touch, delivery) ? nil : delivery
        }
        send(cancelled, window.application.touchesEvent) { $0.touchesCancelled($1, with: $2) }
    }

    /// Whether the view has heard the last of a touch that is no longer down.
    private func isDone(_ touch: UITouch, _ delivery: ViewDelivery) -> Bool {
        (delivery.finished || delivery.cancelled) && !isActive(touch)
    }

    private static func order(_ a: UITouch, _ b: UITouch) -> Bool { a.sequenceNumber < b.sequenceNumber }

    /// Calls `method` once per view with that view's touches, views in the order of their first touch.
    private func send(_ touches: [UITouch], _ event: UIEvent, _ method: (UIView, Set<UITouch>, UIEvent) -> Void) {
        var views: [UIView] = []
        for touch in touches {
            if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
        }
        for view in views {
            method(view, Set(touches.filter { $0.view === view }), event)
        }
    }
}
