// Runs the Swift 5 layer patterns: the gradient view's colors animate and hold, the spinner's copies show the
// delayed fade, the snapshot cube presents, and the blur controller blurs in and scrubs.
import Passage
import XCTest

@MainActor
final class LayerPatternTests: XCTestCase {
    /// The fade view's colors animation holds its end (fillMode forwards, not removed).
    func testGradientColorsAnimationHoldsItsEnd() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = FadeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.deepen()
        loop.advance(seconds: 1)
        let colors = view.gradientLayer.presentation()?.colors as? [CGColor]
        XCTAssertEqual(colors?.last?.alpha, 1)
        XCTAssertEqual(
            (view.gradientLayer.colors as? [CGColor])?.last?.alpha ?? 0, 0.6, accuracy: 1e-9, "the model is unchanged")
    }

    /// The spinner's replicator holds twelve copies a twelfth of a turn apart.
    func testSpinnerReplicatesTwelveBars() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let spinner = ReplicatorSpinner(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(spinner.replicator.instanceCount, 12)
        XCTAssertEqual(spinner.replicator.instanceTransform.m11, cos(CGFloat.pi / 6), accuracy: 1e-9)
        XCTAssertEqual(spinner.replicator.instanceAlphaOffset, -0.05)
        loop.advance(seconds: 0.5)
        XCTAssertEqual(Double(spinner.bar.presentation()!.opacity), 0.55, accuracy: 1e-3)
    }

    /// The snapshot cube presents B and takes its transform layer down when the turn ends.
    func testSnapshotCubePresents() async {
        let (loop, window, root) = showing(CGRect(x: 0, y: 0, width: 320, height: 480)) { UIViewController() }
        let presented = UIViewController()
        let animator = CubePresentAnimator()
        final class Vendor: NSObject, UIViewControllerTransitioningDelegate {
            let animator: CubePresentAnimator
            init(_ animator: CubePresentAnimator) { self.animator = animator }
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController,
                source: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? { animator }
        }
        let vendor = Vendor(animator)
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = vendor
        root.present(presented, animated: true)
        loop.advance(seconds: 0.25)
        XCTAssertTrue(window.layer.sublayersDeep.contains { $0 is CATransformLayer }, "mid-turn: the cube is up")
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertTrue(root.presentedViewController === presented)
        XCTAssertFalse(window.layer.sublayersDeep.contains { $0 is CATransformLayer })
        withExtendedLifetime(vendor) {}
    }

    /// blurIn animates the effect in 0.3 s; partialBlur(0.4) holds 40% of the thin material's blur.
    func testBlurInAndPartialBlur() async {
        let (loop, window, controller) = showing(CGRect(x: 0, y: 0, width: 320, height: 480)) {
            BlurOverlayController()
        }
        controller.blurIn()
        loop.advance(seconds: 0.5)
        XCTAssertEqual(controller.blurView.effect.map { ($0 as? UIBlurEffect)?.style }, .some(.dark))
        controller.partialBlur(0.4)
        loop.step()
        XCTAssertEqual(controller.animator?.state, .active)
        XCTAssertEqual(controller.animator?.fractionComplete ?? 0, 0.4, accuracy: 1e-9)
        XCTAssertTrue(controller.label.superview === controller.blurView.contentView)
        withExtendedLifetime(window) {}
    }
}

extension CALayer {
    /// Every layer under this one, depth first.
    fileprivate var sublayersDeep: [CALayer] { (sublayers ?? []).flatMap { [$0] + $0.sublayersDeep } }
}
