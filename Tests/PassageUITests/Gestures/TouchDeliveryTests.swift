// Touch delivery: hit testing at touch-down, the responder chain, what views get while recognizers decide
// (cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded), tap counts, and UIKit's rules for ignoring
// interaction (ignoring calls, transitions without an interaction controller, views animating without
// `.allowUserInteraction`).
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

/// A controller whose view logs the touches that reach the controller through the responder chain.
@MainActor
private final class TouchLoggingController: UIViewController {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("controller.began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("controller.ended") }
}

@MainActor
final class TouchDeliveryTests: XCTestCase {
    /// A finger goes to the deepest visible, interactive view under it and stays with that view while it moves
    /// away; hidden, nearly transparent and non-interactive views are skipped.
    func testHitTestingChoosesTheTouchView() async {
        let bench = TouchBench()
        let back = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        back.name = "back"
        bench.window.addSubview(back)
        let front = TouchLoggingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        front.name = "front"
        back.addSubview(front)
        bench.send([(0, .began, 150, 150)], at: 0)
        bench.send([(0, .moved, 350, 350)], at: 0.01)
        bench.send([(0, .ended, 350, 350)], at: 0.02)
        XCTAssertEqual(front.log, ["front.began(1)", "front.moved(1)", "front.ended(1)"])
        XCTAssertEqual(back.log, [])
        for hide in [
            { front.isHidden = true },
            {
                front.isHidden = false
                front.alpha = 0.005
            },
            {
                front.alpha = 1
                front.isUserInteractionEnabled = false
            },
        ] {
            hide()
            front.log.removeAll()
            back.log.removeAll()
            bench.send([(0, .began, 150, 150)], at: 1)
            bench.send([(0, .ended, 150, 150)], at: 1)
            XCTAssertEqual(front.log, [])
            XCTAssertEqual(back.log, ["back.began(1)", "back.ended(1)"])
        }
    }

    /// A view that does not handle touches passes them to its controller (its next responder).
    func testUnhandledTouchesGoUpTheResponderChain() async {
        let bench = TouchBench()
        let controller = TouchLoggingController()
        bench.window.rootViewController = controller
        let plain = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        controller.view.addSubview(plain)
        bench.send([(0, .began, 20, 20)], at: 0)
        bench.send([(0, .ended, 20, 20)], at: 0.05)
        XCTAssertEqual(controller.log, ["controller.began", "controller.ended"])
    }

    /// When a pan begins, its view's touches are cancelled (cancelsTouchesInView); with the option off the
    /// view keeps getting them. A recognizer's decision waits for the end (delaysTouchesEnded) until it fails.
    func testCancelsTouchesInView() async {
        for cancels in [true, false] {
            let bench = TouchBench()
            let view = TouchLoggingView(frame: bench.window.bounds)
            bench.window.addSubview(view)
            let pan = UIPanGestureRecognizer()
            pan.cancelsTouchesInView = cancels
            view.addGestureRecognizer(pan)
            bench.drag(from: CGPoint(x: 100, y: 100), step: CGVector(dx: 6, dy: 0), count: 3)
            XCTAssertEqual(
                view.log,
                cancels
                    ? ["view.began(1)", "view.moved(1)", "view.cancelled(1)"]
                    : ["view.began(1)", "view.moved(1)", "view.moved(1)", "view.moved(1)", "view.ended(1)"],
                "cancelsTouchesInView = \(cancels)")
        }
    }

    /// delaysTouchesBegan: the view hears of the touch only when the recognizer fails (then began and ended
    /// arrive together); a recognized tap means the view never hears of it.
    func testDelaysTouchesBegan() async {
        let bench = TouchBench()
        let view = TouchLoggingView(frame: bench.window.bounds)
        bench.window.addSubview(view)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesBegan = true
        view.addGestureRecognizer(doubleTap)
        bench.send([(0, .began, 100, 100)], at: 0)
        bench.send([(0, .ended, 100, 100)], at: 0.05)
        XCTAssertEqual(view.log, [])
        bench.loop.advance(seconds: 0.5)
        XCTAssertEqual(view.log, ["view.began(1)", "view.ended(1)"], "delivered when the double tap gave up")
        view.log.removeAll()
        bench.send([(0, .began, 100, 100)], at: 1)
        bench.send([(0, .ended, 100, 100)], at: 1.05)
        bench.send([(0, .began, 100, 100)], at: 1.2)
        bench.send([(0, .ended, 100, 100)], at: 1.25)
        bench.loop.advance(seconds: 0.5)
        XCTAssertEqual(view.log, [], "a recognized double tap swallows the touches")
    }

