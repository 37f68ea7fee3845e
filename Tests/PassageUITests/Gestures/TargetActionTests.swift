// Target–action without selectors: an unapplied method reference names the action, spelled `Self.didPan` (as
// iOS code becomes after dropping `#selector`) or `MyClass.didPan`, in methods and in initializers alike; the
// call dispatches to a subclass's override, as a selector does; a target of the wrong class adds nothing.
import Foundation
import PassageCore
import PassageUI
import XCTest

/// A view that adds its own pan in its initializer with `Self.didPan`, as iOS views do with `#selector`.
@MainActor
private class PanningView: UIView {
    var calls: [String] = []
    var pan: UIPanGestureRecognizer!
    var tap: UITapGestureRecognizer!

    override init(frame: CGRect) {
        super.init(frame: frame)
        pan = UIPanGestureRecognizer(target: self, action: Self.didPan)
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) { nil }

    /// Adds a second action from a method, with the class named.
    func addPlainAction() { pan.addTarget(self, action: PanningView.didChange) }

    func didPan(_ recognizer: UIPanGestureRecognizer) { calls.append("didPan(\(recognizer.state.rawValue))") }
    func didChange() { calls.append("didChange") }
}

@MainActor
private final class OverridingView: PanningView {
    override func didPan(_ recognizer: UIPanGestureRecognizer) {
        calls.append("override(\(recognizer.state.rawValue))")
    }
}

@MainActor
final class TargetActionTests: XCTestCase {
    /// `Self.didPan` from an initializer and `PanningView.didChange` from a method both fire on every state
    /// change of a drag: began (1), changed (2) ×2, ended (3).
    func testSelfAndClassNamedMethodReferencesFire() async {
        let bench = TouchBench()
        let view = PanningView(frame: bench.window.bounds)
        bench.window.addSubview(view)
        view.addPlainAction()
        bench.drag(from: CGPoint(x: 50, y: 50), step: CGVector(dx: 20, dy: 0), count: 3)
        XCTAssertEqual(
            view.calls,
            [
                "didPan(1)", "didChange", "didPan(2)", "didChange", "didPan(2)", "didChange",
                "didPan(3)", "didChange",
            ])
    }

    /// The action dispatches to the target's override, as a selector would.
    func testActionDispatchesToTheOverride() async {
        let bench = TouchBench()
        let view = OverridingView(frame: bench.window.bounds)
        bench.window.addSubview(view)
        bench.drag(from: CGPoint(x: 50, y: 50), step: CGVector(dx: 20, dy: 0), count: 1)
        XCTAssertEqual(view.calls.first, "override(1)")
        XCTAssertEqual(view.calls.last, "override(3)")
    }

    /// A target that is not of the method's class adds nothing (logged); the recognizer's other actions still run.
    func testATargetOfTheWrongClassAddsNothing() async {
        let bench = TouchBench()
        let view = PanningView(frame: bench.window.bounds)
        bench.window.addSubview(view)
        let stranger = UIView()
        view.pan.addTarget(stranger, action: PanningView.didChange)
        bench.drag(from: CGPoint(x: 50, y: 50), step: CGVector(dx: 20, dy: 0), count: 1)
        XCTAssertEqual(view.calls, ["didPan(1)", "didPan(3)"], "began on the one move, then ended")
    }

    /// CADisplayLink takes `Self.tick` too.
    func testDisplayLinkTakesSelfMethodReference() async {
        @MainActor final class Ticker {
            var ticks = 0
            var link: CADisplayLink?
            func start() {
                link = CADisplayLink(target: self, action: Self.tick)
                link?.add(to: .main, forMode: .common)
            }
            func tick(_ link: CADisplayLink) { ticks += 1 }
        }
        let loop = FrameLoop()
        loop.makeCurrent()
        let ticker = Ticker()
        ticker.start()
        loop.advance(frames: 3)
        XCTAssertEqual(ticker.ticks, 3)
        ticker.link?.invalidate()
    }
}
