// What iOS code reads from the system around a transition: the status bar frame (deprecated, still common in
// presentation libraries), the keyboard's notification names and keys, and NSValue boxing of geometry.
import Foundation
import PassageUI
import XCTest

@MainActor
final class SystemInfoTests: XCTestCase {
    /// The status bar spans the screen's width at the device's status-bar height: 393 × 54 on an iPhone 15 Pro,
    /// 375 × 20 on an iPhone SE (the heights iOS 17 reports on those devices; reference, Safe areas).
    func testStatusBarFrameFollowsTheMainScreen() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        XCTAssertEqual(UIApplication.shared.statusBarFrame, CGRect(x: 0, y: 0, width: 393, height: 54))
        UIScreen(device: .iPhoneSE).makeMain()
        XCTAssertEqual(UIApplication.shared.statusBarFrame, CGRect(x: 0, y: 0, width: 375, height: 20))
        XCTAssertEqual(
            UIApplication.didChangeStatusBarFrameNotification.rawValue,
            "UIApplicationDidChangeStatusBarFrameNotification")
    }

    /// Keyboard code reads the end frame and the duration out of a notification's user info as on iOS; the
    /// names and keys carry UIKit's string values.
    func testKeyboardUserInfoReadsAsOnIOS() async {
        let end = CGRect(x: 0, y: 500, width: 393, height: 352)
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
        ]
        let note = Notification(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: userInfo)
        XCTAssertEqual((note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue, end)
        XCTAssertEqual(
            (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue, 0.25)
        XCTAssertEqual(UIResponder.keyboardWillShowNotification.rawValue, "UIKeyboardWillShowNotification")
        XCTAssertEqual(UIResponder.keyboardFrameEndUserInfoKey, "UIKeyboardFrameEndUserInfoKey")
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue, CGPoint(x: 3, y: 4))
        XCTAssertEqual(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue, CGSize(width: 5, height: 6))
    }
}
