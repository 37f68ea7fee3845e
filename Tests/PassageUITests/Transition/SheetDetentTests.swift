// UISheetPresentationController's detents (iOS 15; custom detents iOS 16), as Apple documents them: `.large()`
// is the full-height sheet and its value the resolution context's `maximumDetentValue`; `.medium()` is
// "approximately half the height of the screen" (Passage: the card's top at the middle of the container); a
// custom detent's resolver gets the context and returns the height above the bottom safe-area inset; nil
// `selectedDetentIdentifier` means the smallest detent; changes apply at once, or animated inside
// `animateChanges(_:)`; `largestUndimmedDetentIdentifier` leaves the presenter undimmed (and touchable) up to
// that detent; the presenter recedes only as the card reaches the large detent; a drag that lands on another
// detent tells the sheet delegate `sheetPresentationControllerDidChangeSelectedDetentIdentifier`. iPhone 15
// Pro: card top 69 at large, maximumDetentValue 852 − 69 − 34 = 749, medium value 426 − 34 = 392.
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class SheetDetentTests: XCTestCase {
    private let quarter = UISheetPresentationController.Detent.Identifier("quarter")
    /// The windows of the test: a window nobody holds is released with what it presents, as in UIKit.
    private var keep: [UIWindow] = []

    private func presentSheet(configure: (UISheetPresentationController) -> Void)
        -> (
            FrameLoop, UIWindow, LoggingViewController, LoggingViewController, UISheetPresentationController,
            CallbackLog, SheetDelegateLog
        )
    {
        let log = CallbackLog()
        let a = LoggingViewController("A", log: log)
        let (loop, window) = makeDeviceWindow(root: a, device: .iPhone15Pro)
        keep.append(window)
        let b = LoggingViewController("B", log: log)
        guard let sheet = b.sheetPresentationController else { fatalError("the default style presents a sheet") }
        let delegate = SheetDelegateLog(log: log)
        sheet.delegate = delegate
        configure(sheet)
        a.present(b, animated: true)
        XCTAssertTrue(loop.runUntilIdle())
        log.entries.removeAll()
        return (loop, window, a, b, sheet, log, delegate)
    }

    /// Detent heights: nil selection rests at the smallest (a custom quarter of maximumDetentValue 749:
    /// 187.25 pt above the 34 pt inset, top 630.75); selecting `.medium` puts the top at 426 at once, `.large`
    /// at 69. The resolver sees maximumDetentValue 749. The presenter recedes only at the large detent.
    func testDetentHeightsAndSelection() async {
        var seenMaximum: CGFloat?
        let (loop, _, a, b, sheet, _, delegate) = presentSheet { sheet in
            sheet.detents = [
                .medium(), .large(),
                .custom(identifier: self.quarter) { context in
                    seenMaximum = context.maximumDetentValue
                    return context.maximumDetentValue / 4
                },
            ]
        }
        XCTAssertEqual(seenMaximum, 749)
        XCTAssertNil(sheet.selectedDetentIdentifier)
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 630.75, width: 393, height: 221.25))
        XCTAssertEqual(a.view.transform, .identity, "not receded below the medium height")
        sheet.selectedDetentIdentifier = .medium
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 426, width: 393, height: 426))
        XCTAssertEqual(
            (b.view.layer.presentation() ?? b.view.layer).frame.minY, 426, "not animated outside animateChanges")
        XCTAssertEqual(a.view.transform, .identity)
        sheet.selectedDetentIdentifier = .large
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 69, width: 393, height: 783))
        XCTAssertTransform(
            a.view.transform, expectedRecededTransform(frame: CGRect(x: 0, y: 0, width: 393, height: 852), top: 59))
        XCTAssertTrue(loop.runUntilIdle())
        withExtendedLifetime(delegate) {}
    }

    /// `animateChanges(_:)` animates the change: the model frame is the new detent's at once, the shown top
    /// moves from 426 toward 69 over the 0.5 s spring, and the presenter recedes along.
    func testAnimateChangesAnimatesTheDetentChange() async {
        let (loop, _, a, b, sheet, log, delegate) = presentSheet { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
        }
        XCTAssertEqual(b.view.frame.minY, 426)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        XCTAssertEqual(b.view.frame.minY, 69)
        loop.advance(frames: 10)
        let shown = (b.view.layer.presentation() ?? b.view.layer).frame.minY
        XCTAssertLessThan(shown, 426)
        XCTAssertGreaterThan(shown, 69)
        let scale = CATransform3DGetAffineTransform(a.view.layer.presentation()?.transform ?? a.view.layer.transform).a
        XCTAssertLessThan(scale, 1)
        XCTAssertGreaterThan(scale, 361.0 / 393)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual((b.view.layer.presentation() ?? b.view.layer).frame.minY, 69)
        XCTAssertEqual(log.entries, [], "a change made in code is not reported to the delegate")
        withExtendedLifetime(delegate) {}
    }

    /// A flick up from the medium detent lands on the large one: the delegate hears the change once; the
    /// card's top follows the finger while it is down.
    func testFlickUpFromMediumSelectsLarge() async {
        let (loop, _, _, b, sheet, log, delegate) = presentSheet { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
        }
        var tops: [CGFloat] = []
        SheetFinger(loop: loop).drag(from: CGPoint(x: 196, y: 600), step: CGVector(dx: 0, dy: -15), frames: 8) { _ in
            tops.append(b.view.frame.minY)
        }
        XCTAssertEqual(tops[7], 426 - 120, accuracy: 1e-6)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(sheet.selectedDetentIdentifier, .large)
        XCTAssertEqual(b.view.frame.minY, 69)
        XCTAssertEqual(log.entries, ["didChangeDetent(com.apple.UIKit.large)"])
        withExtendedLifetime(delegate) {}
    }

    /// A slow drag down from large to 319 (nearer medium's 426 than large's 69) rests at medium; one to 219
    /// (nearer 69) goes back to large. Neither dismisses.
    func testSlowDragRestsAtTheNearestDetent() async {
        for (travel, expected) in [
            (CGFloat(250), UISheetPresentationController.Detent.Identifier.medium), (150, .large),
        ] {
            let (loop, _, a, b, sheet, log, delegate) = presentSheet { sheet in
                sheet.detents = [.medium(), .large()]
                sheet.selectedDetentIdentifier = .large
            }
            SheetFinger(loop: loop).drag(
                from: CGPoint(x: 196, y: 300), step: CGVector(dx: 0, dy: travel / 10), frames: 10, holdFrames: 10)
            XCTAssertTrue(loop.runUntilIdle())
            XCTAssertEqual(sheet.selectedDetentIdentifier, expected)
            XCTAssertEqual(b.view.frame.minY, expected == .medium ? 426 : 69)
            XCTAssertTrue(a.presentedViewController === b)
            XCTAssertEqual(log.entries, expected == .medium ? ["didChangeDetent(com.apple.UIKit.medium)"] : [])
            withExtendedLifetime(delegate) {}
        }
    }

    /// With `largestUndimmedDetentIdentifier = .medium`, the medium sheet leaves the presenter undimmed and a
    /// touch beside the card reaches it; at large the dimming is full and takes the touch.
    func testLargestUndimmedDetentLetsTouchesThrough() async {
        let (_, window, a, b, sheet, _, delegate) = presentSheet { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
            sheet.largestUndimmedDetentIdentifier = .medium
        }
        let dimming = b.view.superview?.subviews.first
        XCTAssertEqual(dimming?.alpha, 0)
        XCTAssertTrue(window.hitTest(CGPoint(x: 100, y: 200), with: nil) === a.view)
        XCTAssertTrue(window.hitTest(CGPoint(x: 100, y: 600), with: nil) === b.view)
        sheet.selectedDetentIdentifier = .large
        XCTAssertEqual(dimming?.alpha, 1)
        XCTAssertFalse(window.hitTest(CGPoint(x: 100, y: 40), with: nil) === a.view)
        withExtendedLifetime(delegate) {}
    }

    /// `prefersGrabberVisible` shows a 36 × 5 capsule 5 pt below the card's top, centred; turning it off
    /// removes it.
    func testGrabber() async {
        let (_, _, _, b, sheet, _, delegate) = presentSheet { $0.prefersGrabberVisible = true }
        guard let grabber = b.view.subviews.last else { return XCTFail("no grabber") }
        XCTAssertEqual(grabber.frame, CGRect(x: 178.5, y: 5, width: 36, height: 5))
        XCTAssertEqual(grabber.layer.cornerRadius, 2.5)
        sheet.prefersGrabberVisible = false
        XCTAssertNil(grabber.superview)
        withExtendedLifetime(delegate) {}
    }

    /// A flick down from the medium detent (the smallest) dismisses the sheet.
    func testSwipeDownFromMediumDismisses() async {
        let (loop, _, a, _, _, log, delegate) = presentSheet { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
        }
        SheetFinger(loop: loop).drag(from: CGPoint(x: 196, y: 500), step: CGVector(dx: 0, dy: 20), frames: 8)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(
            log.entries, ["shouldDismiss", "willDismiss", "B.willDisappear", "B.didDisappear", "didDismiss"])
        withExtendedLifetime(delegate) {}
    }
}
