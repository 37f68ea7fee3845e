// CAShapeLayer drawn, by numbers: default fill, no default stroke, stroke width, and animations of strokeEnd,
// path (the circular reveal) and stroke colour read from the presentation tree at start, middle and end.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class ShapeLayerRenderTests: XCTestCase {
    private func lineLayer(in root: CALayer) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.frame = CGRect(origin: .zero, size: Golden.size)
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 80), CGPoint(x: 160, y: 80)])
        layer.path = path
        layer.strokeColor = Golden.black
        layer.lineWidth = 10
        root.addSublayer(layer)
        return layer
    }

    /// A path with no colours set fills opaque black and is not stroked.
    func testDefaultFillIsBlackWithoutStroke() async throws {
        let root = Golden.makeRoot()
        let layer = CAShapeLayer()
        layer.frame = CGRect(origin: .zero, size: Golden.size)
        layer.path = CGPath(rect: CGRect(x: 40, y: 40, width: 80, height: 80), transform: nil)
        root.addSublayer(layer)
        let frame = Golden.render(root)
        XCTAssertEqual(frame.pixel(x: 80, y: 80).r, 0)
        XCTAssertEqual(frame.pixel(x: 38, y: 80).r, 255)
    }

    /// A 10-point horizontal stroke on y = 80 covers rows 75…84 fully and nothing beyond.
    func testStrokeCoversItsWidth() async throws {
        let root = Golden.makeRoot()
        _ = lineLayer(in: root)
        let frame = Golden.render(root)
        XCTAssertEqual(frame.pixel(x: 80, y: 75).r, 0)
        XCTAssertEqual(frame.pixel(x: 80, y: 84).r, 0)
        XCTAssertEqual(frame.pixel(x: 80, y: 74).r, 255)
        XCTAssertEqual(frame.pixel(x: 80, y: 85).r, 255)
    }

    /// strokeEnd 0 → 1 over 1 s: nothing at the start, the left half at the middle, everything at the end.
    func testStrokeEndAnimationFrames() async throws {
        let root = Golden.makeRoot()
        let layer = lineLayer(in: root)
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        animation.beginTime = 5
        layer.add(animation, forKey: "progress")
        let renderer = LayerRenderer(size: Golden.size, scale: 1)
        let start = renderer.render(root, at: 5)
        let middle = renderer.render(root, at: 5.5)
        let end = renderer.render(root, at: 6)
        XCTAssertEqual(start.pixel(x: 10, y: 80).r, 255)
        XCTAssertEqual(middle.pixel(x: 70, y: 80).r, 0)
        XCTAssertEqual(middle.pixel(x: 90, y: 80).r, 255)
        XCTAssertEqual(end.pixel(x: 150, y: 80).r, 0)
    }

    /// The circular reveal: a mask circle growing from radius 10 to 80 about the centre; a point 40 from the
    /// centre is hidden at the start, shown halfway (radius 45) and at the end.
    func testPathAnimationFramesOfACircularReveal() async throws {
        let root = Golden.makeRoot()
        let content = Golden.solid(CGRect(origin: .zero, size: Golden.size), Golden.blue)
        let mask = CAShapeLayer()
        mask.frame = content.bounds
        func circle(_ r: CGFloat) -> CGPath {
            CGPath(ellipseIn: CGRect(x: 80 - r, y: 80 - r, width: 2 * r, height: 2 * r), transform: nil)
        }
        mask.path = circle(80)
        content.mask = mask
        root.addSublayer(content)
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = circle(10)
        animation.toValue = circle(80)
        animation.duration = 1
        animation.beginTime = 2
        mask.add(animation, forKey: "reveal")
        let renderer = LayerRenderer(size: Golden.size, scale: 1)
        XCTAssertEqual(renderer.render(root, at: 2).pixel(x: 120, y: 80).r, 255)
        let middle = renderer.render(root, at: 2.5)
        XCTAssertEqual(middle.pixel(x: 120, y: 80).r, 0)
        XCTAssertEqual(middle.pixel(x: 130, y: 80).r, 255)
        XCTAssertEqual(renderer.render(root, at: 3).pixel(x: 120, y: 80).r, 0)
    }

    /// strokeColor red → blue: the middle frame's stroke is the half-way colour.
    func testStrokeColorAnimationFrames() async throws {
        let root = Golden.makeRoot()
        let layer = lineLayer(in: root)
        let animation = CABasicAnimation(keyPath: "strokeColor")
        animation.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        animation.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        animation.duration = 1
        animation.beginTime = 1
        layer.add(animation, forKey: "tint")
        let renderer = LayerRenderer(size: Golden.size, scale: 1)
        XCTAssertEqual(renderer.render(root, at: 1).pixel(x: 80, y: 80).r, 255)
        let middle = renderer.render(root, at: 1.5).pixel(x: 80, y: 80)
        XCTAssertEqual(Int(middle.r), 128, accuracy: 1)
        XCTAssertEqual(Int(middle.b), 128, accuracy: 1)
        XCTAssertEqual(renderer.render(root, at: 2).pixel(x: 80, y: 80).b, 0)  // removed: the model's black
    }
}
