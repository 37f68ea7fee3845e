// Shared pieces of the zoom transition tests: a source screen with two source views, a zoomed controller whose
// preferredTransition is a zoom out of whichever view the test names, and touches sent frame by frame.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

/// A source screen S (in a navigation controller, or presenting) with views `a` and `b`, and a zoomed controller
/// Z whose provider returns `source` and records every context it is given.
@MainActor
final class ZoomBench {
    let log = CallbackLog()
    let loop: FrameLoop
    let window: UIWindow
    let source: LoggingViewController
    let zoomed: LoggingViewController
    let navigation: UINavigationController?
    /// A view in the upper left, rounded 8 points, and one lower right.
    let a = UIView(frame: CGRect(x: 40, y: 200, width: 100, height: 100))
    let b = UIView(frame: CGRect(x: 260, y: 500, width: 100, height: 100))
    /// What the provider returns.
    var provided: () -> UIView?
    /// The contexts the provider was given: (source, zoomed) controllers.
    var asked: [(source: UIViewController, zoomed: UIViewController)] = []

    init(navigation inNavigation: Bool, options: UIViewController.Transition.ZoomOptions? = nil) {
        source = LoggingViewController("S", log: log)
        zoomed = LoggingViewController("Z", log: log, color: .systemTeal)
        a.layer.cornerRadius = 8
        a.backgroundColor = .systemRed
        b.backgroundColor = .systemBlue
        source.view.addSubview(a)
        source.view.addSubview(b)
        let a = a
        provided = { a }
        navigation = inNavigation ? UINavigationController(rootViewController: source) : nil
        (loop, window) = makeWindow(root: navigation ?? source)
        zoomed.preferredTransition = .zoom(options: options) { [unowned self] context in
            asked.append((context.sourceViewController, context.zoomedViewController))
            return provided()
        }
        log.entries.removeAll()
    }

    /// Pushes or presents Z.
    func open() {
        if let navigation {
            navigation.pushViewController(zoomed, animated: true)
        } else {
            source.present(zoomed, animated: true)
        }
    }

    /// Pops or dismisses Z.
    func close() {
        if let navigation {
            navigation.popViewController(animated: true)
        } else {
            zoomed.dismiss(animated: true)
        }
    }

    var session: ZoomSession? { zoomed.zoomSession }
    var flight: ZoomFlight? { zoomed.zoomSession?.flight }

    /// The appearance callbacks logged, in order.
    var appearance: [String] {
        log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") }
    }

    /// Runs frames until no transition runs (at most `limit` seconds); returns the seconds it took.
    @discardableResult
    func settle(limit: TimeInterval = 3) -> TimeInterval {
        let start = CACurrentMediaTime()
        while zoomed.transitionCoordinator != nil || source.transitionCoordinator != nil,
            CACurrentMediaTime() - start < limit
        {
            loop.step()
        }
        return CACurrentMediaTime() - start
    }

    /// Sends one touch of finger 0 at `point` (window points), now.
    func touch(_ phase: UITouch.Phase, at point: CGPoint) {
        UIApplication.shared.sendTouchInput(
            [TouchTrace.Touch(finger: 0, phase: phase, location: point)], timestamp: CACurrentMediaTime())
    }

    /// A finger down at `start`, then `count` moves of `step` one frame apart (a frame runs after each);
    /// returns where it is.
    @discardableResult
    func drag(from start: CGPoint, step: CGVector, count: Int) -> CGPoint {
        touch(.began, at: start)
        loop.step()
        var point = start
        for _ in 0..<count {
            point = CGPoint(x: point.x + step.dx, y: point.y + step.dy)
            touch(.moved, at: point)
            loop.step()
        }
        return point
    }

    /// The closed-form value of `spring` at `time` for a move from `from` to `to` starting at rest.
    static func spring(_ spring: ZoomMetrics.Spring, from: CGFloat, to: CGFloat, at time: TimeInterval) -> CGFloat {
        let motion = SpringMotion(spring.harmonic, initialDisplacement: Double(from - to), initialVelocity: 0)
        return to + CGFloat(motion.state(at: time).position)
    }
}
