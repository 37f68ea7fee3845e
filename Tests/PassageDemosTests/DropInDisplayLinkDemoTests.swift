// drop-in-display-link (seed 004, slides 99–103): a percent-driven presentation played by a CADisplayLink
// — percentComplete = (link.timestamp − startTime) / duration each frame — until a pan invalidates the link and
// takes the percent over.
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos

@MainActor
final class DropInDisplayLinkDemoTests: XCTestCase {
    /// Until the pan begins, percentComplete is the time since the animation started over its 0.5 s, every
    /// frame (1/30 on the first frame after the presentation started); on the grab frame the link is
    /// invalidated. Afterwards the percent puts the card's top edge under the finger's movement: the inverse of
    /// the animator's ease in, ease out curve of (grabbed progress + finger movement / 423.5 pt).
    func testPercentFollowsElapsedTimeThenTheFinger() async {
        let run = DropInGrabRun(.displayLink)
        run.stage.advance(to: DropInGrabScene.presentTime)
        guard let interaction = run.scene.interaction as? DropInDisplayLinkInteraction else {
            return XCTFail("no interaction")
        }
        XCTAssertNotNil(interaction.displayLink)
        XCTAssertEqual(interaction.startTime - run.stage.start, DropInGrabScene.presentTime, accuracy: 1e-9)
        var frames = 0
        while true {
            run.stage.step()
            if run.scene.log.entries.contains("grab") { break }
            let elapsed = CACurrentMediaTime() - interaction.startTime
            XCTAssertEqual(interaction.percentComplete, CGFloat(elapsed / 0.5), accuracy: 1e-9, "at \(run.stage.now)")
            if frames == 0 { XCTAssertEqual(interaction.percentComplete, 1.0 / 30, accuracy: 1e-9) }
            frames += 1
        }
        XCTAssertEqual(frames, 11, "the link played frames 0.317 s … 0.483 s")
        XCTAssertEqual(interaction.percentComplete, 0.4, accuracy: 1e-9, "the grab brings the percent to its own frame")
        XCTAssertNil(interaction.displayLink, "invalidated when the pan began")

        let curve = TimingCurveMath(.easeInOut)
        guard let grabbedProgress = interaction.grabbedProgress, let fingerAtGrab = run.finger,
            let grabbed = run.shownCard?.position
        else { return XCTFail("no grab") }
        XCTAssertEqual(grabbedProgress, curve.value(at: 0.4), accuracy: 1e-12)
        while !run.scene.log.entries.contains("release(finish)") {
            run.stage.step()
            guard let finger = run.finger, let shown = run.shownCard?.position else { return XCTFail("no finger") }
            let progress = grabbedProgress + (finger.y - fingerAtGrab.y) / 423.5
            XCTAssertEqual(
                interaction.percentComplete, curve.fraction(reaching: progress), accuracy: 1e-9, "at \(run.stage.now)")
            XCTAssertEqual(shown.y - grabbed.y, finger.y - fingerAtGrab.y, accuracy: 1e-6, "at \(run.stage.now)")
        }
    }

    /// Played to the end without touches, the link reaches 1 on the frame 0.5 s after the start, finishes the
    /// interaction and is invalidated; the held animations reach their end on that frame, so the presentation
    /// completes on it too.
    func testLinkFinishesThePresentationWhenTheAnimationEnds() async {
        let run = DropInGrabRun(.displayLink, touches: false)
        run.step(until: "played")
        guard let interaction = run.scene.interaction as? DropInDisplayLinkInteraction else {
            return XCTFail("no interaction")
        }
        XCTAssertEqual(run.stage.now, DropInGrabScene.presentTime + 0.5, accuracy: 1e-9)
        XCTAssertNil(interaction.displayLink)
        XCTAssertEqual(
            Array(run.scene.log.entries.suffix(4)),
            ["played", "completeTransition", "animationEnded(true)", "presentCompletion"])
    }

    /// The release hands the finger's speed on: the run-out is linear in time at a completion speed that makes
    /// the card start at the finger's 900 pt/s (speed = 900 × 0.5 s / (423.5 pt × the curve's slope)).
    func testReleaseChoosesTheCompletionSpeedFromTheFingerSpeed() async {
        let run = DropInGrabRun(.displayLink)
        run.step(until: "release(finish)")
        guard let interaction = run.scene.interaction as? DropInDisplayLinkInteraction else {
            return XCTFail("no interaction")
        }
        XCTAssertEqual(interaction.completionCurve, .linear)
        let slope = TimingCurveMath(.easeInOut).slope(at: interaction.percentComplete)
        XCTAssertEqual(interaction.completionSpeed, 900 * 0.5 / (423.5 * slope), accuracy: 1e-9)
        XCTAssertTrue(DropInDisplayLinkInteraction.completionSpeeds.contains(interaction.completionSpeed))
    }
}
