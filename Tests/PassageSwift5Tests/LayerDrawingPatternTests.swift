// Runs the Swift 5 mask, shape-layer and drawing patterns: the circular reveal presents and dismisses with
// its mask's path animated, the progress ring animates strokeEnd, the badge draws and redraws, the avatar
// image has its size.
import Passage
import XCTest

@MainActor
final class LayerDrawingPatternTests: XCTestCase {
    /// The reveal masks the presented view with a circle growing from the button's frame, then removes the
    /// mask on completion; dismissal shrinks it back and removes the view.
    func testCircularRevealPresentsAndDismisses() async {
        let (loop, window, host) = showing(CGRect(x: 0, y: 0, width: 400, height: 800)) { UIViewController() }
        let reveal = RevealTransitioningDelegate()
        reveal.animator.originFrame = CGRect(x: 300, y: 700, width: 60, height: 60)
        let presented = UIViewController()
        presented.transitioningDelegate = reveal
        presented.modalPresentationStyle = .custom
        host.present(presented, animated: true, completion: nil)
        loop.advance(seconds: 0.25)
        let mask = presented.view.layer.mask as? CAShapeLayer
        XCTAssertNotNil(mask)
        let middle = mask?.presentation()?.path?.boundingBox ?? .null
        XCTAssertGreaterThan(middle.width, 60)
        XCTAssertLessThan(middle.width, mask?.path?.boundingBox.width ?? 0)
        loop.runUntilIdle()
        XCTAssertTrue(host.presentedViewController === presented)
        XCTAssertNil(presented.view.layer.mask)
        presented.dismiss(animated: true, completion: nil)
        loop.runUntilIdle()
        XCTAssertNil(host.presentedViewController)
        XCTAssertNil(presented.view.superview)
        withExtendedLifetime(window) {}
    }

    /// setProgress(0.8, animated:) sets the model at once and presents values between 0 and 0.8 meanwhile.
    /// (Setting strokeEnd = 0 in init animates implicitly from 1, as on iOS, since the ring's layers back no
    /// view: the test lets that finish first.)
    func testProgressRingAnimatesStrokeEnd() async {
        let (loop, window, host) = showing(CGRect(x: 0, y: 0, width: 200, height: 200)) { UIViewController() }
        let ring = ProgressRingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        host.view.addSubview(ring)
        loop.runUntilIdle()
        XCTAssertEqual(ring.presentedProgress, 0)
        ring.setProgress(0.8, animated: true)
        XCTAssertEqual(ring.progress, 0.8)
        loop.advance(seconds: 0.15)
        XCTAssertGreaterThan(ring.presentedProgress, 0)
        XCTAssertLessThan(ring.presentedProgress, 0.8)
        loop.runUntilIdle()
        XCTAssertEqual(ring.presentedProgress, 0.8)
        withExtendedLifetime(window) {}
    }

    /// The badge draws once when it first appears and again a frame after its count changes.
    func testBadgeDrawsAndRedraws() async {
        let (loop, window, host) = showing(CGRect(x: 0, y: 0, width: 200, height: 200)) { UIViewController() }
        let badge = CountBadgeView(frame: CGRect(x: 10, y: 10, width: 24, height: 24))
        host.view.addSubview(badge)
        loop.step()
        XCTAssertEqual(badge.drawCount, 1)
        badge.count = 4
        XCTAssertEqual(badge.drawCount, 1)
        loop.step()
        XCTAssertEqual(badge.drawCount, 2)
        withExtendedLifetime(window) {}
    }

    /// The avatar is the size asked for, in points.
    func testAvatarImageHasItsSize() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let avatar = AvatarFactory.avatar(initials: "JA", diameter: 48)
        XCTAssertEqual(avatar.size, CGSize(width: 48, height: 48))
    }
}
