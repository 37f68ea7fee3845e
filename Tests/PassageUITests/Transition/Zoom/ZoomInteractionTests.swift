// The zoom's interaction: the dismissal gestures (named as UIKit names them) follow the finger with the page
// shrinking and the background undimming, and finish or cancel on release by the drag thresholds; a finger that
// catches a running zoom in completes it at once and drives the zoom back out; the app's
// interactiveDismissShouldBegin has the last word; the coordinator and the navigation delegate see the zoom as any
// UIKit transition.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class ZoomInteractionTests: XCTestCase {
    private var benches: [ZoomBench] = []

    private func bench(navigation: Bool, options: UIViewController.Transition.ZoomOptions? = nil) -> ZoomBench {
        let bench = ZoomBench(navigation: navigation, options: options)
        benches.append(bench)
        return bench
    }

    /// The release rule (MORPH's thresholds): a 125-point slow drag returns, 140 points dismisses, a 100-point
    /// flick at 1200 points per second dismisses, a 70-point one at 900 returns; up or toward the leading edge
    /// never dismisses.
    func testDragReleaseThresholds() async {
        XCTAssertFalse(ZoomSession.dragDismisses(moved: CGPoint(x: 0, y: 125), velocity: CGPoint(x: 0, y: 100)))
        XCTAssertTrue(ZoomSession.dragDismisses(moved: CGPoint(x: 0, y: 140), velocity: .zero))
        XCTAssertTrue(ZoomSession.dragDismisses(moved: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 1200)))
        XCTAssertFalse(ZoomSession.dragDismisses(moved: CGPoint(x: 0, y: 70), velocity: CGPoint(x: 0, y: 900)))
        XCTAssertTrue(ZoomSession.dragDismisses(moved: CGPoint(x: 150, y: 0), velocity: .zero), "the edge swipe")
        XCTAssertFalse(ZoomSession.dragDismisses(moved: CGPoint(x: -200, y: -200), velocity: CGPoint(x: -900, y: -900)))
    }

    /// At rest after a zoom in, Z's view carries UIKit's three named recognizers (the leading-edge pan for a push
    /// only), and the navigation controller's own edge swipe does not begin over a zoomed top.
    func testDismissalGesturesAreInstalledByName() async {
        let pushed = bench(navigation: true)
        pushed.open()
        pushed.settle()
        XCTAssertEqual(
            Set(pushed.zoomed.view.gestureRecognizers?.compactMap(\.name) ?? []),
            [ZoomSession.swipeDownName, ZoomSession.pinchName, ZoomSession.leadingEdgePanName])
        XCTAssertEqual(ZoomSession.swipeDownName, "com.apple.UIKit.ZoomInteractiveDismissSwipeDown")
        let popGesture = pushed.navigation!.interactivePopGestureRecognizer!
        XCTAssertFalse(popGesture.delegate?.gestureRecognizerShouldBegin(popGesture) ?? true)
        let presented = bench(navigation: false)
        presented.open()
        presented.settle()
        XCTAssertEqual(
            Set(presented.zoomed.view.gestureRecognizers?.compactMap(\.name) ?? []),
            [ZoomSession.swipeDownName, ZoomSession.pinchName])
        presented.close()
        presented.settle()
        XCTAssertEqual(presented.zoomed.view.gestureRecognizers?.count ?? 0, 0, "they come off with the zoom out")
    }

    /// A swipe down from anywhere: past the 10-point slop the page follows the drag model (width loses 0.00078
    /// and height 0.00154 per point, the centre follows 0.61 of the travel), the dimming follows how open the
    /// page is, the coordinator is interactive; released 165 points down it zooms into the source and dismisses.
    func testSwipeDownFollowsTheFingerAndDismisses() async throws {
        let bench = bench(navigation: false)
        bench.open()
        bench.settle()
        bench.log.entries.removeAll()
        bench.drag(from: CGPoint(x: 200, y: 300), step: CGVector(dx: 0, dy: 15), count: 12)
        let flight = try XCTUnwrap(bench.flight)
        XCTAssertEqual(bench.zoomed.transitionCoordinator?.isInteractive, true)
        let travel: CGFloat = 180 - 15
        XCTAssertEqual(flight.frame.width, 400 * (1 - 0.00078 * travel), accuracy: 1e-6)
        XCTAssertEqual(flight.frame.height, 800 * (1 - 0.00154 * travel), accuracy: 1e-6)
        XCTAssertEqual(flight.frame.midY, 400 + 0.61 * travel, accuracy: 1e-6)
        XCTAssertEqual(flight.frame.midX, 200, accuracy: 1e-6)
        XCTAssertEqual(flight.dimmingView.alpha, flight.openness, accuracy: 1e-6, "alpha is stored as a Float")
        XCTAssertLessThan(flight.dimmingView.alpha, 0.9)
        XCTAssertTrue(bench.a.isHidden)
        bench.touch(.ended, at: CGPoint(x: 200, y: 480))
        bench.settle()
        XCTAssertNil(bench.source.presentedViewController)
        XCTAssertFalse(bench.a.isHidden)
        XCTAssertEqual(bench.asked.count, 2, "asked when the dismissal began")
        XCTAssertEqual(bench.appearance, ["Z.willDisappear", "S.willAppear", "Z.didDisappear", "S.didAppear"])
    }

    /// A short, slow swipe is released and the page springs back: the dismissal is cancelled, Z ends
    /// willDisappear → willAppear → didAppear, and its view is back at full size, unscaled.
    func testShortSwipeCancels() async throws {
        let bench = bench(navigation: false)
        bench.open()
        bench.settle()
        bench.log.entries.removeAll()
        let end = bench.drag(from: CGPoint(x: 200, y: 300), step: CGVector(dx: 0, dy: 15), count: 4)
        XCTAssertNotNil(bench.flight)
        bench.loop.advance(frames: 10)  // the finger rests: no release speed
        bench.touch(.ended, at: end)
        bench.settle()
        XCTAssertTrue(bench.source.presentedViewController === bench.zoomed)
        XCTAssertEqual(
            bench.appearance.filter { $0.hasPrefix("Z.") }, ["Z.willDisappear", "Z.willAppear", "Z.didAppear"])
        XCTAssertEqual(bench.zoomed.view.transform, .identity)
        XCTAssertEqual(bench.zoomed.view.frame, CGRect(x: 0, y: 0, width: 400, height: 800))
        XCTAssertTrue(bench.zoomed.view.superview?.superview === bench.window)
        XCTAssertFalse(bench.a.isHidden)
        XCTAssertNil(bench.flight)
    }

    /// A pinch shrinks the page with the fingers (the background undimming) and, closed to 0.6, dismisses;
    /// fingers that spread apart start no dismissal.
    func testPinchFollowsTheFingersAndDismisses() async throws {
        for (toScale, dismisses) in [(CGFloat(0.6), true), (1.3, false)] {
            let bench = bench(navigation: false)
            bench.open()
            bench.settle()
            let player = TouchTracePlayer(
                trace: .pinch(center: CGPoint(x: 200, y: 400), fromScale: 1, toScale: toScale, duration: 0.4))
            var smallest: CGFloat = .infinity
            var dimmest: CGFloat = 1
            while !player.isFinished {
                bench.loop.step()
                if let flight = bench.flight {
                    smallest = min(smallest, flight.frame.width)
                    dimmest = min(dimmest, flight.dimmingView.alpha)
                }
            }
            bench.settle()
            if dismisses {
                XCTAssertLessThan(smallest, 400 * 0.75, "the page follows the fingers")
                XCTAssertLessThan(dimmest, 0.8)
                XCTAssertNil(bench.source.presentedViewController)
            } else {
                XCTAssertEqual(smallest, .infinity, "no zoom out started")
                XCTAssertTrue(bench.source.presentedViewController === bench.zoomed)
                XCTAssertEqual(bench.zoomed.view.transform, .identity)
            }
        }
    }

    /// The leading-edge swipe pops a zoomed push.
    func testLeadingEdgeSwipePops() async {
        let bench = bench(navigation: true)
        bench.open()
        bench.settle()
        let end = bench.drag(from: CGPoint(x: 3, y: 400), step: CGVector(dx: 18, dy: 0), count: 12)
        XCTAssertEqual(bench.zoomed.transitionCoordinator?.isInteractive, true)
        bench.touch(.ended, at: end)
        bench.settle()
        XCTAssertEqual(bench.navigation?.viewControllers.count, 1)
    }

    /// interactiveDismissShouldBegin has the last word: false blocks the swipe (it was told the location in Z's
    /// view and that UIKit would begin); dismiss(animated:) still zooms out.
    func testInteractiveDismissShouldBeginCanRefuse() async {
        let options = UIViewController.Transition.ZoomOptions()
        var contexts: [UIViewController.Transition.ZoomOptions.InteractionContext] = []
        options.interactiveDismissShouldBegin = { context in
            contexts.append(context)
            return false
        }
        let bench = bench(navigation: false, options: options)
        bench.open()
        bench.settle()
        let end = bench.drag(from: CGPoint(x: 200, y: 300), step: CGVector(dx: 0, dy: 15), count: 12)
        bench.touch(.ended, at: end)
        bench.settle()
        XCTAssertTrue(bench.source.presentedViewController === bench.zoomed)
        XCTAssertEqual(contexts.count, 1)
        XCTAssertEqual(contexts.first?.willBegin, true)
        XCTAssertEqual(contexts.first?.location.x ?? 0, 200, accuracy: 1e-9)
        XCTAssertGreaterThan(contexts.first?.location.y ?? 0, 300)
        XCTAssertGreaterThan(contexts.first?.velocity.dy ?? 0, 0)
        bench.close()
        bench.settle()
        XCTAssertNil(bench.source.presentedViewController)
    }

    /// A finger that catches the push mid-zoom completes it at once (didAppear, didShow) and the pop starts in the
    /// same turn (willDisappear, willShow), interactive, on the same views; dragged down and released, it pops.
    func testGrabDuringPushCompletesItAndPops() async throws {
        let bench = bench(navigation: true)
        let delegate = ShowLoggingDelegate(log: bench.log)
        bench.navigation?.delegate = delegate
        bench.open()
        bench.loop.advance(frames: 6)
        let flight = try XCTUnwrap(bench.flight)
        let before = flight.frame
        let center = CGPoint(x: bench.a.frame.midX, y: bench.a.frame.midY)
        XCTAssertTrue(before.contains(center))
        bench.log.entries.removeAll()
        bench.touch(.began, at: center)
        bench.loop.step()
        XCTAssertTrue(bench.flight === flight, "the zoom out takes the same views and springs on")
        XCTAssertEqual(bench.navigation?.viewControllers.count, 1, "the pop has started")
        XCTAssertEqual(bench.zoomed.transitionCoordinator?.isInteractive, true)
        XCTAssertEqual(
            bench.log.entries.filter { !$0.contains("Move") },
            ["S.didDisappear", "Z.didAppear", "didShow Z", "willShow S", "Z.willDisappear", "S.willAppear"])
        XCTAssertLessThan(abs(flight.frame.midY - before.midY), 30, "no jump: it stops under the finger")
        var point = center
        for _ in 0..<10 {
            point.y += 20
            bench.touch(.moved, at: point)
            bench.loop.step()
        }
        bench.touch(.ended, at: point)
        bench.settle()
        XCTAssertEqual(bench.navigation?.viewControllers.count, 1)
        XCTAssertEqual(bench.appearance.suffix(2), ["Z.didDisappear", "S.didAppear"])
        XCTAssertFalse(bench.a.isHidden)
        XCTAssertNil(bench.flight)
    }

    /// A finger that catches a zoom out (a dismissal) holds it where it is; released without moving, the zoom out
    /// is cancelled and Z stays presented.
    func testGrabDuringZoomOutHoldsItAndCancels() async throws {
        let bench = bench(navigation: false)
        bench.open()
        bench.settle()
        bench.close()
        bench.loop.advance(frames: 4)
        let flight = try XCTUnwrap(bench.flight)
        let center = CGPoint(x: flight.frame.midX, y: flight.frame.midY)
        bench.touch(.began, at: center)
        bench.loop.step()
        XCTAssertEqual(bench.zoomed.transitionCoordinator?.isInteractive, true)
        let held = flight.frame
        bench.loop.advance(frames: 10)
        XCTAssertEqual(flight.frame, held, "held under the finger")
        bench.touch(.ended, at: center)
        bench.settle()
        XCTAssertTrue(bench.source.presentedViewController === bench.zoomed)
        XCTAssertEqual(bench.zoomed.view.frame, CGRect(x: 0, y: 0, width: 400, height: 800))
    }
}

/// Logs the navigation delegate's willShow and didShow as "willShow NAME" and "didShow NAME".
@MainActor
final class ShowLoggingDelegate: UINavigationControllerDelegate {
    let log: CallbackLog

    init(log: CallbackLog) {
        self.log = log
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        log.add("willShow \(viewController.title ?? "")")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        log.add("didShow \(viewController.title ?? "")")
    }
}
