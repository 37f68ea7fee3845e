// Layout inside animation blocks: .layoutSubviews lays out the changed views inside the block so their
// subviews' new frames animate too; layoutIfNeeded inside a block animates; autoresizing follows along.
import Foundation
import PassageUI
import XCTest

/// A view that insets its only subview by 10 pt on every side in layoutSubviews.
@MainActor
private final class InsettingView: UIView {
    let child = UIView(frame: .zero)
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(child)
        child.frame = bounds.insetBy(dx: 10, dy: 10)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() { child.frame = bounds.insetBy(dx: 10, dy: 10) }
}

@MainActor
final class UIViewAnimationLayoutTests: XCTestCase {
    /// With .layoutSubviews the views changed in the block are laid out inside it: the subview's new frame animates with the block (linear: halfway at half time); without it, no subview animation.
    func testLayoutSubviewsOptionAnimatesTheLayoutOfChangedViews() async {
        for withOption in [true, false] {
            let loop = FrameLoop()
            loop.makeCurrent()
            let parent = InsettingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            UIView.animate(
                withDuration: 0.5, delay: 0, options: withOption ? [.layoutSubviews, .curveLinear] : .curveLinear,
                animations: {
                    parent.bounds.size = CGSize(width: 200, height: 100)
                    parent.setNeedsLayout()
                })
            if withOption {
                XCTAssertEqual(parent.child.bounds.width, 180, "laid out inside the block")
                XCTAssertNotNil(parent.child.layer.animation(forKey: "bounds"))
                loop.advance(frames: 15)
                XCTAssertEqual(Double(parent.child.layer.presentation()!.bounds.width), 130, accuracy: 1e-9)
            } else {
                XCTAssertEqual(parent.child.bounds.width, 80, "not laid out inside the block")
                parent.layoutIfNeeded()
                XCTAssertEqual(parent.child.bounds.width, 180)
                XCTAssertNil(parent.child.layer.animationKeys(), "layout outside the block does not animate")
            }
        }
    }

    /// layoutIfNeeded inside a block (the usual UIKit pattern) animates the subviews' new frames with the block's timing.
    func testLayoutIfNeededInsideABlockAnimatesSubviewFrames() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let parent = InsettingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.bounds.size = CGSize(width: 100, height: 300)
        parent.setNeedsLayout()
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseOut, animations: { parent.layoutIfNeeded() })
        XCTAssertEqual(parent.child.layer.animation(forKey: "bounds")?.duration, 1)
        loop.advance(frames: 30)
        let expected = 80 + 200 * bezierY(atX: 0.5, 0, 0, 0.58, 1)
        XCTAssertEqual(Double(parent.child.layer.presentation()!.bounds.height), expected, accuracy: 1e-4)
    }

    /// An autoresizing (flexible width) subview resizes inside the block, so it animates alongside its superview.
    func testAutoresizingSubviewAnimatesAlongsideItsSuperview() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        UIView.animate(
            withDuration: 0.5, delay: 0, options: .curveLinear, animations: { parent.frame.size.width = 200 })
        XCTAssertEqual(child.bounds.width, 180)
        loop.advance(frames: 15)
        XCTAssertEqual(Double(child.layer.presentation()!.bounds.width), 130, accuracy: 1e-9)
        XCTAssertEqual(Double(parent.layer.presentation()!.bounds.width), 150, accuracy: 1e-9)
    }
}
