// The presentation controller's delegate and adaptivity: UIKit asks the delegate which style to adapt to in
// a horizontally compact environment; a popover adapts to full screen unless the delegate says otherwise;
// `popoverPresentationController` exists only for the `.popover` style.
import Foundation
import PassageCore
import PassageUI
import XCTest

/// A delegate implementing only the old adaptive method, or the trait-collection one, and logging.
@MainActor
private final class AdaptiveDelegate: UIAdaptivePresentationControllerDelegate {
    var style: UIModalPresentationStyle?
    var traitsStyle: UIModalPresentationStyle?
    var log: [String] = []

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        log.append("old")
        return style ?? .automatic
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    {
        log.append("traits(h\(traitCollection.horizontalSizeClass.rawValue))")
        return traitsStyle ?? adaptivePresentationStyle(for: controller)
    }

    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: UIViewControllerTransitionCoordinator?
    ) {
        log.append("willPresent(\(style.rawValue))")
    }
}

/// A delegate that implements none of the optional methods.
@MainActor
private final class SilentDelegate: UIAdaptivePresentationControllerDelegate {}

@MainActor
final class AdaptivePresentationTests: XCTestCase {
    /// The optional methods' defaults: no adaptive answer (so `.none`), no replacement controller, and a sheet
    /// may be dismissed (UIKit's defaults when a method is not implemented).
    func testDelegateDefaults() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let controller = UIPresentationController(presentedViewController: UIViewController(), presenting: nil)
        let delegate = SilentDelegate()
        controller.delegate = delegate
        XCTAssertEqual(controller.adaptivePresentationStyle, .none)
        XCTAssertEqual(
            controller.adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact)), .none)
        XCTAssertNil(
            delegate.presentationController(controller, viewControllerForAdaptivePresentationStyle: .fullScreen))
        XCTAssertTrue(delegate.presentationControllerShouldDismiss(controller))
        let popover = UIPopoverPresentationController(presentedViewController: UIViewController(), presenting: nil)
        popover.delegate = delegate
        XCTAssertEqual(popover.adaptivePresentationStyle, .fullScreen, "a popover adapts to full screen by default")
    }

    /// UIKit: `adaptivePresentationStyle` is the delegate's answer, `.none` without a delegate or with an
    /// invalid answer (valid: full screen, over full screen, the sheets, none).
    func testAdaptiveStyleComesFromTheDelegateElseNone() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let controller = UIPresentationController(presentedViewController: UIViewController(), presenting: nil)
        XCTAssertEqual(controller.adaptivePresentationStyle, .none)
        let delegate = AdaptiveDelegate()
        controller.delegate = delegate
        XCTAssertEqual(controller.adaptivePresentationStyle, .none, "no answer")
        delegate.style = .overFullScreen
        XCTAssertEqual(controller.adaptivePresentationStyle, .overFullScreen)
        XCTAssertEqual(
            controller.adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact)),
            .overFullScreen,
            "the trait method falls back to the old one")
        delegate.style = .popover
        XCTAssertEqual(controller.adaptivePresentationStyle, .none, "not a valid adaptive style")
    }

    /// `popoverPresentationController` is nil unless the style is `.popover`; then the same object, configurable
    /// before presenting, presents the controller.
    func testPopoverPresentationControllerOnlyForThePopoverStyle() async {
        let root = UIViewController()
        let (loop, window) = makeWindow(root: root)
        let content = UIViewController()
        XCTAssertNil(content.popoverPresentationController)
        content.modalPresentationStyle = .popover
        let popover = content.popoverPresentationController
        XCTAssertNotNil(popover)
        XCTAssertTrue(content.popoverPresentationController === popover)
        popover?.sourceView = root.view
        popover?.sourceRect = CGRect(x: 10, y: 10, width: 44, height: 44)
        popover?.permittedArrowDirections = .up
        root.present(content, animated: false)
        loop.runUntilIdle()
        XCTAssertTrue(content.presentationController === popover)
        XCTAssertEqual(popover?.presentationStyle, .popover)
        XCTAssertEqual(UIPopoverArrowDirection.any.rawValue, 15)
        withExtendedLifetime(window) {}
    }

    /// On an iPhone (compact width) a popover adapts to full screen by default: the presenter's view leaves
    /// the window; the delegate is told the adaptive style before the presentation begins.
    func testPopoverAdaptsToFullScreenOnAPhone() async {
        let root = UIViewController()
        let (loop, window) = makeWindow(root: root)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let delegate = AdaptiveDelegate()
        content.popoverPresentationController?.delegate = delegate
        root.present(content, animated: false)
        loop.runUntilIdle()
        XCTAssertEqual(delegate.log, ["traits(h1)", "old", "willPresent(0)"])
        XCTAssertNil(root.view.superview, "adapted to full screen: the presenter's view left the window")
        withExtendedLifetime(window) {}
    }

    /// A delegate adapting the popover to `.overFullScreen` keeps the presenter's view in the window.
    func testDelegateAdaptsThePopoverOverFullScreen() async {
        let root = UIViewController()
        let (loop, window) = makeWindow(root: root)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let delegate = AdaptiveDelegate()
        delegate.traitsStyle = .overFullScreen
        content.popoverPresentationController?.delegate = delegate
        root.present(content, animated: false)
        loop.runUntilIdle()
        XCTAssertEqual(delegate.log, ["traits(h1)", "willPresent(5)"])
        XCTAssertTrue(root.view.superview === window, "over full screen: the presenter's view stays")
        withExtendedLifetime(window) {}
    }

    /// In a regular environment (an iPad) nothing adapts: the delegate is not asked.
    func testRegularEnvironmentDoesNotAdapt() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        UIScreen(device: .iPad).makeMain()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 820, height: 1180))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let delegate = AdaptiveDelegate()
        content.popoverPresentationController?.delegate = delegate
        root.present(content, animated: false)
        loop.runUntilIdle()
        XCTAssertEqual(delegate.log, [])
        XCTAssertTrue(root.presentedViewController === content)
    }
}
