// UIVisualEffectView: its effect sets the backdrop's blur radius and tint; setting it inside an animation
// block animates both from nothing; a paused UIViewPropertyAnimator's fractionComplete scrubs them.
import Foundation
import XCTest

@testable import PassageCore
@testable import PassageUI

@MainActor
final class VisualEffectViewTests: XCTestCase {
    private func presentedRadius(_ view: UIVisualEffectView) -> Double {
        Double((view.layer.presentation() as? BackdropLayer)?.blurRadius ?? -1)
    }

    private func presentedTintAlpha(_ view: UIVisualEffectView) -> Double {
        (view.layer.presentation() as? BackdropLayer)?.tintColor?.rgba.alpha ?? -1
    }

    /// The view's layer is a backdrop with the style's radius and tint; contentView fills the view.
    func testEffectSetsTheBackdropAndContentViewFillsTheView() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        view.layoutIfNeeded()
        let layer = view.layer as! BackdropLayer
        XCTAssertEqual(layer.blurRadius, UIBlurEffect.Style.legacyBlurRadius)
        XCTAssertEqual(layer.tintColor?.rgba.alpha ?? 0, 0.73, accuracy: 1e-9)
        XCTAssertEqual(view.contentView.frame, view.bounds)
        XCTAssertTrue(view.contentView.superview === view)
        view.effect = nil
        XCTAssertEqual(layer.blurRadius, 0)
        XCTAssertEqual(layer.tintColor?.rgba.alpha, 0)
    }

    /// Every iOS 17 style has a positive radius and a tint; dark materials are darker than light ones.
    func testEveryStyleHasARadiusAndATint() async {
        let styles = (0...20).compactMap(UIBlurEffect.Style.init(rawValue:))
        XCTAssertEqual(styles.count, 20)
        for style in styles {
            XCTAssertGreaterThan(style.backdrop.blurRadius, 0, "\(style)")
            XCTAssertGreaterThan(style.backdrop.tint.rgba.alpha, 0, "\(style)")
        }
        XCTAssertLessThan(
            UIBlurEffect.Style.systemMaterialDark.backdrop.tint.rgba.red,
            UIBlurEffect.Style.systemMaterialLight.backdrop.tint.rgba.red)
    }

    /// effect nil → .light inside UIView.animate (1 s, linear): radius 0, half, full at start, middle, end;
    /// the tint's opacity follows (0 → 0.3) without passing through black.
    func testAnimatingEffectFromNilBlursInAtStartMiddleAndEnd() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIVisualEffectView(effect: nil)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            view.effect = UIBlurEffect(style: .light)
        }
        let full = Double(UIBlurEffect.Style.legacyBlurRadius)
        XCTAssertEqual(presentedRadius(view), 0, accuracy: 1e-9)
        loop.advance(seconds: 0.5)
        XCTAssertEqual(presentedRadius(view), full / 2, accuracy: 0.3)
        XCTAssertEqual(presentedTintAlpha(view), 0.15, accuracy: 0.01)
        XCTAssertEqual(
            (view.layer.presentation() as? BackdropLayer)?.tintColor?.rgba.red ?? 0, 1, accuracy: 1e-9,
            "white all the way")
        loop.advance(seconds: 0.6)
        XCTAssertEqual(presentedRadius(view), full, accuracy: 1e-9)
    }

    /// The partial-blur trick: a paused animator's fractionComplete = 0.3 holds the radius at 0.3 of the style's.
    func testPausedAnimatorScrubsAPartialBlur() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIVisualEffectView(effect: nil)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            view.effect = UIBlurEffect(style: .systemThickMaterialDark)
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        loop.advance(frames: 5)
        let full = Double(UIBlurEffect.Style.materialBlurRadii[3])
        XCTAssertEqual(presentedRadius(view), 0.3 * full, accuracy: 1e-6)
        animator.fractionComplete = 0.8
        loop.step()
        XCTAssertEqual(presentedRadius(view), 0.8 * full, accuracy: 1e-6)
        XCTAssertEqual(presentedTintAlpha(view), 0.8 * 0.75, accuracy: 1e-6)
    }
}

/// `UIVisualEffectView()` (Presentr and Jelly make their dimming views so) and vibrancy effects.
@MainActor
final class VisualEffectViewInitTests: XCTestCase {
    /// An effect view made with no arguments has no effect and a content view; one made with a frame keeps it.
    func testAnEffectViewMadeWithoutArgumentsHasNoEffect() async {
        let plain = UIVisualEffectView()
        XCTAssertNil(plain.effect)
        XCTAssertTrue(plain.contentView.superview === plain)
        let framed = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        XCTAssertEqual(framed.bounds.size, CGSize(width: 30, height: 40))
        framed.effect = UIBlurEffect(style: .dark)
        XCTAssertNotNil(framed.effect)
    }

    /// A vibrancy effect keeps its blur and style and blurs nothing itself.
    func testAVibrancyEffectKeepsItsBlurAndStyle() async {
        let blur = UIBlurEffect(style: .light)
        let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
        XCTAssertTrue(vibrancy.blurEffect === blur)
        XCTAssertEqual(vibrancy.style, .secondaryLabel)
        XCTAssertEqual(UIVibrancyEffect(blurEffect: blur).style, .label)
        XCTAssertEqual(vibrancy.backdrop.blurRadius, 0)
    }
}
