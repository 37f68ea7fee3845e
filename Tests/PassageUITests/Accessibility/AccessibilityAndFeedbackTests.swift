// Accessibility properties are stored and read back (Passage has no assistive technology, so nothing reads
// them); the system settings read off; posting notifications and haptic feedback are documented no-ops.
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class AccessibilityAndFeedbackTests: XCTestCase {
    /// UIKit: `isAccessibilityElement` is false for plain views and true for standard controls and labels; the
    /// other properties default to nil / none / false and keep what is set.
    func testAccessibilityPropertiesDefaultsAndStorage() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIView()
        XCTAssertFalse(view.isAccessibilityElement)
        XCTAssertTrue(UILabel().isAccessibilityElement)
        XCTAssertNil(view.accessibilityLabel)
        XCTAssertEqual(view.accessibilityTraits, .none)
        XCTAssertFalse(view.accessibilityViewIsModal)
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Close"
        view.accessibilityTraits = [.button, .selected]
        view.accessibilityViewIsModal = true
        XCTAssertTrue(view.isAccessibilityElement)
        XCTAssertEqual(view.accessibilityLabel, "Close")
        XCTAssertEqual(view.accessibilityTraits.rawValue, 1 | 8)
        XCTAssertTrue(view.accessibilityViewIsModal)
        XCTAssertEqual(UIAccessibilityTraits.header.rawValue, 1 << 16)
    }

    /// Reduce Motion is off, so transitions animate; posting a notification changes nothing and schedules no work.
    func testSystemSettingsAreOffAndPostIsANoOp() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        XCTAssertFalse(UIAccessibility.isReduceMotionEnabled)
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        UIAccessibility.post(notification: .announcement, argument: "Done")
        XCTAssertFalse(loop.isBusy)
    }

    /// UIKit documents the generators as doing nothing where there is no Taptic Engine: calls schedule no
    /// work and the generator keeps its style (`.medium` by default, raw values as UIKit's).
    func testFeedbackGeneratorsAreNoOps() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.error)
        XCTAssertEqual(impact.style, .heavy)
        XCTAssertEqual(UIImpactFeedbackGenerator().style, .medium)
        XCTAssertEqual(UIImpactFeedbackGenerator.FeedbackStyle.rigid.rawValue, 4)
        XCTAssertEqual(UINotificationFeedbackGenerator.FeedbackType.error.rawValue, 2)
        XCTAssertFalse(loop.isBusy)
    }
}
