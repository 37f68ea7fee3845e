// A circular reveal's drawing paths: an opaque masked layer drawn straight onto the frame where its mask covers
// fully (`DrawList.drawTiles`), a vertical gradient copied one colour per row (`uniformRows`), and the bounds
// masks of full-screen layers kept clipped to the frame (`ShapeMaskCache`). Each must give the bytes of the
// reference drawing: every stage in full, every offscreen group over the whole frame, every mask rasterized.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class RevealDrawingTests: XCTestCase {
    private let size = CGSize(width: 130, height: 170)

    /// The pattern image for a screen; translucent on every ninth diagonal unless `opaque`.
    private func screen(width: Int, height: Int, seed: Int, opaque: Bool) -> CGImage {
        patternImage(width: width, height: height, seed: seed, translucentAlpha: opaque ? nil : 120)
    }

    /// The outgoing screen, a translucent tint over it, and the incoming screen (an image with a vertical
    /// gradient over it) through a circular shape-layer mask; `adjust` changes the incoming screen.
    private func reveal(
        scale: CGFloat, center: CGPoint = CGPoint(x: 75, y: 110), radius: CGFloat = 90,
        adjust: (CALayer, CAShapeLayer) -> Void = { _, _ in }
    ) -> CALayer {
        FrameLoop().makeCurrent()
        CATransaction.setDisableActions(true)
        let w = Int(size.width * scale)
        let h = Int(size.height * scale)
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        root.contents = screen(width: w, height: h, seed: 1, opaque: true)
        root.contentsScale = scale
        let tint = CALayer()
        tint.frame = root.bounds
        tint.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.3)
        root.addSublayer(tint)
        let incoming = CALayer()
        incoming.frame = root.bounds
        incoming.contents = screen(width: w, height: h, seed: 5, opaque: true)
        incoming.contentsScale = scale
        let dimming = CAGradientLayer()
        dimming.frame = incoming.bounds
        dimming.colors = [CGColor(gray: 0, alpha: 0), CGColor(red: 0.2, green: 0, blue: 0.4, alpha: 0.6)]
        incoming.addSublayer(dimming)
        let circle = CAShapeLayer()
        circle.frame = incoming.bounds
        circle.path = CGPath(
            ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
            transform: nil)
        incoming.mask = circle
        root.addSublayer(incoming)
        adjust(incoming, circle)
        return root
    }

    /// The frame as drawn, and the references: every stage in full; and also every group over the whole frame.
    private func assertMatchesReferences(
        _ root: CALayer, scale: CGFloat, _ label: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let references = [(false, true), (false, false)].map { occludes, bounded in
            let renderer = LayerRenderer(size: size, scale: scale)
            renderer.occludes = occludes
            renderer.boundsOffscreens = bounded
            renderer.drawingThreads = 1
            return renderer.render(root, at: 0)
        }
        for threads in [1, 2, 3] {
            let renderer = LayerRenderer(size: size, scale: scale)
            renderer.drawingThreads = threads
            let frame = renderer.render(root, at: 0)
            XCTAssertEqual(frame, references[0], "\(label), \(threads) threads", file: file, line: line)
            XCTAssertEqual(frame, references[1], "\(label), \(threads) threads", file: file, line: line)
        }
    }

    /// An opaque masked screen is drawn straight onto the frame inside its mask's full coverage and through a
    /// tile along the edge: the same bytes as the reference, at 1× and 3×, for a circle inside the frame,
    /// one reaching past its edges, one clipped by a rounded masksToBounds parent and a translucent one (no
    /// pixel at full coverage, so no straight drawing).
    func testMaskedOpaqueScreenEqualsTheReference() async {
        for scale: CGFloat in [1, 3] {
            assertMatchesReferences(reveal(scale: scale), scale: scale, "circle, @\(scale)x")
            assertMatchesReferences(
                reveal(scale: scale, center: CGPoint(x: 120, y: 150), radius: 110), scale: scale,
                "circle past the edges, @\(scale)x")
            assertMatchesReferences(
                reveal(scale: scale) { incoming, _ in
                    let holder = CALayer()
                    holder.frame = CGRect(x: 6.5, y: 10, width: 118, height: 150)
                    holder.masksToBounds = true
                    holder.cornerRadius = 14
                    let root = incoming.superlayer!
                    incoming.removeFromSuperlayer()
                    incoming.frame = CGRect(x: -6.5, y: -10, width: 130, height: 170)
                    holder.addSublayer(incoming)
                    root.addSublayer(holder)
                }, scale: scale, "clipped by a rounded parent, @\(scale)x")
            assertMatchesReferences(
                reveal(scale: scale) { _, circle in
                    circle.fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.6)
                }, scale: scale, "translucent mask, @\(scale)x")
            assertMatchesReferences(
                reveal(scale: scale) { incoming, _ in incoming.opacity = 0.7 }, scale: scale,
                "screen at opacity 0.7, @\(scale)x")
        }
    }

    /// A translucent incoming screen does not end opaque: it is composited through its tiles, as before.
    func testTranslucentMaskedScreenEqualsTheReference() async {
        let root = reveal(scale: 2) { incoming, _ in
            incoming.contents = self.screen(width: 260, height: 340, seed: 9, opaque: false)
        }
        assertMatchesReferences(root, scale: 2, "translucent screen")
    }

    /// Copying a source whose rows are each one colour, with `uniformRows`, gives the bytes of blending its
    /// pixels one by one: transparent, translucent and opaque rows, at opacity 1 and 0.6, through a clip of
    /// every coverage, over a noisy destination, on rows whose length is not a multiple of four.
    func testUniformRowsBlendAsPixelByPixel() {
        let width = 37
        let height = 23
        var source = Pixmap(width: width, height: height)!
        for y in 0..<height {
            let alpha = [0, 255, 128, 1, 254, 77][y % 6]
            let pixel = PixelMath.pack(
                UInt8(alpha * (y % 4) / 4), UInt8(alpha / 2), UInt8(alpha * (y % 3) / 3), UInt8(alpha))
            for x in 0..<width {
                source.pixels.withUnsafeMutableBytes {
                    $0.storeBytes(of: pixel.littleEndian, toByteOffset: (y * width + x) * 4, as: UInt32.self)
                }
            }
        }
        var destination = Pixmap(width: width + 6, height: height + 4)!
        for i in 0..<(destination.width * destination.height) {
            let a = UInt8((i * 29) & 255)
            destination.pixels[i * 4 + 3] = a
            for c in 0..<3 { destination.pixels[i * 4 + c] = UInt8((i * (c + 3) * 13) % (Int(a) + 1)) }
        }
        let clipBounds = PixelRect(x: 2, y: 1, width: width + 2, height: height + 2)
        let clip = CoverageMask(
            bounds: clipBounds,
            values: (0..<clipBounds.area).map { i in [0, 255, 255, 255, 255, 13, 128, 255, 200][i % 9] })
        for opacity in [1.0, 0.6] {
            for clip in [nil, clip] {
                var uniform = destination
                var reference = destination
                uniform.withTarget {
                    $0.composite(
                        source, atX: 3, y: 2, opacity: opacity, clip: clip, hiddenBy: nil, uniformRows: true)
                }
                reference.withTarget {
                    $0.composite(source, atX: 3, y: 2, opacity: opacity, clip: clip, hiddenBy: nil)
                }
                XCTAssertEqual(uniform, reference, "opacity \(opacity), clip \(clip != nil)")
                XCTAssertNotEqual(uniform, destination)
            }
        }
    }

    /// Only a gradient running straight down (or up) claims one colour per row, and its rasterized rows are.
    func testVerticalAxialGradientHasUniformRows() {
        let colors = [RGBA(red: 1, green: 0, blue: 0, alpha: 0.2), RGBA(red: 0, green: 0.5, blue: 1, alpha: 1)]
        let down = GradientDescription(
            kind: .axial, colors: colors, locations: [0, 1], start: CGPoint(x: 0.3, y: 0), end: CGPoint(x: 0.3, y: 1))
        XCTAssertTrue(down.hasUniformRows)
        let image = GradientRasterizer.render(down, width: 19, height: 40, size: CGSize(width: 19, height: 40))!
        var distinctRows = Set<[UInt8]>()
        for y in 0..<40 {
            let row = Array(image.pixels[(y * 19 * 4)..<((y + 1) * 19 * 4)])
            XCTAssertEqual(Set(stride(from: 0, to: row.count, by: 4).map { row[$0..<($0 + 4)] }).count, 1, "row \(y)")
            distinctRows.insert(row)
        }
        XCTAssertGreaterThan(distinctRows.count, 20)
        var diagonal = down
        diagonal.end = CGPoint(x: 0.8, y: 1)
        XCTAssertFalse(diagonal.hasUniformRows)
        var radial = down
        radial.kind = .radial
        XCTAssertFalse(radial.hasUniformRows)
    }

    /// A full-screen layer's bounds reach past the frame: its mask is rasterized clipped to the frame and kept
    /// for that map alone, each call the bytes of rasterizing it there.
    func testShapesReachingPastTheFrameAreKeptForTheirMapOnly() {
        var cache = ShapeMaskCache()
        let frame = PixelRect(x: 0, y: 0, width: 120, height: 90)
        let bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        let radii = CornerRadii(topLeft: 3, topRight: 3, bottomRight: 3, bottomLeft: 3)
        for (tx, ty) in [(0.0, 0.0), (0.0, 0.0), (1.5, 0.0), (0.0, 0.0), (-7.0, 2.0), (-7.0, 2.0)] {
            let map = LayerHomography(m: (3, 0, 0, 0, 3, 0, tx, ty, 1))
            for outline in [ShapeMaskCache.Outline.fill, .border(width: 1)] {
                let kept = cache.mask(outline, bounds: bounds, radii: radii, map: map, clippedTo: frame)
                let direct =
                    outline == .fill
                    ? CoverageMask(roundedRect: bounds, radii: radii, transform: map, within: frame)
                    : CoverageMask(borderOf: bounds, radii: radii, width: 1, transform: map, within: frame)
                XCTAssertEqual(kept, direct, "\(outline) at (\(tx), \(ty))")
            }
        }
    }

    /// Moving a full-screen gradient layer between frames of one renderer gives the frames of new renderers.
    func testMovedFullScreenLayerIsNotDrawnWithAStaleMask() async {
        let root = reveal(scale: 2)
        let renderer = LayerRenderer(size: size, scale: 2)
        renderer.drawingThreads = 1
        _ = renderer.render(root, at: 0)
        let incoming = root.sublayers![1]
        incoming.position.x += 7.5
        let fresh = LayerRenderer(size: size, scale: 2)
        fresh.drawingThreads = 1
        XCTAssertEqual(renderer.render(root, at: 0), fresh.render(root, at: 0))
    }
}
