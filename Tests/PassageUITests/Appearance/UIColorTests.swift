// UIColor construction, component getters and HSB conversion.
import Foundation
import PassageUI
import XCTest

final class UIColorTests: XCTestCase {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = -1
        var g: CGFloat = -1
        var b: CGFloat = -1
        var a: CGFloat = -1
        XCTAssertTrue(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a]
    }

    func testGetRedOnWhiteColorReportsEqualChannels() {
        XCTAssertEqual(rgba(UIColor(white: 0.25, alpha: 0.5)), [0.25, 0.25, 0.25, 0.5])
        XCTAssertEqual(rgba(.white), [1, 1, 1, 1])
    }

    func testGetRedAcceptsNilPointers() {
        var g: CGFloat = 0
        XCTAssertTrue(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1).getRed(nil, green: &g, blue: nil, alpha: nil))
        XCTAssertEqual(g, 0.2)
    }

    func testGetWhiteSucceedsOnlyForAchromaticColours() {
        var w: CGFloat = -1
        var a: CGFloat = -1
        XCTAssertTrue(UIColor.darkGray.getWhite(&w, alpha: &a))
        XCTAssertEqual(w, 1.0 / 3, accuracy: 1e-15)
        XCTAssertEqual(a, 1)
        w = -1
        XCTAssertFalse(UIColor.red.getWhite(&w, alpha: &a))
        XCTAssertEqual(w, -1)
    }

    func testHSBRoundTripsThroughRGB() {
        for hue in stride(from: 0.0, to: 1.0, by: 1.0 / 24) {
            for (saturation, brightness) in [(1.0, 1.0), (0.5, 0.8), (0.2, 0.3)] {
                let color = UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 0.7)
                var h: CGFloat = -1
                var s: CGFloat = -1
                var v: CGFloat = -1
                var a: CGFloat = -1
                XCTAssertTrue(color.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
                XCTAssertEqual(h, hue, accuracy: 1e-12, "hue \(hue)")
                XCTAssertEqual(s, saturation, accuracy: 1e-12)
                XCTAssertEqual(v, brightness, accuracy: 1e-12)
                XCTAssertEqual(a, 0.7)
            }
        }
    }

    func testKnownHSBValues() {
        XCTAssertEqual(rgba(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1])
        XCTAssertEqual(rgba(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1))[1], 1)
        let orange = rgba(UIColor(hue: 30.0 / 360, saturation: 1, brightness: 1, alpha: 1))
        XCTAssertEqual(orange[0], 1, accuracy: 1e-15)
        XCTAssertEqual(orange[1], 0.5, accuracy: 1e-15)
        XCTAssertEqual(orange[2], 0, accuracy: 1e-15)
        // Hue 1 wraps to red.
        XCTAssertEqual(rgba(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1])
    }

    func testGreyHasZeroHueAndSaturation() {
        var h: CGFloat = -1
        var s: CGFloat = -1
        var v: CGFloat = -1
        XCTAssertTrue(UIColor.gray.getHue(&h, saturation: &s, brightness: &v, alpha: nil))
        XCTAssertEqual([h, s, v], [0, 0, 0.5])
    }

    func testCGColorRoundTripAndAlphaCopy() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        XCTAssertEqual(color.cgColor.components, [0.2, 0.4, 0.6, 0.8])
        XCTAssertEqual(UIColor(cgColor: color.cgColor), color)
        XCTAssertEqual(rgba(color.withAlphaComponent(0.1)), [0.2, 0.4, 0.6, 0.1])
        XCTAssertNotEqual(color.withAlphaComponent(0.1), color)
    }

    func testEqualColoursHashEqually() {
        XCTAssertEqual(Set([UIColor(white: 1, alpha: 1), UIColor(red: 1, green: 1, blue: 1, alpha: 1)]).count, 1)
    }

    /// An extension makes `Self` from components, as a spring library's colour interpolation does; a subclass
    /// that adds only convenience initializers gets an instance of itself.
    func testExtensionsMakeSelfFromComponents() {
        let mixed = UIColor.fromComponents([0.1, 0.2, 0.3, 0.4])
        XCTAssertEqual(rgba(mixed), [0.1, 0.2, 0.3, 0.4])
        let branded = BrandColor.fromComponents([1, 0, 0, 1])
        XCTAssertTrue(type(of: branded) == BrandColor.self)
        XCTAssertEqual(rgba(BrandColor.grey()), [0.5, 0.5, 0.5, 1])
        XCTAssertTrue(type(of: BrandColor.grey()) == BrandColor.self)
    }
}

/// A colour subclass with a convenience initializer only, so it inherits the required ones.
private final class BrandColor: UIColor, @unchecked Sendable {
    convenience init(level: CGFloat) { self.init(white: level, alpha: 1) }
    static func grey() -> Self { Self(white: 0.5, alpha: 1) }
}

extension UIColor {
    /// A colour of this class from red, green, blue and alpha.
    fileprivate static func fromComponents(_ values: [CGFloat]) -> Self {
        Self(red: values[0], green: values[1], blue: values[2], alpha: values[3])
    }
}
