// CAShapeLayer's model: Core Animation's defaults, animations of its properties through the same machinery
// as every layer property (explicit and implicit), and path interpolation: point by point between paths of
// the same structure, a switch at the midpoint otherwise (Passage's defined rule where iOS is undefined).
import XCTest

@testable import PassageCore

@MainActor
final class CAShapeLayerTests: XCTestCase {
    /// Core Animation's defaults: opaque black fill, no stroke, width 1, miter limit 10, butt caps, miter joins.
    func testDefaultsAreCoreAnimations() async {
        _ = makeLoop()
        let layer = CAShapeLayer()
        XCTAssertNil(layer.path)
        XCTAssertEqual(layer.fillColor, CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        XCTAssertNil(layer.strokeColor)
        XCTAssertEqual(layer.fillRule, .nonZero)
        XCTAssertEqual(layer.lineWidth, 1)
        XCTAssertEqual(layer.miterLimit, 10)
        XCTAssertEqual(layer.lineCap, .butt)
        XCTAssertEqual(layer.lineJoin, .miter)
        XCTAssertNil(layer.lineDashPattern)
        XCTAssertEqual(layer.lineDashPhase, 0)
        XCTAssertEqual(layer.strokeStart, 0)
        XCTAssertEqual(layer.strokeEnd, 1)
    }

    /// An explicit strokeEnd animation presents the linear blend at its midpoint; the model keeps its value.
    func testStrokeEndAnimatesLikeAnyProperty() async {
        let loop = makeLoop()
        let layer = CAShapeLayer()
        withoutActions { layer.strokeEnd = 1 }
        layer.add(basic("strokeEnd", from: 0, to: 1), forKey: "progress")
        loop.advance(seconds: 0.5)
        XCTAssertEqual(Double(layer.presentation()!.strokeEnd), 0.5, accuracy: 1e-9)
        XCTAssertEqual(layer.strokeEnd, 1)
        XCTAssertEqual(layer.value(forKey: "strokeEnd") as? CGFloat, 1)
    }

    /// Colours and widths blend: fillColor red → blue is half way at the midpoint, lineWidth 2 → 10 is 6.
    func testColorsAndWidthsAnimate() async {
        let loop = makeLoop()
        let layer = CAShapeLayer()
        layer.add(
            basic(
                "fillColor", from: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                to: CGColor(red: 0, green: 0, blue: 1, alpha: 1)),
            forKey: "fill")
        layer.add(basic("lineWidth", from: 2, to: 10), forKey: "width")
        loop.advance(seconds: 0.5)
        let presented = layer.presentation()!
        XCTAssertEqual(Double(presented.fillColor!.rgba.red), 0.5, accuracy: 1e-9)
        XCTAssertEqual(Double(presented.fillColor!.rgba.blue), 0.5, accuracy: 1e-9)
        XCTAssertEqual(presented.lineWidth, 6)
    }

    /// A standalone shape layer animates a path change implicitly (0.25 s), as Core Animation does.
    func testStandaloneLayerAnimatesPathImplicitly() async {
        let loop = makeLoop()
        let layer = CAShapeLayer()
        let small = CGPath(ellipseIn: CGRect(x: 40, y: 40, width: 20, height: 20), transform: nil)
        let large = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        withoutActions { layer.path = small }
        layer.path = large
        XCTAssertEqual((layer.animation(forKey: "path") as? CABasicAnimation)?.duration, 0.25)
        XCTAssertEqual(layer.presentation()!.path?.boundingBox, small.boundingBox)
        loop.runUntilIdle()
        XCTAssertEqual(layer.presentation()!.path, large)
    }

    /// Paths of the same structure blend point by point: two circles' halfway path is the middle circle.
    func testPathsOfTheSameStructureBlendPointByPoint() async {
        let loop = makeLoop()
        let layer = CAShapeLayer()
        let small = CGPath(ellipseIn: CGRect(x: 40, y: 40, width: 20, height: 20), transform: nil)
        let large = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        layer.add(basic("path", from: small, to: large), forKey: "grow")
        loop.advance(seconds: 0.5)
        let middle = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
        let presented = layer.presentation()!.path!
        XCTAssertEqual(presented.segments.count, middle.segments.count)
        for (a, b) in zip(presented.segments.flatMap(\.points), middle.segments.flatMap(\.points)) {
            XCTAssertEqual(Double(a.x), Double(b.x), accuracy: 1e-9)
            XCTAssertEqual(Double(a.y), Double(b.y), accuracy: 1e-9)
        }
    }

    /// Paths of different structure (a rect and an ellipse) do not blend: the from path shows until the
    /// midpoint, the to path from it.
    func testPathsOfDifferentStructureSwitchAtTheMidpoint() async {
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50), transform: nil)
        XCTAssertFalse(rect.hasSameStructure(as: oval))
        XCTAssertEqual(rect.interpolated(to: oval, fraction: 0.49), rect)
        XCTAssertEqual(rect.interpolated(to: oval, fraction: 0.5), oval)
    }

    /// A presentation copy keeps the shape values (made through `init(layer:)`).
    func testPresentationCopyKeepsTheShape() async {
        _ = makeLoop()
        let layer = CAShapeLayer()
        withoutActions {
            layer.lineDashPattern = [4, 2]
            layer.lineCap = .round
            layer.strokeColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        }
        let copy = layer.presentation()!
        XCTAssertEqual(copy.lineDashPattern, [4, 2])
        XCTAssertEqual(copy.lineCap, .round)
        XCTAssertEqual(copy.strokeColor, CGColor(red: 0, green: 1, blue: 0, alpha: 1))
    }
}
