// Which controller decides the status bar, as UIKit resolves it: the root, unless a controller presented full
// screen (or one that captures the appearance) sits above it; a container hands over to its child.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class StatusBarAppearanceTests: XCTestCase {
    private final class Styled: UIViewController {
        var style: UIStatusBarStyle = .default
        var hidden = false
        var child: UIViewController?
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
        override var childForStatusBarStyle: UIViewController? { child }
    }

    func testTheFullScreenPresentedControllerOrACapturingOneDecides() async {
        let root = Styled()
        root.style = .darkContent
        let (loop, window) = makeWindow(root: root)
        XCTAssertEqual(UIApplication.shared.statusBarStyle, .darkContent)
        let sheet = Styled()
        sheet.style = .lightContent
        sheet.hidden = true
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: false)
        loop.advance(frames: 2)
        XCTAssertEqual(UIApplication.shared.statusBarStyle, .darkContent, "a sheet does not decide")
        sheet.modalPresentationCapturesStatusBarAppearance = true
        sheet.setNeedsStatusBarAppearanceUpdate()
        XCTAssertEqual(UIApplication.shared.statusBarStyle, .lightContent)
        XCTAssertTrue(UIApplication.shared.isStatusBarHidden)
        withExtendedLifetime(window) {}
    }

    func testAContainerHandsOverToItsChild() async {
        let root = Styled()
        let child = Styled()
        child.style = .lightContent
        root.child = child
        let (_, window) = makeWindow(root: root)
        XCTAssertEqual(UIApplication.shared.statusBarStyle, .lightContent)
        XCTAssertFalse(UIApplication.shared.isStatusBarHidden)
        withExtendedLifetime(window) {}
    }

    /// The interface is portrait on a phone preset (taller than wide), with UIKit's raw values.
    func testTheInterfaceOrientationFollowsTheScreensShape() async {
        let (_, window) = makeWindow(root: UIViewController())
        XCTAssertEqual(UIApplication.shared.statusBarOrientation, .portrait)
        XCTAssertEqual(UIInterfaceOrientation.landscapeLeft.rawValue, 4)
        XCTAssertTrue(UIInterfaceOrientation.landscapeRight.isLandscape)
        withExtendedLifetime(window) {}
    }
}
