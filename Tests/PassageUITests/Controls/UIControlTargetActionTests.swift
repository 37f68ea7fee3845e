// Target–action on controls in Passage's form (unapplied method references, `Self.didTap`), UIAction,
// removal, and `sendActions(for:)`.
import Foundation
import PassageCore
import PassageUI
import XCTest

/// A controller that wires a button as iOS code does, with the three action shapes.
@MainActor
private final class TapCounter {
    var log: [String] = []
    let button = UIButton(type: .system)

    init() {
        button.addTarget(self, action: Self.didTap, for: .touchUpInside)
        button.addTarget(self, action: Self.didTapWithEvent, for: .touchUpInside)
        button.addTarget(self, action: Self.didChange, for: .valueChanged)
    }

    func didTap(_ sender: UIButton) { log.append("tap(\(sender.currentTitle ?? "-"))") }
    func didTapWithEvent(_ sender: UIButton, _ event: UIEvent?) {
        log.append("tapEvent(\(event == nil ? "nil" : "event"))")
    }
    func didChange() { log.append("changed") }
}

@MainActor
final class UIControlTargetActionTests: XCTestCase {
    /// `sendActions(for:)` runs the actions registered for the events, in the order added, with a nil event.
    func testSendActionsRunsTheMatchingActionsInOrder() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let counter = TapCounter()
        counter.button.setTitle("Go", for: .normal)
        counter.button.sendActions(for: .touchUpInside)
        counter.button.sendActions(for: .valueChanged)
        counter.button.sendActions(for: .touchDown)
        XCTAssertEqual(counter.log, ["tap(Go)", "tapEvent(nil)", "changed"])
        XCTAssertEqual(counter.button.allControlEvents, [.touchUpInside, .valueChanged])
    }

    /// A real tap on a button sends `.touchUpInside` and `.primaryActionTriggered`, with the touch's event.
    func testTapOnAButtonSendsTouchUpInsideAndThePrimaryAction() async {
        let bench = TouchBench()
        let counter = TapCounter()
        var primary = 0
        counter.button.addAction(UIAction(title: "Go") { _ in primary += 1 }, for: .primaryActionTriggered)
        counter.button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        bench.window.addSubview(counter.button)
        bench.send([(0, .began, 50, 20)], at: 0)
        bench.send([(0, .ended, 50, 20)], at: 0.1)
        XCTAssertEqual(counter.log, ["tap(-)", "tapEvent(event)"])
        XCTAssertEqual(primary, 1)
    }

    /// UIKit holds targets weakly: a released target's actions no longer run.
    func testTargetsAreHeldWeakly() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let button = UIButton(type: .custom)
        var counter: TapCounter? = TapCounter()
        weak let released = counter
        counter?.button.removeTarget(nil, action: nil, for: .allEvents)
        button.addTarget(counter!, action: TapCounter.didChange, for: .valueChanged)
        counter = nil
        XCTAssertNil(released)
        button.sendActions(for: .valueChanged)
        XCTAssertEqual(button.allControlEvents, [])
    }

    /// `removeTarget(_:action:for:)` removes only the named events; nil removes every target's.
    func testRemoveTargetRemovesTheNamedEvents() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let counter = TapCounter()
        counter.button.removeTarget(counter, action: TapCounter.didTap, for: .touchUpInside)
        counter.button.sendActions(for: [.touchUpInside, .valueChanged])
        XCTAssertEqual(counter.log, ["changed"])
        counter.button.removeTarget(nil, action: nil, for: .allEvents)
        counter.button.sendActions(for: .allEvents)
        XCTAssertEqual(counter.log, ["changed"])
    }

    /// UIAction: the handler gets the action with the control as its sender; adding an action with the same
    /// identifier replaces the earlier one (UIKit's documentation); `removeAction` removes it.
    func testUIActionSenderReplacementAndRemoval() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let control = UIControl(frame: .zero)
        var heard: [String] = []
        let id = UIAction.Identifier("refresh")
        control.addAction(
            UIAction(title: "A", identifier: id) { action in
                heard.append("A:\(action.sender as? UIControl === control)")
            }, for: .valueChanged)
        let second = UIAction(title: "B", image: nil, identifier: id) { action in heard.append("B:\(action.title)") }
        control.addAction(second, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(heard, ["B:B"])
        control.removeAction(second, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(heard, ["B:B"])
        let plain = UIAction { action in heard.append("plain:\(action.title.isEmpty)") }
        control.addAction(plain, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(heard, ["B:B", "plain:true"])
        XCTAssertNil(plain.sender, "the sender is set only while the handler runs")
    }

    /// `UIControl(frame:primaryAction:)` adds the action for `.primaryActionTriggered`.
    func testPrimaryActionInitializer() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        var runs = 0
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in runs += 1 })
        control.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(runs, 1)
    }
}
