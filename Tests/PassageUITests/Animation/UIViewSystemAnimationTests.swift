// UIView.perform(.delete, on:…): the views fade and shrink in one critically damped 0.5 s spring with the
// parallel animations, then leave their superviews (UIKit documents the removal; the timing is inferred).
import Foundation
import PassageUI
import XCTest

@MainActor
final class UIViewSystemAnimationTests: XCTestCase {
    /// Halfway the deleted view is partly faded and shrunk while the parallel change moves alongside; at 0.5 s
    /// (frame 30) the view is out of its superview with alpha and transform restored, and the completion ran once.
    func testDeleteFadesShrinksAndRemovesTheViews() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let doomed = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let neighbour = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        container.addSubview(doomed)
        container.addSubview(neighbour)
        let completion = CompletionRecorder<Bool>(loop)
        UIView.perform(
            .delete, on: [doomed], options: [], animations: { neighbour.center.y = 50 },
            completion: completion.handler)
        XCTAssertTrue(doomed.superview === container, "the view stays while it animates")
        loop.advance(frames: 6)
        let opacity = Double(doomed.layer.presentation()!.opacity)
        XCTAssertGreaterThan(opacity, 0.05)
        XCTAssertLessThan(opacity, 0.95)
        let scale = Double(doomed.layer.presentation()!.transform.m11)
        XCTAssertGreaterThan(scale, 0.5)
        XCTAssertLessThan(scale, 0.98)
        XCTAssertEqual(1 - opacity, (1 - scale) / 0.5, accuracy: 1e-6, "fade and shrink share one spring")
        XCTAssertLessThan(Double(neighbour.layer.presentation()!.position.y), 150)
        loop.advance(frames: 23)
        XCTAssertTrue(completion.calls.isEmpty)
        loop.step()
        XCTAssertEqual(completion.frames, [30])
        XCTAssertEqual(completion.values, [true])
        XCTAssertNil(doomed.superview)
        XCTAssertEqual(doomed.alpha, 1)
        XCTAssertEqual(doomed.transform, .identity)
        XCTAssertTrue(neighbour.superview === container)
        XCTAssertEqual(neighbour.center.y, 50)
    }
}
