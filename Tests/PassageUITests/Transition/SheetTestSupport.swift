// Shared pieces of the sheet tests: a window filling a device preset's screen, a delegate logging the sheet
// callbacks into a CallbackLog, a finger dragging on the frame loop, and the receded presenter's expected
// transform.
import Foundation
import PassageCore
import PassageUI
import XCTest

/// Logs the adaptive and sheet delegate callbacks as "shouldDismiss", "willDismiss", "didDismiss",
/// "didAttemptToDismiss" and "didChangeDetent(identifier)".
@MainActor
final class SheetDelegateLog: UISheetPresentationControllerDelegate {
    let log: CallbackLog
    var allowsDismissal = true
    var adaptiveStyle: UIModalPresentationStyle?

    init(log: CallbackLog) {
        self.log = log
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    {
        adaptiveStyle ?? .automatic
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.add("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.add("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.add("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.add("didAttemptToDismiss")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        log.add("didChangeDetent(\(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil"))")
    }
}

/// A fresh frame loop and a visible window filling `device`'s screen, showing `root`, laid out.
@MainActor
func makeDeviceWindow(root: UIViewController, device: DeviceProfile) -> (FrameLoop, UIWindow) {
    let loop = FrameLoop()
    loop.makeCurrent()
    UIScreen(device: device).makeMain()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = root
    window.makeKeyAndVisible()
    loop.step()
    return (loop, window)
}

/// One finger on the frame loop: each input is sent at the loop's current media time, one frame apart.
@MainActor
struct SheetFinger {
    let loop: FrameLoop

    /// Puts the finger down at `start`, moves it by `step` on each of `frames` frames, keeps it still for
    /// `holdFrames` frames, then lifts it (unless `lift` is false). Returns where it is.
    @discardableResult
    func drag(
        from start: CGPoint, step: CGVector, frames: Int, holdFrames: Int = 0, lift: Bool = true,
        afterEachMove: (Int) -> Void = { _ in }
    ) -> CGPoint {
        send(.began, start)
        var point = start
        for index in 1...max(frames, 1) {
            loop.step()
            point = CGPoint(x: start.x + step.dx * CGFloat(index), y: start.y + step.dy * CGFloat(index))
            send(.moved, point)
            afterEachMove(index)
        }
        if holdFrames > 0 { loop.advance(frames: holdFrames) }
        if lift {
            loop.step()
            send(.ended, point)
        }
        return point
    }

    func send(_ phase: UITouch.Phase, _ point: CGPoint) {
        UIApplication.shared.sendTouchInput(
            [TouchTrace.Touch(finger: 0, phase: phase, location: point)], timestamp: CACurrentMediaTime())
    }
}

/// The receded presenter's transform by Passage's sheet geometry (inferred from iOS 15–17 screens): scaled
/// about its centre to leave 16 pt on each side, its top at `top`.
func expectedRecededTransform(frame: CGRect, top: CGFloat) -> CGAffineTransform {
    let scale = (frame.width - 32) / frame.width
    return CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: top - (frame.midY - scale * frame.height / 2))
}

func XCTAssertTransform(
    _ actual: CGAffineTransform, _ expected: CGAffineTransform, accuracy: CGFloat = 1e-6,
    _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    for (a, e) in [
        (actual.a, expected.a), (actual.b, expected.b), (actual.c, expected.c), (actual.d, expected.d),
        (actual.tx, expected.tx), (actual.ty, expected.ty),
    ] {
        XCTAssertEqual(a, e, accuracy: accuracy, "\(actual) ≠ \(expected) \(message)", file: file, line: line)
    }
}
