// Shared pieces of the controller demo tests: a fresh 60 fps frame loop with a visible iPhone SE-sized window
// (what SceneRecorder gives a demo), stepping to a time on the demo's timeline, and presented geometry.
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos

/// A fresh frame loop (60 fps unless told) and window, and the media time the demo's timeline counts from.
@MainActor
struct DemoStage {
    let loop: FrameLoop
    let window: UIWindow
    let start: CFTimeInterval

    init(framesPerSecond: Int = 60) {
        loop = FrameLoop(framesPerSecond: framesPerSecond)
        loop.makeCurrent()
        UIScreen(device: .iPhoneSE).makeMain()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.makeKeyAndVisible()
        start = CACurrentMediaTime()
    }

    /// Seconds since the demo started.
    var now: TimeInterval { CACurrentMediaTime() - start }

    /// Steps frames until the demo's clock reaches `time` (the frame at `time` has run).
    func advance(to time: TimeInterval) {
        while now < time - 1e-6 { loop.step() }
    }

    /// Steps `count` more frames.
    func step(_ count: Int = 1) { loop.advance(frames: count) }
}

extension UIView {
    /// The presented frame, in the superview's coordinates.
    var shownFrame: CGRect { (layer.presentation() ?? layer).frame }
    /// The presented opacity.
    var shownAlpha: CGFloat { CGFloat((layer.presentation() ?? layer).opacity) }
    /// The presented transform.
    var shownTransform: CATransform3D { (layer.presentation() ?? layer).transform }
}

/// Asserts that two rectangles agree to `accuracy` points in each of origin and size.
@MainActor
func assertRect(
    _ actual: CGRect, _ expected: CGRect, accuracy: CGFloat = 0.01, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(actual.minX, expected.minX, accuracy: accuracy, "minX \(message)", file: file, line: line)
    XCTAssertEqual(actual.minY, expected.minY, accuracy: accuracy, "minY \(message)", file: file, line: line)
    XCTAssertEqual(actual.width, expected.width, accuracy: accuracy, "width \(message)", file: file, line: line)
    XCTAssertEqual(actual.height, expected.height, accuracy: accuracy, "height \(message)", file: file, line: line)
}

/// Asserts that a tab switch has settled on tab `index`: the controller and its bar both select it, `shown` is
/// alone in its superview and fills `bounds`, `hidden` is out of the hierarchy, and neither keeps a transform.
@MainActor
func assertTabSwitchSettled(
    _ tabs: UITabBarController, on index: Int, showing shown: UIView, removing hidden: UIView,
    bounds: CGRect, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(tabs.selectedIndex, index, file: file, line: line)
    XCTAssertEqual(tabs.tabBar.selectedItemIndex, index, file: file, line: line)
    XCTAssertTrue(identical(shown.superview?.subviews ?? [], [shown]), file: file, line: line)
    XCTAssertNil(hidden.superview, file: file, line: line)
    XCTAssertEqual(hidden.transform, .identity, file: file, line: line)
    XCTAssertEqual(shown.transform, .identity, file: file, line: line)
    assertRect(shown.shownFrame, bounds, file: file, line: line)
}

/// Whether two lists hold the same objects (by identity) in the same order.
func identical(_ lhs: [AnyObject?], _ rhs: [AnyObject?]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}
