// The card transition under test: frames, a filmstrip, presented values and event logs, against the references
// in __Snapshots__/CardTransitionTests. Re-record them with SNAPSHOT_TESTING_RECORD=all swift test.
import CardTransition
import Passage
import PassageTesting
import SnapshotTesting
import XCTest

@MainActor
final class CardTransitionTests: XCTestCase {
    /// The iPhone SE screen at 1×, so reference images stay small.
    static let device = DeviceProfile.iPhoneSE.scaled(to: 1)

    /// The card list, opening its card at t = 0.
    let opening = TransitionScenario(
        device: device, root: { CardListViewController() },
        trigger: { ($0 as! CardListViewController).open() })

    /// The detail already open, dragged down by `distance` points over 0.4 s from t = 0.
    func closingDrag(_ distance: CGFloat) -> TransitionScenario {
        TransitionScenario(
            device: Self.device,
            trace: .drag(from: CGPoint(x: 187, y: 300), to: CGPoint(x: 187, y: 300 + distance), duration: 0.4),
            root: { CardListViewController() },
            trigger: { ($0 as! CardListViewController).open(animated: false) })
    }

    func testOpeningFilmstrip() async {
        assertSnapshot(of: opening, as: .filmstrip(at: [.start, .seconds(0.1), .seconds(0.2), .seconds(0.3), .end]))
    }

    func testOpeningHalfway() async {
        assertSnapshot(of: opening, as: .frame(at: .seconds(0.25)))
    }

    func testOpeningEvents() async {
        assertSnapshot(of: opening, as: .eventLog())
    }

    func testOpeningPresentedValues() async {
        assertSnapshot(
            of: opening, as: .presentedValues(of: { ["detail": $0.presentedViewController!.view] }, every: 5))
    }

    /// A drag past half way finishes the dismissal: the detail is gone and the card shows again.
    func testDragPastHalfwayCloses() async {
        assertSnapshot(of: closingDrag(300), as: .eventLog())
        let harness = closingDrag(300).start()
        harness.advance(to: .end)
        XCTAssertNil(harness.rootViewController.presentedViewController)
        XCTAssertEqual((harness.rootViewController as? CardListViewController)?.card.isHidden, false)
    }

    /// A short drag cancels: the detail springs back to full screen and stays presented.
    func testShortDragCancels() async {
        assertSnapshot(of: closingDrag(100), as: .eventLog())
        assertSnapshot(of: closingDrag(100), as: .filmstrip(at: [.seconds(0.2), .seconds(0.4), .seconds(0.5), .end]))
        let harness = closingDrag(100).start()
        harness.advance(to: .end)
        XCTAssertNotNil(harness.rootViewController.presentedViewController)
        XCTAssertEqual(
            harness.rootViewController.presentedViewController?.view.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
    }
}