    /// delaysTouchesEnded (the default) holds the view's touchesEnded while a double tap may still recognize.
    func testDelaysTouchesEnded() async {
        let bench = TouchBench()
        let view = TouchLoggingView(frame: bench.window.bounds)
        bench.window.addSubview(view)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        bench.send([(0, .began, 100, 100)], at: 0)
        bench.send([(0, .ended, 100, 100)], at: 0.05)
        XCTAssertEqual(view.log, ["view.began(1)"])
        bench.loop.advance(seconds: 0.5)
        XCTAssertEqual(view.log, ["view.began(1)", "view.ended(1)"])
    }

    /// tapCount counts quick taps at one place; a tap far away or late starts again at 1.
    func testTapCount() async {
        let bench = TouchBench()
        var counts: [Int] = []
        let view = TapCountView(frame: bench.window.bounds) { counts.append($0) }
        bench.window.addSubview(view)
        for (time, x) in [(0.0, 100.0), (0.2, 105.0), (0.4, 100.0), (0.6, 300.0), (1.5, 300.0)] {
            bench.send([(0, .began, CGFloat(x), 100)], at: time)
            bench.send([(0, .ended, CGFloat(x), 100)], at: time + 0.05)
        }
        XCTAssertEqual(counts, [1, 2, 3, 1, 1])
    }

    /// Touches that begin while the application ignores interaction are dropped for their whole sequence,
    /// including an animated transition without an interaction controller; once it completes they arrive.
    func testTouchesAreIgnoredDuringANonInteractiveTransition() async {
        let bench = TouchBench()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        bench.window.rootViewController = navigation
        let tap = UITapGestureRecognizer()
        navigation.view.addGestureRecognizer(tap)
        let log = StateLog()
        log.watch(tap)
        navigation.pushViewController(UIViewController(), animated: true)
        bench.loop.step()
        XCTAssertTrue(UIApplication.shared.isIgnoringInteractionEvents)
        bench.send([(0, .began, 200, 300)], at: bench.loop.clock.currentTime)
        bench.loop.advance(seconds: 0.5)
        XCTAssertFalse(UIApplication.shared.isIgnoringInteractionEvents)
        bench.send([(0, .ended, 200, 300)], at: bench.loop.clock.currentTime)
        XCTAssertEqual(log.states, [], "the finger that came down during the push is dropped")
        bench.send([(0, .began, 200, 300)], at: bench.loop.clock.currentTime)
        bench.send([(0, .ended, 200, 300)], at: bench.loop.clock.currentTime + 0.05)
        XCTAssertEqual(log.states, ["ended"])
        UIApplication.shared.beginIgnoringInteractionEvents()
        bench.send([(0, .began, 200, 300)], at: 5)
        bench.send([(0, .ended, 200, 300)], at: 5.05)
        UIApplication.shared.endIgnoringInteractionEvents()
        XCTAssertEqual(log.states, ["ended"])
    }

    /// A view animating without `.allowUserInteraction` takes no touches until its animation ends; with the
    /// option it does (hit testing uses its model frame, as UIKit's).
    func testAnimatingViewsTakeTouchesOnlyWithAllowUserInteraction() async {
        for allow in [false, true] {
            let bench = TouchBench()
            let moving = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            moving.name = "moving"
            bench.window.addSubview(moving)
            UIView.animate(
                withDuration: 1, delay: 0, options: allow ? [.allowUserInteraction] : [],
                animations: {
                    moving.center = CGPoint(x: 250, y: 250)
                })
            bench.loop.advance(seconds: 0.5)
            bench.send([(0, .began, 250, 250)], at: 0.5)
            bench.send([(0, .ended, 250, 250)], at: 0.55)
            XCTAssertEqual(moving.log.count, allow ? 2 : 0, "allowUserInteraction: \(allow)")
            bench.loop.advance(seconds: 0.6)
            bench.send([(0, .began, 250, 250)], at: 1.2)
            bench.send([(0, .ended, 250, 250)], at: 1.25)
            XCTAssertEqual(moving.log.count, allow ? 4 : 2, "after the animation it takes touches")
        }
    }

