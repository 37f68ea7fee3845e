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

    /// With nothing installed (no render server), a label and a button measure their text with the fonts' own
    /// metrics, set as they are drawn at the main screen's 2×: "Cards" in the 17 pt system font is 49 × 20 points
    /// and a button's 15 pt title 43 × 18 (35 pixels of line height at 30 px), the widths FreeType gives the same
    /// strings (sum of hinted advances and kerning) and its line height.
    func testALabelAndAButtonMeasureTheirTextWithNothingInstalled() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let label = UILabel()
        label.text = "Cards"
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 49, height: 20))
        XCTAssertEqual(label.sizeThatFits(.zero), CGSize(width: 49, height: 20))
        label.text = "Cards Cards"
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 103, height: 20), "one line")
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 60
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 49, height: 40), "wrapped at 60 points: two lines")
        let button = UIButton(type: .system)
        button.setTitle("Cards", for: .normal)
        XCTAssertEqual(button.titleLabel?.intrinsicContentSize, CGSize(width: 43, height: 18), "the 15 pt title")
        button.sizeToFit()
        XCTAssertGreaterThanOrEqual(button.bounds.width, 43, "a button sized to its title is at least the title")
        XCTAssertEqual(loop.diagnostics, [])
    }
}
