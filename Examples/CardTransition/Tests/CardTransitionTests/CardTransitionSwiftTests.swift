// The same transition under Swift Testing: PassageTesting's harness and strategies in a @MainActor suite.
import CardTransition
import Passage
import PassageTesting
import SnapshotTesting
import Testing

@MainActor
@Suite struct CardTransitionSwiftTests {
    let opening = TransitionScenario(
        device: .iPhoneSE.scaled(to: 1), root: { CardListViewController() },
        trigger: { ($0 as! CardListViewController).open() })

    /// The opening spring settles within 0.5 s (its duration) and completes on that frame.
    @Test func openingCompletesOnTheFrameItsDurationEnds() {
        let harness = opening.start()
        harness.advance(to: .end)
        #expect(harness.events.first { $0.text == "completeTransition(true)" }?.frame == 30)
    }

    @Test func openingAtThreeTenths() {
        assertSnapshot(of: opening, as: .frame(at: .seconds(0.3)))
    }
}