    /// The touches event holds only the fingers still down: once a lifted finger's last event was delivered its
    /// touch is gone from `allTouches`, so the view it touched is not kept alive by the application.
    func testLiftedTouchesAreReleasedAfterTheirLastEvent() async {
        let bench = TouchBench()
        weak var touchedView: UIView?
        do {
            let view = TouchLoggingView(frame: bench.window.bounds)
            bench.window.addSubview(view)
            touchedView = view
            bench.send([(0, .began, 10, 10), (1, .began, 50, 50)], at: 0)
            XCTAssertEqual(UIApplication.shared.touchesEvent.allTouches?.count, 2)
            bench.send([(0, .ended, 10, 10)], at: 0.05)
            XCTAssertEqual(
                UIApplication.shared.touchesEvent.allTouches?.map { $0.location(in: nil) }, [CGPoint(x: 50, y: 50)])
            bench.send([(1, .ended, 50, 50)], at: 0.1)
            XCTAssertNil(UIApplication.shared.touchesEvent.allTouches)
            XCTAssertEqual(view.log, ["view.began(2)", "view.ended(1)", "view.ended(1)"])
            view.removeFromSuperview()
        }
        XCTAssertNil(touchedView, "released once it left the window")
    }

    /// Bad input gets defined behaviour: a move for a finger that never began, a backwards time and a
    /// non-finite location are skipped; later input still works.
    func testMalformedInputIsSkipped() async {
        let bench = TouchBench()
        let view = TouchLoggingView(frame: bench.window.bounds)
        bench.window.addSubview(view)
        bench.send([(3, .moved, 10, 10)], at: 0)
        bench.send([(0, .began, 10, 10)], at: 1)
        bench.send([(0, .moved, .nan, 10)], at: 1.1)
        bench.send([(0, .moved, 20, 10)], at: 0.5)
        bench.send([(0, .began, 20, 10)], at: 1.2)
        bench.send([(0, .ended, 20, 10)], at: 1.3)
        XCTAssertEqual(view.log, ["view.began(1)", "view.ended(1)"])
    }

    /// Issue 17's second bug: an input whose time is a few ulps before the previous one (rounding in the caller's
    /// arithmetic) is delivered as simultaneous with it, so a lift there lifts the finger; the event carries the
    /// previous input's time, never an earlier one.
    func testInputARoundingErrorEarlierIsSimultaneous() async {
        let bench = TouchBench()
        let view = TouchLoggingView(frame: bench.window.bounds)
        bench.window.addSubview(view)
        let t = 0.1 + 0.2
        bench.send([(0, .began, 10, 10)], at: 0.1)
        bench.send([(0, .moved, 20, 10)], at: t)
        bench.send([(0, .ended, 20, 10)], at: t.nextDown.nextDown)
        XCTAssertEqual(view.log, ["view.began(1)", "view.moved(1)", "view.ended(1)"])
        XCTAssertNil(UIApplication.shared.touchesEvent.allTouches, "no finger is left down")
        XCTAssertEqual(UIApplication.shared.touchesEvent.timestamp, t)
    }

    /// No single bad input leaves a finger down for good: a lift whose time is far in the past, or not finite,
    /// still lifts its finger (at the previous input's time), while moves in the same input are dropped; a lift
    /// at a non-finite location lifts where the finger last was.
    func testABadLiftStillLiftsTheFinger() async {
        for badTime in [0.5, .nan, -.infinity] {
            let bench = TouchBench()
            let view = TouchLoggingView(frame: bench.window.bounds)
            bench.window.addSubview(view)
            bench.send([(0, .began, 10, 10), (1, .began, 50, 50)], at: 1)
            bench.send([(0, .ended, 30, 10), (1, .moved, 60, 60)], at: badTime)
            XCTAssertEqual(view.log, ["view.began(2)", "view.ended(1)"], "time \(badTime)")
            XCTAssertEqual(UIApplication.shared.touchesEvent.timestamp, 1, "time \(badTime)")
            XCTAssertEqual(UIApplication.shared.touchesEvent.allTouches?.count, 1, "finger 1 stays down, unmoved")
            XCTAssertEqual(
                UIApplication.shared.touchesEvent.allTouches?.first?.location(in: nil), CGPoint(x: 50, y: 50))
            bench.send([(1, .ended, .nan, 60)], at: 1.1)
            XCTAssertEqual(view.log.last, "view.ended(1)")
            XCTAssertNil(UIApplication.shared.touchesEvent.allTouches, "time \(badTime): no finger is left down")
        }
    }
}

/// A view that reports each began touch's tapCount.
@MainActor
private final class TapCountView: UIView {
    let report: (Int) -> Void
    init(frame: CGRect, report: @escaping (Int) -> Void) {
        self.report = report
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { nil }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { report(touch.tapCount) }
    }
}
