// The harness's time contract and event log, checked on a linear 0.25 s slide-in at 60 fps.
import Passage
import PassageTesting
import XCTest

@MainActor
final class TransitionHarnessTests: XCTestCase {
    /// Seconds round up to whole frames, with slack for decimal rounding: 0.1 s is 6 frames at 60 fps, not 7.
    func testSecondsRoundUpToWholeFrames() async {
        XCTAssertEqual(TransitionTime.frames(in: 0.1, framesPerSecond: 60), 6)
        XCTAssertEqual(TransitionTime.frames(in: 0.101, framesPerSecond: 60), 7)
        XCTAssertEqual(TransitionTime.frames(in: 0, framesPerSecond: 60), 0)
        XCTAssertEqual(TransitionTime.seconds(0.25).frame(framesPerSecond: 30), 8)
        XCTAssertNil(TransitionTime.end.frame(framesPerSecond: 60))
    }

    /// Frame 0 shows the animation's begin values; frame n is n/60 s later (a linear slide of 120 points over
    /// 15 frames moves 8 points a frame).
    func testFrameZeroIsTheTriggerAndEachFrameIsOneSixtieth() async {
        let harness = TestScenes.slideIn().start()
        let presented = harness.rootViewController.presentedViewController
        XCTAssertEqual(harness.frame, 0)
        XCTAssertEqual(presented?.view.layer.presentation()?.frame.minX ?? -1, 120, accuracy: 0.001)
        harness.advance(seconds: 0.1)
        XCTAssertEqual(harness.frame, 6)
        XCTAssertEqual(harness.time, 0.1, accuracy: 1e-9)
        XCTAssertEqual(presented?.view.layer.presentation()?.frame.minX ?? -1, 120 - 6 * 8, accuracy: 0.001)
        XCTAssertTrue(harness.advance(to: .end))
        XCTAssertEqual(presented?.view.layer.presentation()?.frame.minX ?? -1, 0, accuracy: 0.001)
    }

    /// The log lists the transition's start, the appearance callbacks and completeTransition on the frames they
    /// ran on: the completion of a 0.25 s animation at 60 fps runs on frame 15.
    func testEventLogStampsEachEventWithItsFrame() async {
        let harness = TestScenes.slideIn().start()
        harness.advance(to: .end)
        XCTAssertEqual(harness.eventLog, """
            f0    t=0.000  transition Blue → Green
            f0    t=0.000  Blue.viewWillDisappear(true)
            f0    t=0.000  Green.viewWillAppear(true)
            f0    t=0.000  animateTransition (duration 0.25 s)
            f15   t=0.250  completeTransition(true)
            f15   t=0.250  Blue.viewDidDisappear(true)
            f15   t=0.250  Green.viewDidAppear(true)

            """)
    }

    /// Advancing to a frame that has passed does nothing.
    func testAdvancingToAPastFrameDoesNothing() async {
        let harness = TestScenes.slideIn().start()
        harness.advance(frames: 10)
        harness.advance(to: .frame(4))
        XCTAssertEqual(harness.frame, 10)
    }
}
