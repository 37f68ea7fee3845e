// PassageTesting under Swift Testing: the same strategies and harness in a @MainActor suite.
import Passage
import PassageTesting
import SnapshotTesting
import Testing

@MainActor
@Suite struct SwiftTestingSupportTests {
    @Test func eventLogSnapshotUnderSwiftTesting() {
        assertSnapshot(of: TestScenes.slideIn(), as: .eventLog(), named: "slide-in")
    }

    @Test func harnessStepsTimeUnderSwiftTesting() {
        let harness = TestScenes.slideIn().start()
        harness.advance(seconds: 0.25)
        #expect(harness.frame == 15)
        #expect(harness.events.last?.text == "Green.viewDidAppear(true)")
    }
}
