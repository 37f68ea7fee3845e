// Sheets as iOS 13–17 present them: `.automatic` (the default) is a page sheet; on an iPhone the card runs from
// 10 pt below the top safe-area inset to the bottom edge with rounded top corners, the presenter recedes behind
// it and the dimming shows; the presenter gets no appearance callbacks (WWDC 2019 session 224, "Modernizing
// Your UI for iOS 13": the presenting view controller's view is not removed from the hierarchy, so it does not
// disappear); a sheet from a sheet recedes the lower sheet; in a regular width a form sheet is a centred
// 540 × 620 card. The card's 10 pt gap and radius, the 16 pt receded inset and the dimming's 0.2 are Passage's
// inferred constants (SheetMetrics.swift).
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class SheetPresentationTests: XCTestCase {
    /// Presents a logging "B" from a logging root "A" on `device`, animated, and waits for the end.
    private func presentSheet(on device: DeviceProfile, configure: (LoggingViewController) -> Void = { _ in })
        -> (FrameLoop, UIWindow, LoggingViewController, LoggingViewController, CallbackLog)
    {
        let log = CallbackLog()
        let a = LoggingViewController("A", log: log)
        let (loop, window) = makeDeviceWindow(root: a, device: device)
        let b = LoggingViewController("B", log: log)
        configure(b)
        log.entries.removeAll()
        a.present(b, animated: true)
        XCTAssertTrue(loop.runUntilIdle())
        return (loop, window, a, b, log)
    }

    /// UIKit (iOS 13 and later): the default style is `.automatic`, which presents a page sheet, so
    /// `sheetPresentationController` is there for the default, `.pageSheet` and `.formSheet`, and nil for
    /// `.fullScreen`; the same object presents the controller.
    func testAutomaticStylePresentsASheet() async {
        let controller = UIViewController()
        XCTAssertEqual(controller.modalPresentationStyle, .automatic)
        let sheet = controller.sheetPresentationController
        XCTAssertNotNil(sheet)
        XCTAssertTrue(controller.sheetPresentationController === sheet, "made once, configurable before presenting")
        for style in [UIModalPresentationStyle.pageSheet, .formSheet] {
            let other = UIViewController()
            other.modalPresentationStyle = style
            XCTAssertNotNil(other.sheetPresentationController)
        }
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        XCTAssertNil(full.sheetPresentationController)
        let (_, _, _, b, _) = presentSheet(on: .iPhoneSE)
        XCTAssertTrue(b.presentationController === b.sheetPresentationController)
        XCTAssertEqual(b.presentationController?.presentationStyle, .pageSheet)
    }

    /// The card per device: from the top safe-area inset + 10 to the bottom edge, full width (iPhone SE:
    /// 30…667; iPhone 15 Pro: 69…852), top corners rounded 10 pt; the presenter stays in the window, receded to
    /// 16 pt each side with its top at the safe-area inset and its corners rounded; the dimming is at full.
    func testCardFrameAndRecededPresenterPerDevice() async {
        for (device, top) in [(DeviceProfile.iPhoneSE, CGFloat(30)), (.iPhone15Pro, 69)] {
            let (_, window, a, b, _) = presentSheet(on: device)
            let bounds = window.bounds
            XCTAssertEqual(
                b.view.frame, CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top), device.name)
            XCTAssertEqual(b.view.layer.cornerRadius, 10)
            XCTAssertEqual(b.view.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            XCTAssertTrue(b.view.clipsToBounds)
            XCTAssertTrue(a.view.window === window, "the presenter's view stays in the window")
            XCTAssertTransform(a.view.transform, expectedRecededTransform(frame: bounds, top: top - 10), device.name)
            XCTAssertEqual(a.view.frame.minX, 16, accuracy: 1e-6, "16 pt each side")
            XCTAssertEqual(
                a.view.frame.minY, top - 10, accuracy: 1e-6, "the receded presenter's top at the safe-area inset")
            XCTAssertEqual(a.view.layer.cornerRadius, 10)
            guard let dimming = b.view.superview?.subviews.first else { return XCTFail("no dimming view") }
            XCTAssertEqual(dimming.frame, bounds)
            XCTAssertEqual(dimming.alpha, 1)
            XCTAssertEqual(dimming.backgroundColor, UIColor(white: 0, alpha: 0.2))
        }
    }

    /// Halfway through the 0.5 s presentation the card has risen from below the screen (a critically damped
    /// spring: more than half of the way) and the presenter is partway receded.
    func testPresentationRaisesTheCardOverTheSpring() async {
        let log = CallbackLog()
        let a = LoggingViewController("A", log: log)
        let (loop, window) = makeDeviceWindow(root: a, device: .iPhoneSE)
        let b = LoggingViewController("B", log: log)
        a.present(b, animated: true)
        loop.advance(frames: 15)
        let shown = CATransform3DGetAffineTransform(b.view.layer.presentation()?.transform ?? b.view.layer.transform).ty
        XCTAssertGreaterThan(shown, 0)
        XCTAssertLessThan(shown, (window.bounds.height - 30) / 2, "the spring has covered more than half the way")
        let presenterScale = CATransform3DGetAffineTransform(
            a.view.layer.presentation()?.transform ?? a.view.layer.transform
        ).a
        XCTAssertLessThan(presenterScale, 1)
        XCTAssertGreaterThan(presenterScale, 343.0 / 375)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(b.view.transform, .identity)
    }

    /// Appearance as UIKit sends it for sheets: only the presented controller appears and disappears; the
    /// presenter, which stays visible, gets neither viewWillDisappear on presentation nor viewWillAppear on
    /// dismissal. Dismissal restores the presenter (no transform, no rounding) and removes the dimming.
    func testOnlyThePresentedControllerGetsAppearanceCallbacks() async {
        let (loop, window, a, b, log) = presentSheet(on: .iPhone15Pro)
        XCTAssertEqual(log.entries, ["B.willAppear", "B.didAppear"])
        log.entries.removeAll()
        var done = false
        a.dismiss(animated: true) { done = true }
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertTrue(done)
        XCTAssertEqual(log.entries, ["B.willDisappear", "B.didDisappear"])
        XCTAssertEqual(a.view.transform, .identity)
        XCTAssertEqual(a.view.layer.cornerRadius, 0)
        XCTAssertEqual(window.subviews.count, 1)
        XCTAssertEqual(b.view.layer.cornerRadius, 0, "the card's rounding is taken off with the chrome")
        XCTAssertNil(a.presentedViewController)
    }

    /// The sheet presentation controller a controller keeps does not keep it alive: a dismissed sheet and a
    /// configured controller that was never presented are both released.
    func testSheetControllersDoNotKeepTheirControllersAlive() async {
        let log = CallbackLog()
        let a = LoggingViewController("A", log: log)
        let (loop, window) = makeDeviceWindow(root: a, device: .iPhoneSE)
        weak var weakPresented: UIViewController?
        weak var weakConfigured: UIViewController?
        do {
            let b = LoggingViewController("B", log: log)
            b.sheetPresentationController?.detents = [.medium()]
            weakPresented = b
            a.present(b, animated: true)
            XCTAssertTrue(loop.runUntilIdle())
            a.dismiss(animated: true)
            XCTAssertTrue(loop.runUntilIdle())
            let configured = UIViewController()
            configured.sheetPresentationController?.prefersGrabberVisible = true
            weakConfigured = configured
        }
        XCTAssertNil(weakPresented)
        XCTAssertNil(weakConfigured)
        withExtendedLifetime(window) {}
    }

    /// A sheet from a sheet stacks: the lower sheet recedes as the root presenter did (16 pt each side, its top
    /// at the safe-area inset), the root presenter stays where it receded to; dismissing the top sheet brings
    /// the lower one back to its place. Only the sheets get appearance callbacks.
    func testSheetFromASheetRecedesTheLowerSheet() async {
        let (loop, window, a, b, log) = presentSheet(on: .iPhoneSE)
        let rootTransform = a.view.transform
        let c = LoggingViewController("C", log: log)
        log.entries.removeAll()
        b.present(c, animated: true)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertTrue(c.presentingViewController === b)
        XCTAssertEqual(c.view.frame, CGRect(x: 0, y: 30, width: 375, height: 637))
        XCTAssertTransform(
            b.view.transform, expectedRecededTransform(frame: CGRect(x: 0, y: 30, width: 375, height: 637), top: 20))
        XCTAssertLessThan(b.view.frame.minY, 30, "the lower sheet moved up as it scaled back")
        XCTAssertTransform(a.view.transform, rootTransform)
        XCTAssertEqual(log.entries, ["C.willAppear", "C.didAppear"])
        XCTAssertEqual(window.subviews.count, 4, "the black backdrop, the root's view and two containers")
        XCTAssertEqual(window.subviews.first?.backgroundColor, .black)
        b.dismiss(animated: true)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(b.view.transform, .identity)
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 30, width: 375, height: 637))
        XCTAssertTransform(a.view.transform, rootTransform)
    }

    /// On an iPad (regular width) a form sheet is a centred 540 × 620 card (UIKit's form sheet size, iOS 13–16)
    /// with four rounded corners, and the default page sheet a taller centred card; the presenter is dimmed,
    /// not receded.
    func testFormSheetIsACentredCardOnAnIPad() async {
        let (_, window, a, b, _) = presentSheet(on: .iPad) { $0.modalPresentationStyle = .formSheet }
        let bounds = window.bounds
        XCTAssertEqual(
            b.view.frame, CGRect(x: (bounds.width - 540) / 2, y: (bounds.height - 620) / 2, width: 540, height: 620))
        XCTAssertEqual(b.view.layer.maskedCorners.rawValue, 0b1111)
        XCTAssertEqual(a.view.transform, .identity)
        XCTAssertEqual(b.view.superview?.subviews.first?.alpha, 1, "dimmed")
        let (_, _, pageA, page, _) = presentSheet(on: .iPad)
        XCTAssertEqual(
            page.view.frame, CGRect(x: 58, y: 34, width: 704, height: 1116),
            "a page sheet (Passage's inferred 704 pt) from 10 pt below the 24 pt inset to 10 pt above the 20 pt one")
        XCTAssertEqual(pageA.view.transform, .identity)
    }

    /// A window resize moves the card to its detent in the new container and recedes the presenter to fit its
    /// new size (iPhone SE 375 × 667 → 320 × 568: card from 30 to 568, presenter 16 pt from each side).
    func testWindowResizeKeepsTheSheetLaidOut() async {
        let (loop, window, a, b, _) = presentSheet(on: .iPhoneSE)
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 30, width: 320, height: 538))
        XCTAssertTransform(
            a.view.transform, expectedRecededTransform(frame: CGRect(x: 0, y: 0, width: 320, height: 568), top: 20))
    }

    /// A delegate that adapts the sheet to `.fullScreen` in a compact width gets a full-screen presentation:
    /// the presenter's view leaves the window and gets its disappear callbacks.
    func testDelegateAdaptingToFullScreen() async {
        let log = CallbackLog()
        let delegate = SheetDelegateLog(log: log)
        delegate.adaptiveStyle = .fullScreen
        let (_, window, a, b, _) = presentSheet(on: .iPhoneSE) { $0.presentationController?.delegate = delegate }
        XCTAssertNil(a.view.superview)
        XCTAssertEqual(b.view.frame, window.bounds)
        XCTAssertEqual(b.view.layer.cornerRadius, 0)
    }
}
