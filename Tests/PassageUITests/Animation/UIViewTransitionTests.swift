// View transitions: transition(with:…) attaches a CATransition of the style the options select, with the
// block's duration, and its completion fires when it ends; transition(from:to:…) swaps the views.
import Foundation
import PassageUI
import XCTest

@MainActor
final class UIViewTransitionTests: XCTestCase {
    /// .transitionCrossDissolve attaches a CATransition of type fade with the given duration; the changes apply at once, unanimated; the completion fires once when it ends (0.4 s → frame 24).
    func testCrossDissolveAttachesFadeTransitionAndCompletes() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let completion = CompletionRecorder<Bool>(loop)
        UIView.transition(
            with: view, duration: 0.4, options: .transitionCrossDissolve,
            animations: { view.alpha = 0.5 }, completion: completion.handler)
        let transition = view.layer.animation(forKey: "transition") as? CATransition
        XCTAssertEqual(transition?.type, .fade)
        XCTAssertEqual(transition?.duration, 0.4)
        XCTAssertEqual(view.layer.animationKeys(), ["transition"], "the block's changes are not animated one by one")
        XCTAssertEqual(Double(view.layer.presentation()!.opacity), 0.5, accuracy: 1e-6)
        loop.advance(frames: 23)
        XCTAssertTrue(completion.calls.isEmpty)
        loop.step()
        XCTAssertEqual(completion.frames, [24])
        XCTAssertEqual(completion.values, [true])
        loop.advance(frames: 30)
        XCTAssertEqual(completion.calls.count, 1)
        XCTAssertNil(view.layer.animationKeys())
    }

    /// Each transition style option selects its CATransition type and subtype; .transitionNone attaches nothing.
    func testTransitionStylesSelectTypeAndSubtype() async {
        let grid: [(UIView.AnimationOptions, CATransitionType?, CATransitionSubtype?)] = [
            (.transitionFlipFromLeft, .flip, .fromLeft), (.transitionFlipFromRight, .flip, .fromRight),
            (.transitionFlipFromTop, .flip, .fromTop), (.transitionFlipFromBottom, .flip, .fromBottom),
            (.transitionCurlUp, .curl, .fromBottom), (.transitionCurlDown, .curl, .fromTop),
            (.transitionCrossDissolve, .fade, nil), (.transitionNone, nil, nil),
        ]
        for (options, type, subtype) in grid {
            let loop = FrameLoop()
            loop.makeCurrent()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            UIView.transition(with: view, duration: 0.3, options: options, animations: { view.backgroundColor = .red })
            let transition = view.layer.animation(forKey: "transition") as? CATransition
            XCTAssertEqual(transition?.type, type, "options \(options.rawValue)")
            XCTAssertEqual(transition?.subtype, subtype, "options \(options.rawValue)")
        }
    }

    /// transition(from:to:) puts toView in fromView's place in the superview at once and removes fromView; the container gets the transition; the completion fires when it ends.
    func testTransitionFromToSwapsTheViews() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let below = UIView(frame: .zero)
        let from = UIView(frame: .zero)
        let above = UIView(frame: .zero)
        let to = UIView(frame: .zero)
        [below, from, above].forEach(container.addSubview)
        let completion = CompletionRecorder<Bool>(loop)
        UIView.transition(
            from: from, to: to, duration: 0.3, options: .transitionFlipFromLeft, completion: completion.handler)
        XCTAssertEqual(container.subviews.map(ObjectIdentifier.init), [below, to, above].map(ObjectIdentifier.init))
        XCTAssertNil(from.superview)
        XCTAssertEqual((container.layer.animation(forKey: "transition") as? CATransition)?.type, .flip)
        loop.advance(frames: 18)
        XCTAssertEqual(completion.frames, [18])
        XCTAssertEqual(completion.values, [true])
    }

    /// With .showHideTransitionViews the views stay in place: fromView is hidden and toView shown.
    func testTransitionFromToWithShowHideHidesAndShows() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let from = UIView(frame: .zero)
        let to = UIView(frame: .zero)
        to.isHidden = true
        container.addSubview(from)
        container.addSubview(to)
        UIView.transition(
            from: from, to: to, duration: 0.3, options: [.transitionCrossDissolve, .showHideTransitionViews])
        XCTAssertTrue(from.isHidden)
        XCTAssertFalse(to.isHidden)
        XCTAssertTrue(from.superview === container)
        XCTAssertTrue(to.superview === container)
    }

    /// transition(from:to:) when fromView has no superview changes nothing; the completion reports false at the next frame.
    func testTransitionFromOrphanViewCompletesUnfinished() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let from = UIView(frame: .zero)
        let to = UIView(frame: .zero)
        let completion = CompletionRecorder<Bool>(loop)
        UIView.transition(
            from: from, to: to, duration: 0.3, options: .transitionCrossDissolve, completion: completion.handler)
        XCTAssertNil(to.superview)
        loop.step()
        XCTAssertEqual(completion.frames, [1])
        XCTAssertEqual(completion.values, [false])
    }

    /// A second transition on the same view replaces the first: the first completion reports false at the next frame, the second true when it ends.
    func testSecondTransitionReplacesTheFirst() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = CompletionRecorder<Bool>(loop)
        let second = CompletionRecorder<Bool>(loop)
        UIView.transition(
            with: view, duration: 0.5, options: .transitionCrossDissolve,
            animations: { view.alpha = 0.5 }, completion: first.handler)
        loop.advance(frames: 10)
        UIView.transition(
            with: view, duration: 0.5, options: .transitionFlipFromTop,
            animations: { view.alpha = 1 }, completion: second.handler)
        loop.advance(frames: 30)
        XCTAssertEqual(first.frames, [11])
        XCTAssertEqual(first.values, [false])
        XCTAssertEqual(second.frames, [40])
        XCTAssertEqual(second.values, [true])
    }

    /// With .allowAnimatedContent the block's property changes animate too, with the transition's duration and curve.
    func testAllowAnimatedContentAnimatesTheChanges() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let completion = CompletionRecorder<Bool>(loop)
        UIView.transition(
            with: view, duration: 0.5, options: [.transitionCrossDissolve, .allowAnimatedContent, .curveLinear],
            animations: { view.center.x = 150 }, completion: completion.handler)
        XCTAssertEqual(Set(view.layer.animationKeys() ?? []), ["transition", "position"])
        loop.advance(frames: 15)
        XCTAssertEqual(Double(view.presentedCenter.x), 100, accuracy: 1e-9)
        loop.advance(frames: 15)
        XCTAssertEqual(completion.frames, [30])
        XCTAssertEqual(completion.values, [true])
    }
}
