// CAShapeLayer: fills under both rules, strokes with every join and cap, dashes, trimmed strokes, and a shape
// layer as a mask. One reference image per feature; tolerance as every golden (GoldenSupport.swift): each
// channel within 2 levels.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class ShapeLayerGoldenTests: XCTestCase {
    private func shape(_ path: CGPath, fill: CGColor? = nil, stroke: CGColor? = nil, width: CGFloat = 1) -> CAShapeLayer
    {
        let layer = CAShapeLayer()
        layer.frame = CGRect(origin: .zero, size: Golden.size)
        layer.path = path
        layer.fillColor = fill
        layer.strokeColor = stroke
        layer.lineWidth = width
        return layer
    }

    private func star(center: CGPoint, radius: CGFloat) -> CGPath {
        let path = CGMutablePath()
        let points = (0..<5).map { k -> CGPoint in
            let angle = -CGFloat.pi / 2 + CGFloat(k) * 4 * .pi / 5
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        path.addLines(between: points)
        path.closeSubpath()
        return path
    }

    /// A five-point star filled non-zero (solid) and even-odd (hollow centre), and a default-black rounded rect.
    func testFillRules() async throws {
        let root = Golden.makeRoot()
        root.addSublayer(shape(star(center: CGPoint(x: 42, y: 50), radius: 36), fill: Golden.blue))
        let evenOdd = shape(star(center: CGPoint(x: 118, y: 50), radius: 36), fill: Golden.red)
        evenOdd.fillRule = .evenOdd
        root.addSublayer(evenOdd)
        let rounded = CAShapeLayer()
        rounded.frame = CGRect(origin: .zero, size: Golden.size)
        rounded.path = CGPath(
            roundedRect: CGRect(x: 20, y: 100, width: 120, height: 44), cornerWidth: 12, cornerHeight: 12,
            transform: nil)
        root.addSublayer(rounded)
        try Golden.assertMatches(root, named: "shape-fill")
    }

    /// A zigzag stroked 10 wide three times: miter joins with butt caps, round joins with round caps, bevel
    /// joins with square caps; a thin black centre line on each.
    func testJoinsAndCaps() async throws {
        let root = Golden.makeRoot()
        let styles: [(CAShapeLayerLineJoin, CAShapeLayerLineCap, CGColor)] = [
            (.miter, .butt, Golden.blue), (.round, .round, Golden.green), (.bevel, .square, Golden.red),
        ]
        for (index, (join, cap, color)) in styles.enumerated() {
            let y = 30 + CGFloat(index) * 50
            let path = CGMutablePath()
            path.addLines(between: [
                CGPoint(x: 20, y: y + 15), CGPoint(x: 60, y: y - 15), CGPoint(x: 100, y: y + 15),
                CGPoint(x: 140, y: y - 10),
            ])
            let thick = shape(path, stroke: color, width: 10)
            thick.lineJoin = join
            thick.lineCap = cap
            root.addSublayer(thick)
            root.addSublayer(shape(path, stroke: Golden.black, width: 1))
        }
        try Golden.assertMatches(root, named: "shape-stroke-joins")
    }

    /// A dashed circle ([12, 6], round caps) and a dashed square ([20, 5, 5, 5] from phase 10) over fills.
    func testDashes() async throws {
        let root = Golden.makeRoot()
        let circle = shape(
            CGPath(ellipseIn: CGRect(x: 15, y: 15, width: 80, height: 80), transform: nil),
            fill: CGColor(red: 0.9, green: 0.9, blue: 1, alpha: 1), stroke: Golden.blue, width: 6)
        circle.lineDashPattern = [12, 6]
        circle.lineCap = .round
        root.addSublayer(circle)
        let square = shape(
            CGPath(rect: CGRect(x: 70, y: 70, width: 70, height: 70), transform: nil), stroke: Golden.red, width: 4)
        square.lineDashPattern = [20, 5, 5, 5]
        square.lineDashPhase = 10
        root.addSublayer(square)
        try Golden.assertMatches(root, named: "shape-stroke-dashes")
    }

    /// A progress ring: a grey track and a blue arc from strokeStart 0.1 to strokeEnd 0.7 with round caps,
    /// starting at the top; and a straight line trimmed to its middle half.
    func testTrimmedStrokes() async throws {
        let root = Golden.makeRoot()
        let ringPath = CGMutablePath()
        ringPath.addArc(
            center: CGPoint(x: 80, y: 70), radius: 50, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
        root.addSublayer(shape(ringPath, stroke: CGColor(red: 0.85, green: 0.85, blue: 0.85, alpha: 1), width: 14))
        let ring = shape(ringPath, stroke: Golden.blue, width: 14)
        ring.lineCap = .round
        ring.strokeStart = 0.1
        ring.strokeEnd = 0.7
        root.addSublayer(ring)
        let linePath = CGMutablePath()
        linePath.addLines(between: [CGPoint(x: 10, y: 145), CGPoint(x: 150, y: 145)])
        let line = shape(linePath, stroke: Golden.red, width: 6)
        line.strokeStart = 0.25
        line.strokeEnd = 0.75
        root.addSublayer(line)
        try Golden.assertMatches(root, named: "shape-stroke-trim")
    }

    /// A shape layer as a mask: stripes seen through a circle (the circular reveal's mask), rotated 30° in
    /// perspective with the masked layer.
    func testShapeLayerMask() async throws {
        let root = Golden.makeRoot()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        let masked = CALayer()
        masked.frame = CGRect(x: 10, y: 10, width: 140, height: 140)
        for (index, color) in [Golden.red, Golden.green, Golden.blue, Golden.black].enumerated() {
            masked.addSublayer(Golden.solid(CGRect(x: 0, y: CGFloat(index) * 35, width: 140, height: 35), color))
        }
        let mask = CAShapeLayer()
        mask.frame = masked.bounds
        mask.path = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 100, height: 100), transform: nil)
        masked.mask = mask
        masked.transform = CATransform3DMakeRotation(.pi / 6, 1, 0, 0)
        root.addSublayer(masked)
        try Golden.assertMatches(root, named: "shape-mask")
    }
}
