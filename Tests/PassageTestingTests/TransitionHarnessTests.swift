// The harness's time contract and event log, checked on a linear 0.25 s slide-in at 60 fps.
import Passage
import PassageRender
import PassageTesting
import XCTest

@MainActor
final class TransitionHarnessTests: XCTestCase {
    /// Frame 0 shows what is on screen: a label set up in `viewDidLoad` is drawn at t = 0 exactly as at 0.1 s when
    /// the trigger does nothing (UIKit lays out and displays in the commit before a frame is shown).
    func testFrameZeroShowsTheLabelsOnScreen() async {
        final class Labelled: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                let title = UILabel(frame: CGRect(x: 20, y: 80, width: 200, height: 40))
                title.text = "Cards"
                view.addSubview(title)
                let pinned = UILabel()
                pinned.text = "Pinned"
                pinned.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(pinned)
                NSLayoutConstraint.activate([
                    pinned.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    pinned.topAnchor.constraint(equalTo: view.topAnchor, constant: 160),
                ])
            }
        }
        let harness = TransitionHarness { Labelled() }
        harness.start { _ in }
        let start = harness.render()
        harness.advance(seconds: 0.1)
        let later = harness.render()
        XCTAssertTrue(start.pixels == later.pixels, "frame 0 differs from the frame at 0.1 s")
        XCTAssertTrue(start.pixels.contains { $0 < 128 }, "no dark text pixels at t = 0")
    }

    /// The status bar is drawn as the controllers ask: white content over a dark screen for `.lightContent`,
    /// black once a full-screen presented controller asks for `.darkContent`, nothing while one hides it.
    func testTheStatusBarFollowsTheDecidingController() async {
        final class Styled: UIViewController {
            var style = UIStatusBarStyle.lightContent
            var hidden = false
            var shade = UIColor.black
            override var preferredStatusBarStyle: UIStatusBarStyle { style }
            override var prefersStatusBarHidden: Bool { hidden }
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = shade
            }
        }
        let harness = TransitionHarness { Styled() }
        harness.start { _ in }
        harness.advance(frames: 1)
        /// The red channels of the bar's rows (20 pt on the iPhone SE, at 2×).
        func barReds(_ frame: Pixmap) -> [UInt8] {
            (0..<40).flatMap { y in (0..<frame.width).map { frame.pixel(x: $0, y: y).r } }
        }
        let light = barReds(harness.render(showsStatusBar: true))
        XCTAssertGreaterThan(light.max() ?? 0, 215, "white glyphs over the black screen")
        XCTAssertEqual(barReds(harness.render()).max(), 0, "no bar unless asked for")
        let sheet = Styled()
        sheet.style = .darkContent
        sheet.shade = .white
        sheet.modalPresentationStyle = .fullScreen
        harness.start { $0.present(sheet, animated: false) }
        harness.advance(frames: 2)
        XCTAssertLessThan(barReds(harness.render(showsStatusBar: true)).min() ?? 255, 40, "black glyphs")
        sheet.hidden = true
        sheet.setNeedsStatusBarAppearanceUpdate()
        XCTAssertEqual(barReds(harness.render(showsStatusBar: true)).min(), 255, "hidden: the white screen only")
    }

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
        XCTAssertEqual(
            harness.eventLog,
            """
            f0    t=0.000  transition Blue → Green
            f0    t=0.000  Blue.viewWillDisappear(true)
            f0    t=0.000  Green.viewWillAppear(true)
            f0    t=0.000  animateTransition (duration 0.25 s)
            f15   t=0.250  completeTransition(true)
            f15   t=0.250  Blue.viewDidDisappear(true)
            f15   t=0.250  Green.viewDidAppear(true)

            """)
    }

    /// Events are values the log is printed from: a test matches them by case and by controller.
    func testEventsAreValuesMatchedByCaseAndController() async {
        let harness = TestScenes.slideIn().start()
        harness.advance(to: .end)
        let root = harness.rootViewController
        let presented = try? XCTUnwrap(root.presentedViewController)
        let events = harness.events.map(\.event)
        XCTAssertEqual(events.count, 7)
        XCTAssertEqual(
            events[0], .transitionBegan(from: .init(root), to: .init(presented!), animated: true, interactive: false))
        XCTAssertEqual(events[3], .animateTransition(duration: 0.25))
        XCTAssertEqual(harness.events[4].event, .completeTransition(true))
        XCTAssertEqual(harness.events[4].frame, 15)
        guard case .appearance(.viewDidAppear, let participant, animated: true) = events[6] else {
            return XCTFail("the last event is \(events[6])")
        }
        XCTAssertTrue(participant.controller === presented)
        XCTAssertEqual(harness.eventLog, harness.events.map(\.description).joined(separator: "\n") + "\n")
    }

    /// Advancing to a frame that has passed does nothing.
    func testAdvancingToAPastFrameDoesNothing() async {
        let harness = TestScenes.slideIn().start()
        harness.advance(frames: 10)
        harness.advance(to: .frame(4))
        XCTAssertEqual(harness.frame, 10)
    }
}
