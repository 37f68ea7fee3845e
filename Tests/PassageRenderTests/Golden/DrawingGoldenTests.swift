// UIView.draw(_:) and UIGraphicsImageRenderer replayed by the render server: fills, strokes with a dash,
// transforms, clips, an image drawn upright and through Core Graphics (upside down, as in UIKit's flipped
// context), and text. Tolerance as every golden (GoldenSupport.swift): each channel within 2 levels.
import XCTest

@testable import PassageCore
@testable import PassageRender
@testable import PassageUI

@MainActor
private final class SampleDrawingView: UIView {
    var image: UIImage?

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.systemBlue.cgColor)
        context.fill(CGRect(x: 10, y: 10, width: 60, height: 40))
        context.saveGState()
        context.translateBy(x: 115, y: 30)
        context.rotate(by: .pi / 4)
        context.setFillColor(UIColor.systemRed.cgColor)
        context.fill(CGRect(x: -18, y: -18, width: 36, height: 36))
        context.restoreGState()

        context.setStrokeColor(UIColor.systemGreen.cgColor)
        context.setLineWidth(4)
        context.setLineCap(.round)
        context.setLineDash(phase: 0, lengths: [10, 8])
        context.move(to: CGPoint(x: 10, y: 70))
        context.addCurve(to: CGPoint(x: 150, y: 70), control1: CGPoint(x: 50, y: 40), control2: CGPoint(x: 110, y: 100))
        context.strokePath()
        context.setLineDash(phase: 0, lengths: [])

        context.saveGState()
        let clip = UIBezierPath(ovalIn: CGRect(x: 10, y: 90, width: 60, height: 60))
        clip.addClip()
        UIColor.orange.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 90, width: 50, height: 70)).fill()
        context.restoreGState()
        let ring = UIBezierPath(ovalIn: CGRect(x: 10, y: 90, width: 60, height: 60))
        ring.lineWidth = 2
        UIColor.black.setStroke()
        ring.stroke()

        if let image {
            image.draw(in: CGRect(x: 80, y: 90, width: 30, height: 30))
            if let cgImage = image.cgImage { context.draw(cgImage, in: CGRect(x: 120, y: 90, width: 30, height: 30)) }
        }
        "Draw".draw(
            at: CGPoint(x: 84, y: 126),
            withAttributes: [.font: UIFont.systemFont(ofSize: 18), .foregroundColor: UIColor.purple])
    }
}

@MainActor
final class DrawingGoldenTests: XCTestCase {
    /// A two-colour test image: top half red, bottom half blue, so flipping shows.
    static func topRedBottomBlue() -> CGImage {
        var bytes: [UInt8] = []
        for row in 0..<8 {
            for _ in 0..<8 { bytes += row < 4 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        return CGImage(width: 8, height: 8, pixels: bytes)!
    }

    /// A custom view's draw(_:) with every kind of command, drawn after its first layout.
    func testCustomDrawView() async throws {
        let root = Golden.makeRoot()
        let view = SampleDrawingView(frame: CGRect(origin: .zero, size: Golden.size))
        view.image = UIImage(cgImage: Self.topRedBottomBlue())
        view.layoutIfNeeded()
        XCTAssertTrue(view.layer.contents is DisplayList)
        root.addSublayer(view.layer)
        try Golden.assertMatches(root, named: "drawing-view")
    }

    /// An image renderer's image (a rounded badge with a stroke and text) shown as layer contents at twice
    /// its size, and drawn again into another image at 2× (an image of a drawing inside a drawing).
    func testImageRendererImage() async throws {
        let root = Golden.makeRoot()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 40), format: format)
        let badge = renderer.image { context in
            UIColor.systemGreen.setFill()
            UIBezierPath(roundedRect: CGRect(x: 2, y: 2, width: 56, height: 36), cornerRadius: 10).fill()
            UIColor.white.setStroke()
            context.cgContext.setLineWidth(3)
            context.cgContext.stroke(CGRect(x: 8, y: 8, width: 44, height: 24))
            "OK".draw(
                at: CGPoint(x: 18, y: 10),
                withAttributes: [.font: UIFont.boldSystemFont(ofSize: 14), .foregroundColor: UIColor.white])
        }
        XCTAssertEqual(badge.size, CGSize(width: 60, height: 40))
        XCTAssertEqual(badge.cgImage?.width, 120)
        let shown = CALayer()
        shown.frame = CGRect(x: 10, y: 10, width: 120, height: 80)
        shown.contents = badge.cgImage
        root.addSublayer(shown)
        let framed = UIGraphicsImageRenderer(size: CGSize(width: 70, height: 50)).image { _ in
            UIColor.black.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 70, height: 50)).fill()
            badge.draw(in: CGRect(x: 5, y: 5, width: 60, height: 40))
        }
        let second = CALayer()
        second.frame = CGRect(x: 80, y: 100, width: 70, height: 50)
        second.contents = framed.cgImage
        root.addSublayer(second)
        try Golden.assertMatches(root, named: "drawing-image-renderer")
    }
}
