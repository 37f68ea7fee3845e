// UIStackView: distributions, alignments, spacing, custom spacing, margins, arranged-subview management and
// the animated collapse of a hidden arranged view, with UIKit's documented results.
import Foundation
import XCTest

@testable import PassageUI

/// A view with a fixed intrinsic size.
@MainActor
private final class Block: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

@MainActor
final class UIStackViewTests: XCTestCase {
    /// The windows the stacks are in: Passage keeps no window alive (nor do constraints, which hold their items
    /// weakly), so the tests hold them.
    private var windows: [UIWindow] = []

    /// A horizontal stack 300 × 100 at the window's origin holding blocks of the given intrinsic sizes.
    private func makeStack(
        _ sizes: [(CGFloat, CGFloat)], width: CGFloat = 300, height: CGFloat? = 100,
        configure: (UIStackView) -> Void
    ) -> (FrameLoop, UIStackView, [UIView]) {
        let (loop, window) = makeLayoutWindow()
        windows.append(window)
        let blocks = sizes.map { Block($0.0, $0.1) }
        let stack = UIStackView(arrangedSubviews: blocks)
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        var constraints = [
            stack.leftAnchor.constraint(equalTo: window.leftAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: width),
        ]
        if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(constraints)
        configure(stack)
        loop.step()
        return (loop, stack, blocks)
    }

    /// Arranged subviews are added as subviews and stop translating their autoresizing masks (UIKit turns it off).
    func testArrangedSubviewsAreManaged() async {
        let (loop, stack, blocks) = makeStack([(10, 10), (20, 20)]) { _ in }
        XCTAssertEqual(stack.arrangedSubviews.count, 2)
        XCTAssertTrue(blocks.allSatisfy { $0.superview === stack && !$0.translatesAutoresizingMaskIntoConstraints })
        let extra = Block(30, 30)
        stack.insertArrangedSubview(extra, at: 0)
        XCTAssertTrue(stack.arrangedSubviews.first === extra)
        stack.removeArrangedSubview(blocks[0])
        XCTAssertTrue(blocks[0].superview === stack, "removeArrangedSubview keeps it as a subview (UIKit)")
        XCTAssertEqual(stack.arrangedSubviews.count, 2)
        blocks[1].removeFromSuperview()
        XCTAssertEqual(stack.arrangedSubviews.count, 1, "removed from the superview: out of the arrangement too")
        loop.step()
    }

    /// .fill with spacing 10: intrinsic widths 50 and 60, the first (equal hugging, lowest index) takes the slack.
    func testFillGivesTheSlackToTheLowestHuggingThenTheFirst() async {
        let (loop, stack, blocks) = makeStack([(50, 20), (60, 20)]) { $0.spacing = 10 }
        assertRect(blocks[0].frame, CGRect(x: 0, y: 0, width: 230, height: 100))
        assertRect(blocks[1].frame, CGRect(x: 240, y: 0, width: 60, height: 100))
        blocks[0].setContentHuggingPriority(UILayoutPriority(260), for: .horizontal)
        loop.step()
        XCTAssertEqual(blocks[0].frame.width, 50, "now the second hugs less and stretches")
        XCTAssertEqual(blocks[1].frame.width, 240)
        _ = stack
    }

    /// .fillEqually: (300 − 2 × 15) / 3 = 90 each.
    func testFillEqually() async {
        let (_, _, blocks) = makeStack([(10, 20), (50, 20), (90, 20)]) {
            $0.distribution = .fillEqually
            $0.spacing = 15
        }
        XCTAssertEqual(blocks.map(\.frame.width), [90, 90, 90])
        XCTAssertEqual(blocks.map(\.frame.minX), [0, 105, 210])
    }

    /// .fillProportionally: intrinsic 20 and 60 share 300 − 20 as 70 and 210.
    func testFillProportionally() async {
        let (_, _, blocks) = makeStack([(20, 20), (60, 20)]) {
            $0.distribution = .fillProportionally
            $0.spacing = 20
        }
        XCTAssertEqual(blocks[0].frame.width, 70, accuracy: 1e-4)
        XCTAssertEqual(blocks[1].frame.width, 210, accuracy: 1e-4)
        XCTAssertEqual(blocks[1].frame.minX, 90, accuracy: 1e-4)
    }

    /// .equalSpacing: views keep their widths (40, 40, 40) and the two gaps are equal: (300 − 120) / 2 = 90.
    func testEqualSpacing() async {
        let (_, _, blocks) = makeStack([(40, 20), (40, 20), (40, 20)]) { $0.distribution = .equalSpacing }
        XCTAssertEqual(blocks.map(\.frame.minX), [0, 130, 260])
        XCTAssertEqual(blocks.map(\.frame.width), [40, 40, 40])
    }

