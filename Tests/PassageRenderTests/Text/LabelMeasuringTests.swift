// UILabel measures its text through the frame loop's text measurer, which the render server installs.
import XCTest

@testable import PassageCore
@testable import PassageRender
@testable import PassageUI

@MainActor
final class LabelMeasuringTests: XCTestCase {
    /// With a measurer installed, sizeToFit gives the label the text's size (as TextRenderer measures it);
    /// a multi-line label wraps at the width it is given; empty text is zero.
    func testSizeToFitUsesTheInstalledMeasurer() async throws {
        let loop = FrameLoop()
        loop.makeCurrent()
        TextRenderer.installTextMeasuring(in: loop)
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 5, height: 5))
        label.text = "Hello, Passage"
        label.font = .systemFont(ofSize: 17)
        label.sizeToFit()
        let expected = try TextRenderer().size(of: "Hello, Passage", fontName: label.font.fontName, pointSize: 17)
        XCTAssertEqual(label.bounds.size, expected)
        XCTAssertEqual(label.frame.origin, CGPoint(x: 10, y: 20))
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: expected.width * 0.6, height: 1000))
        XCTAssertEqual(wrapped.height, expected.height * 2, accuracy: 1)
        XCTAssertLessThanOrEqual(wrapped.width, expected.width * 0.6)
        label.text = ""
        XCTAssertEqual(label.sizeThatFits(.zero), .zero)
    }

    /// Without a measurer (a frame loop with none installed), sizeToFit leaves the label's size as it is.
    func testWithoutMeasurerTheSizeIsKept() async {
        FrameLoop().makeCurrent()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 33, height: 12))
        label.text = "Hello"
        label.sizeToFit()
        XCTAssertEqual(label.bounds.size, CGSize(width: 33, height: 12))
    }
}
