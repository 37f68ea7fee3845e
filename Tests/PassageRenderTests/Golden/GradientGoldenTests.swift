// Gradients: axial (default end points, and diagonal with locations), radial and conic (with a corner
// radius), each in a quarter of the frame; and a colors animation drawn at its start, middle and end.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class GradientGoldenTests: XCTestCase {
    private func gradient(_ frame: CGRect, _ colors: [CGColor], type: CAGradientLayerType = .axial) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.frame = frame
        layer.colors = colors
        layer.type = type
        return layer
    }

    /// The four kinds of gradient in one frame (tolerance: Golden.tolerance, 2 levels per channel).
    func testAxialRadialAndConicGradients() async throws {
        let root = Golden.makeRoot()
        root.addSublayer(gradient(CGRect(x: 0, y: 0, width: 80, height: 80), [Golden.blue, Golden.red]))
        let diagonal = gradient(CGRect(x: 80, y: 0, width: 80, height: 80), [Golden.green, Golden.black, Golden.blue])
        diagonal.startPoint = CGPoint(x: 0, y: 0)
        diagonal.endPoint = CGPoint(x: 1, y: 1)
        diagonal.locations = [0.2, 0.5, 0.8]
        root.addSublayer(diagonal)
        let radial = gradient(
            CGRect(x: 0, y: 80, width: 80, height: 80), [Golden.red, CGColor(red: 1, green: 1, blue: 1, alpha: 0)],
            type: .radial)
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        root.addSublayer(radial)
        let conic = gradient(
            CGRect(x: 85, y: 85, width: 70, height: 70), [Golden.red, Golden.green, Golden.blue, Golden.red],
            type: .conic)
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 1, y: 0.5)
        conic.cornerRadius = 20
        root.addSublayer(conic)
        try Golden.assertMatches(root, named: "gradients")
    }

    /// An axial gradient's pixels: the first color at the top row, the last at the bottom, the straight
    /// (unpremultiplied) average in the middle row.
    func testAxialGradientInterpolatesStraightColorsTopToBottom() async {
        let root = Golden.makeRoot()
        root.addSublayer(
            gradient(
                CGRect(x: 0, y: 0, width: 160, height: 160),
                [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]))
        let frame = Golden.render(root)
        XCTAssertEqual(frame.pixel(x: 80, y: 0).r, 255, accuracy: 2)
        XCTAssertEqual(frame.pixel(x: 80, y: 159).b, 255, accuracy: 2)
        let middle = frame.pixel(x: 80, y: 80)
        XCTAssertEqual(Int(middle.r), 127, accuracy: 2)
        XCTAssertEqual(Int(middle.b), 128, accuracy: 2)
    }

    /// A colors animation from red–red to blue–blue is drawn red, purple, blue at start, middle and end.
    func testColorsAnimationIsDrawnAtStartMiddleAndEnd() async {
        let root = Golden.makeRoot()
        let layer = gradient(CGRect(x: 0, y: 0, width: 160, height: 160), [Golden.blue, Golden.blue])
        root.addSublayer(layer)
        let animation = CABasicAnimation(keyPath: "colors")
        animation.fromValue = [
            CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 1),
        ]
        animation.toValue = [
            CGColor(red: 0, green: 0, blue: 1, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1),
        ]
        animation.duration = 1
        layer.add(animation, forKey: "colors")
        let renderer = LayerRenderer(size: Golden.size, scale: 1)
        let start = CACurrentMediaTime()
        let samples = [0.0, 0.5, 1.0].map { renderer.render(root, at: start + $0).pixel(x: 80, y: 80) }
        XCTAssertEqual(samples.map { Int($0.r) }, [255, 128, 0], "red channel at start, middle, end")
        XCTAssertEqual(samples.map { Int($0.b) }, [0, 128, 255], "blue channel (the model, Golden.blue, at the end)")
    }
}

private func XCTAssertEqual(_ a: UInt8, _ b: Int, accuracy: Int, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(Int(a), b, accuracy: accuracy, file: file, line: line)
}
