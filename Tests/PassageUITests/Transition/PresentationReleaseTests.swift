// Letting the window go while a presentation is up releases the window, both controllers, the presentation
// controller and its container (found by the random transition programs: the presentation controller held the
// presented controller, which held it, and the window through the presenter's old place).
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class PresentationReleaseTests: XCTestCase {
    /// Every presentation style, presented without animation and with the built-in one: dropping the window
    /// releases everything.
    func testDroppingTheWindowReleasesAPresentation() async {
        let styles: [UIModalPresentationStyle] = [
            .fullScreen, .overFullScreen, .pageSheet, .currentContext, .overCurrentContext, .custom,
        ]
        for style in styles {
            for animated in [false, true] {
                let log = CallbackLog()
                weak var weakWindow: UIWindow?
                weak var weakRoot: UIViewController?
                weak var weakPresented: UIViewController?
                weak var weakController: UIPresentationController?
                weak var weakContainer: UIView?
                let loop: FrameLoop
                do {
                    let root = LoggingViewController("A", log: log)
                    let made = makeWindow(root: root)
                    loop = made.0
                    let presented = LoggingViewController("B", log: log)
                    presented.modalPresentationStyle = style
                    root.present(presented, animated: animated)
                    XCTAssertTrue(loop.runUntilIdle())
                    weakWindow = made.1
                    weakRoot = root
                    weakPresented = presented
                    weakController = presented.presentationController
                    weakContainer = presented.view.superview
                }
                loop.advance(frames: 2)
                let label = "\(style), animated \(animated)"
                XCTAssertNil(weakWindow, label)
                XCTAssertNil(weakRoot, label)
                XCTAssertNil(weakPresented, label)
                XCTAssertNil(weakController, label)
                XCTAssertNil(weakContainer, label)
            }
        }
    }
}
