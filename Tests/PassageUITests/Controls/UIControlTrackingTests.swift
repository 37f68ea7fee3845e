// UIControl's touch tracking: highlight while a finger is down inside, the drag events, and the lift
// inside or outside UIKit's 70 pt tracking bounds (`UIControl.trackingBoundsExpansion`).
import Foundation
import PassageCore
import PassageUI
import XCTest

/// Logs the events it hears by name, with the control's highlight at the time.
@MainActor
private final class ControlEventLog {
    var entries: [String] = []

    func watch(_ control: UIControl) {
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
            (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
            (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
            (.primaryActionTriggered, "primary"),
        ]
        for (event, name) in names {
            control.addAction(
                UIAction { [unowned self] action in
                    let sender = action.sender as? UIControl
                    self.entries.append("\(name)\(sender?.isHighlighted == true ? "*" : "")")
                }, for: event)
        }
    }
}

@MainActor
final class UIControlTrackingTests: XCTestCase {
    /// A 100 × 50 control at (100, 100) in a 400 × 800 window, with its events logged.
    private func makeControl(_ control: UIControl = UIControl()) -> (TouchBench, UIControl, ControlEventLog) {
        let bench = TouchBench()
        control.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        bench.window.addSubview(control)
        let log = ControlEventLog()
        log.watch(control)
        return (bench, control, log)
    }

    /// UIKit: touch down highlights and sends `.touchDown`; lifting inside un-highlights and sends
    /// `.touchUpInside` (`*` marks events sent while highlighted).
    func testTapHighlightsThenSendsTouchUpInside() async {
        let (bench, control, log) = makeControl()
        bench.send([(0, .began, 150, 120)], at: 0)
        XCTAssertTrue(control.isHighlighted)
        XCTAssertTrue(control.isTracking)
        XCTAssertEqual(control.state, .highlighted)
        bench.send([(0, .ended, 150, 120)], at: 0.1)
        XCTAssertFalse(control.isHighlighted)
        XCTAssertFalse(control.isTracking)
        XCTAssertEqual(log.entries, ["down*", "upInside"])
    }

    /// Within 70 pt outside the bounds the finger still counts as inside (highlighted, `.touchUpInside`);
    /// beyond it the control un-highlights, sends `.touchDragExit`, and the lift is `.touchUpOutside`.
    func testSeventyPointTrackingBoundsDecideInsideAndOutside() async {
        let (bench, control, log) = makeControl()
        bench.send([(0, .began, 150, 120)], at: 0)
        bench.send([(0, .moved, 150, 219)], at: 0.05)  // 69 pt below the bottom edge (150)
        XCTAssertTrue(control.isHighlighted)
        XCTAssertTrue(control.isTouchInside)
        bench.send([(0, .moved, 150, 221)], at: 0.1)  // 71 pt below
        XCTAssertFalse(control.isHighlighted)
        bench.send([(0, .moved, 150, 200)], at: 0.15)
        XCTAssertTrue(control.isHighlighted)
        bench.send([(0, .moved, 271, 120)], at: 0.2)  // 71 pt right of the right edge (200)
        bench.send([(0, .ended, 271, 120)], at: 0.25)
        XCTAssertEqual(
            log.entries,
            [
                "down*", "dragInside*", "dragOutside", "exit", "dragInside*", "enter*",
                "dragOutside", "exit", "upOutside",
            ])
        XCTAssertEqual(UIControl.trackingBoundsExpansion, 70)
    }

    /// A lift within the 70 pt slop is a tap.
    func testLiftWithinTheSlopIsTouchUpInside() async {
        let (bench, _, log) = makeControl()
        bench.send([(0, .began, 150, 120)], at: 0)
        bench.send([(0, .moved, 50, 120)], at: 0.05)  // 50 pt left of the left edge
        bench.send([(0, .ended, 50, 120)], at: 0.1)
        XCTAssertEqual(log.entries, ["down*", "dragInside*", "upInside"])
    }

    /// A cancelled touch un-highlights and sends `.touchCancel`, no touch-up.
    func testCancelledTouchSendsTouchCancel() async {
        let (bench, control, log) = makeControl()
        bench.send([(0, .began, 150, 120)], at: 0)
        bench.send([(0, .cancelled, 150, 120)], at: 0.1)
        XCTAssertFalse(control.isHighlighted)
        XCTAssertEqual(log.entries, ["down*", "cancel"])
    }

    /// UIKit: a disabled control tracks nothing and sends nothing; its touches go to the next responder.
    func testDisabledControlSendsNothingAndPassesTouchesOn() async {
        let (bench, control, log) = makeControl()
        let parent = TouchLoggingView()
        parent.name = "parent"
        parent.frame = bench.window.bounds
        bench.window.insertSubview(parent, at: 0)
        parent.addSubview(control)
        control.isEnabled = false
        XCTAssertEqual(control.state, .disabled)
        bench.send([(0, .began, 150, 120)], at: 0)
        bench.send([(0, .ended, 150, 120)], at: 0.1)
        XCTAssertFalse(control.isHighlighted)
        XCTAssertEqual(log.entries, [])
        XCTAssertEqual(parent.log, ["parent.began(1)", "parent.ended(1)"])
    }

    /// A second tap's touch down (tap count 2) also sends `.touchDownRepeat`.
    func testSecondTapSendsTouchDownRepeat() async {
        let (bench, _, log) = makeControl()
        bench.send([(0, .began, 150, 120)], at: 0)
        bench.send([(0, .ended, 150, 120)], at: 0.05)
        bench.send([(0, .began, 150, 120)], at: 0.15)
        bench.send([(0, .ended, 150, 120)], at: 0.2)
        XCTAssertEqual(log.entries, ["down*", "upInside", "down*", "downRepeat*", "upInside"])
    }

    /// UIKit's raw values of the events and states.
    func testRawValuesAreUIKits() {
        XCTAssertEqual(UIControl.Event.touchDown.rawValue, 1)
        XCTAssertEqual(UIControl.Event.touchUpInside.rawValue, 64)
        XCTAssertEqual(UIControl.Event.touchUpOutside.rawValue, 128)
        XCTAssertEqual(UIControl.Event.touchCancel.rawValue, 256)
        XCTAssertEqual(UIControl.Event.valueChanged.rawValue, 4096)
        XCTAssertEqual(UIControl.Event.primaryActionTriggered.rawValue, 8192)
        XCTAssertEqual(UIControl.Event.allEvents.rawValue, 0xFFFF_FFFF)
        XCTAssertEqual(UIControl.State.selected.rawValue, 4)
        XCTAssertEqual(UIControl.State.disabled.rawValue, 2)
    }
}
