// CATransition: progress over its duration and the frozen previous appearance captured when it is added.
import XCTest

@testable import PassageCore

@MainActor
final class TransitionAnimationTests: XCTestCase {
    private func transition(duration: CFTimeInterval = 1) -> CATransition {
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = duration
        return transition
    }

    /// Progress runs 0 → 1 over the duration (linear without a timing function): ½ at mid-duration;
    /// startProgress/endProgress narrow it (0.2 … 0.6 → 0.4 at mid-duration). Gone after the end.
    func testProgressAtMidDuration() async {
        for (start, end, mid) in [(Float(0), Float(1), 0.5), (0.2, 0.6, 0.4)] {
            let loop = makeLoop()
            let layer = makeLayer()
            let t = transition()
            t.startProgress = start
            t.endProgress = end
            layer.add(t, forKey: "anything")
            XCTAssertEqual(layer.animationKeys(), ["transition"], "added under \"transition\" whatever the key")
            XCTAssertEqual(layer.presentation()!.modelObjects.transition?.progress ?? -1, Double(start), accuracy: 1e-6)
            loop.advance(frames: 30)
            let presented = layer.presentation()!.modelObjects.transition
            XCTAssertEqual(presented?.progress ?? -1, mid, accuracy: 1e-6)
            XCTAssertEqual(presented?.type, .push)
            XCTAssertEqual(presented?.subtype, .fromRight)
            loop.advance(frames: 30)
            XCTAssertNil(layer.presentation()!.modelObjects.transition)
            XCTAssertNil(layer.modelObjects.transition, "never in the model")
        }
    }

    /// The previous appearance is a frozen copy taken when the transition is added: later changes to the
    /// layer and its sublayers do not reach it; it holds presented values (a running fade at 0.5).
    func testPreviousAppearanceIsAFrozenCopy() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let child = makeLayer(position: CGPoint(x: 10, y: 10))
        layer.addSublayer(child)
        withoutActions { layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }
        layer.add(basic("opacity", from: Float(1), to: Float(0)), forKey: "fade")
        loop.advance(frames: 30)
        layer.add(transition(), forKey: nil)
        withoutActions {
            layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            child.position = CGPoint(x: 50, y: 50)
        }
        child.removeFromSuperlayer()
        loop.advance(frames: 15)
        guard let previous = layer.presentation()!.modelObjects.transition?.previous else {
            return XCTFail("no transition presented")
        }
        XCTAssertEqual(previous.backgroundColor, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(previous.opacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(previous.sublayers?.count, 1)
        XCTAssertEqual(previous.sublayers?.first?.position, CGPoint(x: 10, y: 10))
        XCTAssertNil(previous.animationKeys(), "a frozen copy has no animations")
        XCTAssertFalse(previous === layer)
        XCTAssertEqual(layer.backgroundColor, CGColor(red: 0, green: 0, blue: 1, alpha: 1))
    }

    /// A transition's delegate hears start and stop like any animation, stopping on the frame its duration ends.
    func testTransitionCallbacks() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let log = AnimationLog("t", loop: loop)
        let t = transition(duration: 0.5)
        t.delegate = log
        layer.add(t, forKey: nil)
        loop.advance(frames: 40)
        XCTAssertEqual(log.entries, ["start t@1", "stop t true@30"])
    }
}