    /// .equalCentering: widths 20, 60, 20; centres equally spaced: 10, 150, 290.
    func testEqualCentering() async {
        let (_, _, blocks) = makeStack([(20, 20), (60, 20), (20, 20)]) { $0.distribution = .equalCentering }
        XCTAssertEqual(blocks.map(\.frame.midX), [10, 150, 290])
    }

    /// Alignments across a horizontal stack 100 high: fill, top, center, bottom.
    func testAlignments() async {
        for (alignment, expectedY, expectedHeight) in [
            (UIStackView.Alignment.fill, 0.0, 100.0), (.top, 0, 30), (.center, 35, 30), (.bottom, 70, 30),
        ] {
            let (_, _, blocks) = makeStack([(50, 30)]) { $0.alignment = alignment }
            XCTAssertEqual(Double(blocks[0].frame.minY), expectedY, "\(alignment)")
            XCTAssertEqual(Double(blocks[0].frame.height), expectedHeight, "\(alignment)")
        }
    }

    /// Without a height, a vertical stack aligned .leading is as tall as its views and as wide as its widest.
    func testStackSizesToItsContent() async {
        let (loop, window) = makeLayoutWindow()
        let blocks = [Block(50, 30), Block(80, 20)]
        let stack = UIStackView(arrangedSubviews: blocks)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 5
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ])
        loop.step()
        assertRect(stack.frame, CGRect(x: 10, y: 10, width: 80, height: 55))
        assertRect(blocks[1].frame, CGRect(x: 0, y: 35, width: 80, height: 20))
    }

    /// Custom spacing after a view replaces `spacing` there; spacingUseDefault goes back to `spacing`.
    func testCustomSpacing() async {
        let (loop, stack, blocks) = makeStack([(40, 20), (40, 20), (40, 20)]) {
            $0.distribution = .fillEqually
            $0.spacing = 10
        }
        stack.setCustomSpacing(40, after: blocks[0])
        XCTAssertEqual(stack.customSpacing(after: blocks[0]), 40)
        XCTAssertEqual(stack.customSpacing(after: blocks[1]), UIStackView.spacingUseDefault)
        loop.step()
        for block in blocks { XCTAssertEqual(block.frame.width, 250.0 / 3, accuracy: 1e-4) }
        XCTAssertEqual(blocks[1].frame.minX - blocks[0].frame.maxX, 40, accuracy: 1e-4)
        XCTAssertEqual(blocks[2].frame.minX - blocks[1].frame.maxX, 10, accuracy: 1e-4)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: blocks[0])
        loop.step()
        XCTAssertEqual(blocks[1].frame.minX - blocks[0].frame.maxX, 10, accuracy: 1e-4)
    }

    /// isLayoutMarginsRelativeArrangement lays out inside the margins (8 points by default).
    func testLayoutMarginsRelativeArrangement() async {
        let (_, _, blocks) = makeStack([(10, 10)]) { $0.isLayoutMarginsRelativeArrangement = true }
        assertRect(blocks[0].frame, CGRect(x: 8, y: 8, width: 284, height: 84))
    }

    /// Hiding an arranged view collapses it and its gap: the next view moves up by its length plus the spacing.
    func testHiddenViewCollapses() async {
        let (loop, window) = makeLayoutWindow()
        let rows = [Block(100, 40), Block(100, 40), Block(100, 40)]
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: window.leftAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 100),
        ])
        loop.step()
        XCTAssertEqual(rows.map(\.frame.minY), [0, 50, 100])
        XCTAssertEqual(stack.frame.height, 140)
        rows[1].isHidden = true
        loop.step()
        XCTAssertEqual(rows[1].frame.height, 0)
        XCTAssertEqual(rows[2].frame.minY, 50)
        XCTAssertEqual(stack.frame.height, 90)
        rows[1].isHidden = false
        loop.step()
        XCTAssertEqual(rows.map(\.frame.minY), [0, 50, 100])
    }

    /// Hiding an arranged view inside an animation block animates the collapse: half-way at half time
    /// (linear, 1 s): the next row is 25 points up, the collapsing row 20 high.
    func testHidingInsideAnimationBlockAnimatesTheCollapse() async {
        let (loop, window) = makeLayoutWindow()
        let rows = [Block(100, 40), Block(100, 40), Block(100, 40)]
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: window.leftAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 100),
        ])
        loop.step()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { rows[1].isHidden = true })
        XCTAssertEqual(rows[2].frame.minY, 50, "the model is at the end at once")
        loop.advance(frames: 30)
        let presented = rows[2].layer.presentation()!
        XCTAssertEqual(presented.position.y - presented.bounds.height / 2, 75, accuracy: 1e-6)
        XCTAssertEqual(rows[1].layer.presentation()!.bounds.height, 20, accuracy: 1e-6)
        loop.advance(frames: 31)
        XCTAssertEqual(rows[2].layer.presentation()!.position.y, 70, accuracy: 1e-9)
    }
}
