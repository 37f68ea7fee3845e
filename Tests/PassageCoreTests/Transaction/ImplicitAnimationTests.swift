// Implicit animations: a standalone layer animates a property change for the transaction's duration
// (0.25 s by default) with the default timing curve (0.25, 0.1, 0.25, 1), unless actions are disabled.
import XCTest

@testable import PassageCore

@MainActor
final class ImplicitAnimationTests: XCTestCase {
    /// The default curve's y at x, from an independent bisection solver (control points rounded to Float
    /// as CAMediaTimingFunction stores them).
    private func defaultCurve(_ x: Double) -> Double {
        oracleBezierY(x: x, x1: Double(Float(0.25)), y1: Double(Float(0.1)), x2: Double(Float(0.25)), y2: 1)
    }

    /// Setting position on a standalone layer animates from the old to the new value over 0.25 s (15
    /// frames) with the default curve; the model changes at once.
    func testPropertyChangeAnimatesWithTheDefaults() async {
        let loop = makeLoop()
        let layer = makeLayer(position: CGPoint(x: 0, y: 0))
        layer.position = CGPoint(x: 100, y: 40)
        XCTAssertEqual(layer.position, CGPoint(x: 100, y: 40))
        guard let implicit = layer.animation(forKey: "position") as? CABasicAnimation else {
            return XCTFail("no implicit animation under the key \"position\"")
        }
        XCTAssertEqual(implicit.duration, 0.25)
        XCTAssertEqual(implicit.timingFunction, CAMediaTimingFunction(name: .default))
        assertEqual(layer.presentation()!.position, .zero, accuracy: 1e-12)
        for frame in [3, 6, 9, 14] {
            loop.advance(frames: frame - loop.frameCount)
            let y = defaultCurve(Double(frame) / 15)
            assertEqual(layer.presentation()!.position, CGPoint(x: 100 * y, y: 40 * y), accuracy: 1e-6)
        }
        loop.step()
        XCTAssertNil(layer.animationKeys())
        XCTAssertEqual(layer.presentation()!.position, CGPoint(x: 100, y: 40))
    }

    /// Every animatable property gets an implicit animation; discrete ones (isHidden) do not.
    func testAnimatablePropertiesAnimateDiscreteOnesDoNot() async {
        _ = makeLoop()
        let layer = makeLayer()
        layer.opacity = 0.5
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.cornerRadius = 4
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        layer.isHidden = true
        layer.masksToBounds = true
        XCTAssertEqual(layer.animationKeys(), ["opacity", "bounds", "cornerRadius", "transform", "backgroundColor"])
    }

    /// setDisableActions(true) prevents implicit animations for the rest of the transaction only.
    func testDisableActionsPreventsTheAnimation() async {
        let loop = makeLoop()
        let layer = makeLayer()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 50, y: 0)
        XCTAssertNil(layer.animationKeys())
        XCTAssertEqual(presentedX(layer), 50)
        loop.step()
        layer.position = CGPoint(x: 80, y: 0)
        XCTAssertEqual(layer.animationKeys(), ["position"], "the next implicit transaction animates again")
    }

    /// setAnimationDuration changes the implicit animation's duration (1 s: ends on frame 60).
    func testSetAnimationDurationChangesIt() async {
        let loop = makeLoop()
        let layer = makeLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 60, y: 0)
        CATransaction.commit()
        XCTAssertEqual(layer.animation(forKey: "position")?.duration, 1)
        loop.advance(frames: 30)
        XCTAssertEqual(presentedX(layer), 30, accuracy: 1e-9)
        loop.advance(frames: 29)
        XCTAssertEqual(layer.animationKeys(), ["position"])
        loop.step()
        XCTAssertNil(layer.animationKeys())
    }

    /// Nested transactions inherit the enclosing settings and may override them for their own extent.
    func testNestedTransactionsInheritAndOverride() async {
        _ = makeLoop()
        let (a, b, c, d) = (makeLayer(), makeLayer(), makeLayer(), makeLayer())
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.begin()
        a.position = CGPoint(x: 1, y: 0)  // inherits 2
        CATransaction.setAnimationDuration(0.5)
        b.position = CGPoint(x: 1, y: 0)  // overridden: 0.5
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        c.position = CGPoint(x: 1, y: 0)  // no action
        CATransaction.commit()
        CATransaction.commit()
        d.position = CGPoint(x: 1, y: 0)  // the outer setting again: 2
        CATransaction.commit()
        XCTAssertEqual(a.animation(forKey: "position")?.duration, 2)
        XCTAssertEqual(b.animation(forKey: "position")?.duration, 0.5)
        XCTAssertNil(c.animationKeys())
        XCTAssertEqual(d.animation(forKey: "position")?.duration, 2)
        XCTAssertEqual(CATransaction.animationDuration(), 0.25, "outside every transaction: the default")
    }

    /// Changing a property again mid-animation starts from the presented value: no jump.
    func testRetargetingStartsFromThePresentedValue() async {
        let loop = makeLoop()
        let layer = makeLayer()
        layer.position = CGPoint(x: 100, y: 0)
        loop.advance(frames: 6)
        let before = presentedX(layer)
        layer.position = CGPoint(x: -100, y: 0)
        XCTAssertEqual(presentedX(layer), before, accuracy: 1e-9)
        XCTAssertEqual(layer.animationKeys(), ["position"])
        loop.advance(frames: 15)
        XCTAssertEqual(presentedX(layer), -100)
    }

    /// The action search: a delegate's action wins, NSNull from the delegate or in `actions` means none,
    /// an `actions` entry replaces the default.
    func testActionSearchOrder() async {
        @MainActor final class Delegate: CALayerDelegate {
            var action: CAAction?
            func action(for layer: CALayer, forKey event: String) -> CAAction? { action }
        }
        let loop = makeLoop()
        let custom = basic("position.x", from: 500, to: 600, duration: 1)
        let layer = makeLayer()
        layer.actions = ["position": custom]
        layer.position = CGPoint(x: 1, y: 0)
        loop.advance(frames: 30)
        XCTAssertEqual(presentedX(layer), 550, accuracy: 1e-9, "the actions entry runs")

        let quiet = makeLayer()
        quiet.actions = ["position": NSNull()]
        quiet.position = CGPoint(x: 1, y: 0)
        XCTAssertNil(quiet.animationKeys())

        let delegated = makeLayer()
        let delegate = Delegate()
        delegated.delegate = delegate
        delegated.actions = ["position": custom]
        delegate.action = NSNull()
        delegated.position = CGPoint(x: 1, y: 0)
        XCTAssertNil(delegated.animationKeys(), "NSNull from the delegate stops the search")
        delegate.action = nil
        delegated.position = CGPoint(x: 2, y: 0)
        XCTAssertEqual(delegated.animationKeys(), ["position"], "nil from the delegate continues to `actions`")
    }

    /// Changes made to a presentation copy are not animated and do not reach the model.
    func testPresentationCopiesDoNotAnimate() async {
        _ = makeLoop()
        let layer = makeLayer()
        let copy = layer.presentation()!
        copy.position = CGPoint(x: 9, y: 9)
        XCTAssertNil(layer.animationKeys())
        XCTAssertNil(copy.animationKeys())
        XCTAssertEqual(layer.position, .zero)
    }
}
