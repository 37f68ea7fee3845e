// The layer demos at start, middle and end: the circular reveal's mask grows from the tapped button and
// shrinks back into it (rendered pixels: B shows near the button, A far from it, halfway), and the progress
// ring's strokeEnd fills (rendered pixels at the ring's top, right and left).
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos
@testable import PassageRender

@MainActor
final class LayerDemoTests: XCTestCase {
    private let blue = (r: UInt8(0), g: UInt8(122), b: UInt8(255))
    private let orange = (r: UInt8(255), g: UInt8(149), b: UInt8(0))

    private func isOrange(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r == 255 && p.b < 20 }
    private func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r < 20 && p.b == 255 }

    /// Tap → reveal: at the tap B is not shown; halfway B shows around the button but not at the far top-left
    /// corner; at the end B covers the screen, unmasked, and its close button's tap shrinks it back into the open
    /// button until B is gone.
    func testCircularRevealGrowsFromTheButtonAndShrinksBack() async throws {
        let stage = DemoStage()
        let size = stage.window.bounds.size
        let scene = CircularRevealScene(in: stage.window)
        let player = TouchTracePlayer(trace: CircularRevealScene.trace(for: size))
        let renderer = LayerRenderer(size: size, scale: 1)
        let button = CircularRevealScene.openFrame(in: size)
        let nearButton = (x: Int(button.minX) - 20, y: Int(button.midY))
        stage.advance(to: CircularRevealScene.presentTime + 0.05)
        XCTAssertTrue(scene.log.entries.contains("open tapped"))
        XCTAssertFalse(isOrange(renderer.render(stage.window.layer).pixel(x: nearButton.x, y: nearButton.y)))
        // The button acts when the finger lifts (`touchUpInside`), 0.05 s after it comes down.
        stage.advance(to: CircularRevealScene.presentTime + 0.05 + CircularRevealAnimator.duration / 2)
        let mask = try XCTUnwrap(scene.presented.view.layer.mask as? CAShapeLayer)
        let halfway = try XCTUnwrap(mask.presentation()?.path?.boundingBox)
        XCTAssertGreaterThan(halfway.width, button.width)
        XCTAssertEqual(halfway.midX, button.midX, accuracy: 1e-6)
        let middle = renderer.render(stage.window.layer)
        XCTAssertTrue(isOrange(middle.pixel(x: nearButton.x, y: nearButton.y)))
        XCTAssertTrue(isBlue(middle.pixel(x: 5, y: 150)))
        stage.advance(to: CircularRevealScene.presentTime + CircularRevealAnimator.duration + 0.1)
        XCTAssertNil(scene.presented.view.layer.mask)
        // Low on B's left margin, clear of its card's shadow.
        XCTAssertTrue(isOrange(renderer.render(stage.window.layer).pixel(x: 5, y: Int(size.height) - 40)))
        stage.advance(to: CircularRevealScene.dismissTime + 0.05 + CircularRevealAnimator.duration / 2)
        let shrinking = try XCTUnwrap(
            (scene.presented.view.layer.mask as? CAShapeLayer)?.presentation()?.path?.boundingBox)
        XCTAssertEqual(
            shrinking.width, halfway.width, accuracy: halfway.width * 0.02,
            "the dismissal passes the same circle halfway")
        stage.advance(to: CircularRevealScene.duration)
        XCTAssertNil(scene.presented.view.superview)
        XCTAssertTrue(isBlue(renderer.render(stage.window.layer).pixel(x: 5, y: 150)))
        XCTAssertEqual(
            scene.log.entries.filter { !$0.contains("appear") && !$0.contains("Appear") },
            [
                "open tapped", "completeTransition", "presentCompletion", "close tapped", "completeTransition",
                "dismissCompletion",
            ])
        withExtendedLifetime(player) {}
    }

    /// strokeEnd 0 → 1 (ease in-out over 1.5 s): nothing blue at the start, the right side (a quarter of the
    /// way round) but not the left halfway, the whole ring at the end.
    func testProgressRingFills() async throws {
        let stage = DemoStage()
        let scene = ProgressRingScene(in: stage.window)
        let renderer = LayerRenderer(size: stage.window.bounds.size, scale: 1)
        let frame = scene.ring.convert(scene.ring.bounds, to: stage.window)
        let radius = min(frame.width, frame.height) / 2 - 12
        let right = (x: Int(frame.midX + radius), y: Int(frame.midY))
        let left = (x: Int(frame.midX - radius), y: Int(frame.midY))
        stage.advance(to: ProgressRingScene.fillStart)
        XCTAssertFalse(isBlue(renderer.render(stage.window.layer).pixel(x: right.x, y: right.y)))
        stage.advance(to: ProgressRingScene.fillStart + ProgressRingScene.fillDuration / 2)
        XCTAssertEqual(Double(scene.ring.progress.presentation()!.strokeEnd), 0.5, accuracy: 1e-6)
        let middle = renderer.render(stage.window.layer)
        XCTAssertTrue(isBlue(middle.pixel(x: right.x, y: right.y)))
        XCTAssertFalse(isBlue(middle.pixel(x: left.x, y: left.y)))
        stage.advance(to: ProgressRingScene.duration)
        XCTAssertTrue(isBlue(renderer.render(stage.window.layer).pixel(x: left.x, y: left.y)))
    }
}
