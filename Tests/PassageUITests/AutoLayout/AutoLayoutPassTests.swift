// The layout pass with Auto Layout: autoresizing masks as constraints, updateConstraints, intrinsic content
// sizes, hugging and compression resistance, and fitting sizes, as UIKit documents them.
import Foundation
import XCTest

@testable import PassageUI

/// A view that adds its constraints in updateConstraints and counts the calls.
@MainActor
private final class SelfConstrainingView: UIView {
    var updateCount = 0
    var width: CGFloat = 60
    private var widthConstraint: NSLayoutConstraint?

    override func updateConstraints() {
        updateCount += 1
        if let widthConstraint {
            widthConstraint.constant = width
        } else {
            let constraint = widthAnchor.constraint(equalToConstant: width)
            constraint.isActive = true
            widthConstraint = constraint
        }
        super.updateConstraints()
    }
}

/// A view with a fixed intrinsic size.
@MainActor
private final class IntrinsicView: UIView {
    var size = CGSize(width: 100, height: 40) { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize { size }
}

@MainActor
final class AutoLayoutPassTests: XCTestCase {
    /// Views made in code translate their autoresizing mask (UIKit's default true); a translating view keeps
    /// its frame and others can be constrained to it, following it when its frame changes.
    func testTranslatingViewKeepsItsFrameAndOthersFollowIt() async {
        let (loop, window) = makeLayoutWindow()
        let header = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 50))
        XCTAssertTrue(header.translatesAutoresizingMaskIntoConstraints)
        window.addSubview(header)
        let below = constrainedView(in: window)
        NSLayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 5),
            below.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            below.widthAnchor.constraint(equalTo: header.widthAnchor),
            below.heightAnchor.constraint(equalToConstant: 30),
        ])
        loop.step()
        assertRect(header.frame, CGRect(x: 10, y: 20, width: 200, height: 50))
        assertRect(below.frame, CGRect(x: 10, y: 75, width: 200, height: 30))
        header.frame = CGRect(x: 30, y: 40, width: 100, height: 60)
        window.setNeedsLayout()
        loop.step()
        assertRect(below.frame, CGRect(x: 30, y: 105, width: 100, height: 30))
    }

    /// An autoresizing mask still resizes a translating subview of a constrained view when the solution
    /// resizes that view (the mask becomes the translating view's new frame).
    func testAutoresizingMaskFollowsAConstrainedSuperview() async {
        let (loop, window) = makeLayoutWindow()
        let panel = constrainedView(in: window)
        let width = panel.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            width, panel.heightAnchor.constraint(equalToConstant: 100),
            panel.topAnchor.constraint(equalTo: window.topAnchor),
            panel.leftAnchor.constraint(equalTo: window.leftAnchor),
        ])
        loop.step()
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        fill.autoresizingMask = [.flexibleWidth]
        panel.addSubview(fill)
        width.constant = 200
        loop.step()
        assertRect(panel.frame, CGRect(x: 0, y: 0, width: 200, height: 100))
        assertRect(fill.frame, CGRect(x: 10, y: 10, width: 180, height: 80))
    }

    /// setNeedsUpdateConstraints makes the next layout call updateConstraints() once, before frames are placed.
    func testUpdateConstraintsRunsBeforeLayout() async {
        let (loop, window) = makeLayoutWindow()
        let view = SelfConstrainingView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        NSLayoutConstraint.activate([
            view.heightAnchor.constraint(equalToConstant: 10),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.leftAnchor.constraint(equalTo: window.leftAnchor),
        ])
        view.setNeedsUpdateConstraints()
        XCTAssertTrue(view.needsUpdateConstraints())
        loop.step()
        XCTAssertEqual(view.updateCount, 1)
        XCTAssertFalse(view.needsUpdateConstraints())
        XCTAssertEqual(view.frame.width, 60)
        view.width = 90
        view.setNeedsUpdateConstraints()
        view.updateConstraintsIfNeeded()
        XCTAssertEqual(view.updateCount, 2)
        window.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 90)
        loop.step()
        XCTAssertEqual(view.updateCount, 2, "not called again without a request")
    }

    /// A label's intrinsic size is its measured text; an image view's is its image's size; a plain view has none (−1).
    func testIntrinsicContentSizes() async {
        let (loop, window) = makeLayoutWindow()
        XCTAssertEqual(
            UIView().intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        XCTAssertEqual(UIView.noIntrinsicMetric, -1)
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 20)
        label.text = "Hello"
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 50, height: 24))
        let imageView = UIImageView(
            image: UIImage(
                cgImage: CGImage(width: 30, height: 20, pixels: [UInt8](repeating: 255, count: 30 * 20 * 4))!, scale: 2,
                orientation: .up))
        XCTAssertEqual(imageView.intrinsicContentSize, CGSize(width: 15, height: 10))
        label.translatesAutoresizingMaskIntoConstraints = false
        imageView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        window.addSubview(imageView)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            label.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10),
            imageView.topAnchor.constraint(equalTo: label.bottomAnchor),
            imageView.leftAnchor.constraint(equalTo: label.rightAnchor),
        ])
        loop.step()
        assertRect(label.frame, CGRect(x: 10, y: 10, width: 50, height: 24))
        assertRect(imageView.frame, CGRect(x: 60, y: 34, width: 15, height: 10))
        label.text = "Hello, world"
        loop.step()
        assertRect(label.frame, CGRect(x: 10, y: 10, width: 120, height: 24))
        XCTAssertEqual(imageView.frame.minX, 130)
    }

    /// A button's intrinsic size is its title's measured size with 6 pt above and below (UIKit's 30 pt tall system
    /// button around a 15 pt title), beside its image; a new title re-measures it at the next layout pass.
    func testButtonIntrinsicSizeFollowsItsTitle() async {
        let (loop, window) = makeLayoutWindow()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let measured = button.titleLabel!.sizeThatFits(
            CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertGreaterThan(measured.width, 0)
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: measured.width, height: measured.height + 12))
        button.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(button)
        NSLayoutConstraint.activate([
            button.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            button.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10),
        ])
        loop.step()
        assertRect(button.frame, CGRect(x: 10, y: 100, width: measured.width, height: measured.height + 12))
        button.setTitle("Go further", for: .normal)
        loop.step()
        XCTAssertGreaterThan(button.frame.width, measured.width * 2, "re-measured for the longer title")
        let image = UIImage(
            cgImage: CGImage(width: 40, height: 60, pixels: [UInt8](repeating: 255, count: 40 * 60 * 4))!, scale: 2,
            orientation: .up)
        let imageButton = UIButton(type: .custom)
        imageButton.setImage(image, for: .normal)
        XCTAssertEqual(imageButton.intrinsicContentSize, CGSize(width: 20, height: 30))
    }

    /// Hugging (default 250) gives way to a stretching constraint above it and holds against one below it.
    func testContentHuggingPriority() async {
        let (loop, window) = makeLayoutWindow()
        let view = IntrinsicView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        XCTAssertEqual(view.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(view.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
        let stretch = view.widthAnchor.constraint(equalToConstant: 300)
        stretch.priority = UILayoutPriority(251)
        NSLayoutConstraint.activate([
            stretch, view.topAnchor.constraint(equalTo: window.topAnchor),
            view.leftAnchor.constraint(equalTo: window.leftAnchor),
        ])
        loop.step()
        XCTAssertEqual(view.frame.width, 300, "251 beats hugging at 250")
        XCTAssertEqual(view.frame.height, 40, "intrinsic height")
        view.setContentHuggingPriority(UILayoutPriority(252), for: .horizontal)
        loop.step()
        XCTAssertEqual(view.frame.width, 100, "hugging at 252 beats 251")
    }

    /// Compression resistance (default 750) holds against a squeeze below it and gives way to one above it.
    func testContentCompressionResistancePriority() async {
        let (loop, window) = makeLayoutWindow()
        let view = IntrinsicView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        let squeeze = view.widthAnchor.constraint(equalToConstant: 30)
        squeeze.priority = UILayoutPriority(749)
        NSLayoutConstraint.activate([
            squeeze, view.topAnchor.constraint(equalTo: window.topAnchor),
            view.leftAnchor.constraint(equalTo: window.leftAnchor),
        ])
        loop.step()
        XCTAssertEqual(view.frame.width, 100, "compression resistance 750 beats 749")
        squeeze.priority = UILayoutPriority(751)
        loop.step()
        XCTAssertEqual(view.frame.width, 30, "751 beats compression resistance 750")
        view.size = CGSize(width: 20, height: 40)
        loop.step()
        XCTAssertEqual(
            view.frame.width, 30, "intrinsic 20: the constraint at 751 now stretches it against hugging at 250")
    }

    /// systemLayoutSizeFitting: compressed gives the smallest size the constraints allow, expanded the largest;
    /// the view's frame does not change.
    func testSystemLayoutSizeFitting() async {
        let (_, window) = makeLayoutWindow()
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(cell)
        let label = UILabel()
        label.text = "Twelve chars"  // 12 × 8.5 = 102 wide, 20.4 tall at 17 pt
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
            cell.widthAnchor.constraint(lessThanOrEqualToConstant: 500),
        ])
        let compressed = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        XCTAssertEqual(compressed.width, 134, accuracy: 1e-6)
        XCTAssertEqual(compressed.height, 44.4, accuracy: 1e-4)
        let expanded = cell.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        XCTAssertEqual(expanded.width, 134, accuracy: 1e-6, "the label's hugging (250) beats fittingSizeLevel (50)")
        label.setContentHuggingPriority(UILayoutPriority(49), for: .horizontal)
        let loose = cell.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        XCTAssertEqual(loose.width, 500, accuracy: 1e-6, "hugging at 49 gives way: the ≤ 500 bound")
        label.setContentHuggingPriority(.defaultLow, for: .horizontal)
        let fitted = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(fitted.width, 320, accuracy: 1e-6)
        XCTAssertEqual(fitted.height, 44.4, accuracy: 1e-4)
        assertRect(cell.frame, CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
