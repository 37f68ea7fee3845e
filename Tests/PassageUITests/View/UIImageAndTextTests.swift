// UIImage's point size and scale, UIImageView's contents, and UILabel's and UIFont's defaults.
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class UIImageAndTextTests: XCTestCase {
    /// An image's size in points is its pixel size divided by its scale; left and right orientations swap it.
    func testImageSizeIsPixelsDividedByScale() async {
        let cg = CGImage(width: 200, height: 100, red: 255, green: 0, blue: 0)!
        let retina = UIImage(cgImage: cg, scale: 2, orientation: .up)
        XCTAssertEqual(retina.size, CGSize(width: 100, height: 50))
        XCTAssertEqual(retina.scale, 2)
        XCTAssertTrue(retina.cgImage === cg)
        let plain = UIImage(cgImage: cg)
        XCTAssertEqual(plain.size, CGSize(width: 200, height: 100))
        XCTAssertEqual(plain.scale, 1)
        XCTAssertEqual(plain.imageOrientation, .up)
        XCTAssertEqual(UIImage(cgImage: cg, scale: 2, orientation: .left).size, CGSize(width: 50, height: 100))
        XCTAssertEqual(UIImage(cgImage: cg, scale: 0, orientation: .up).scale, 1)
    }

    /// UIImageView(image:) sizes itself to the image; the bitmap becomes the layer's contents at its scale.
    func testImageViewShowsTheImageInItsLayer() async {
        FrameLoop().makeCurrent()
        let cg = CGImage(width: 200, height: 100, red: 0, green: 0, blue: 255)!
        let imageView = UIImageView(image: UIImage(cgImage: cg, scale: 2, orientation: .up))
        XCTAssertEqual(imageView.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertTrue((imageView.layer.contents as? CGImage) === cg)
        XCTAssertEqual(imageView.layer.contentsScale, 2)
        XCTAssertFalse(imageView.isUserInteractionEnabled)
        imageView.contentMode = .scaleAspectFit
        XCTAssertEqual(imageView.layer.contentsGravity, .resizeAspect)
        imageView.image = nil
        XCTAssertNil(imageView.layer.contents)
        XCTAssertEqual(UIImageView(image: nil).frame, .zero)
    }

    /// UILabel's defaults are UIKit's: black system 17 pt text, natural alignment, one line, no touches.
    func testLabelDefaults() async {
        FrameLoop().makeCurrent()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        XCTAssertNil(label.text)
        XCTAssertEqual(label.textColor, UIColor.black)
        XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 17))
        XCTAssertEqual(label.font.pointSize, 17)
        XCTAssertEqual(label.textAlignment, .natural)
        XCTAssertEqual(label.numberOfLines, 1)
        XCTAssertFalse(label.isUserInteractionEnabled)
        label.textColor = .red
        label.textColor = nil
        XCTAssertEqual(label.textColor, UIColor.black)
        label.font = UIFont.boldSystemFont(ofSize: 20)
        XCTAssertEqual(label.font.fontName, ".SFUI-Semibold")
    }

    /// Fonts keep their name and size; a family is the name before the first hyphen; empty names fail.
    func testFontNamesAndSizes() async {
        let system = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(system.fontName, ".SFUI-Regular")
        XCTAssertEqual(system.familyName, ".AppleSystemUIFont")
        let helvetica = UIFont(name: "Helvetica-Bold", size: 12)
        XCTAssertEqual(helvetica?.familyName, "Helvetica")
        XCTAssertEqual(helvetica?.pointSize, 12)
        XCTAssertEqual(helvetica?.withSize(30).fontName, "Helvetica-Bold")
        XCTAssertNil(UIFont(name: "", size: 12))
        XCTAssertEqual(UIFont.systemFont(ofSize: 10, weight: .bold).fontName, ".SFUI-Bold")
    }

    /// NSTextAlignment has iOS's raw values.
    func testTextAlignmentRawValuesMatchIOS() async {
        XCTAssertEqual([NSTextAlignment.left, .center, .right, .justified, .natural].map(\.rawValue), [0, 1, 2, 3, 4])
    }

    /// On a frame loop without a text measurer a label has no intrinsic size, and says why: one `textNotMeasured`
    /// diagnostic per stage, naming the text and what to install, never a silent (-1, -1).
    func testALabelWithoutATextMeasurerSaysWhy() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        label.text = "Cards"
        XCTAssertEqual(
            label.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        XCTAssertEqual(label.sizeThatFits(.zero), CGSize(width: 50, height: 20))
        XCTAssertEqual(loop.diagnostics.map(\.code), [.textNotMeasured])
        XCTAssertTrue(loop.diagnostics[0].message.contains("\"Cards\""), loop.diagnostics[0].message)
        XCTAssertTrue(loop.diagnostics[0].message.contains("TextRenderer.installTextMeasuring(in:)"))
    }
}
