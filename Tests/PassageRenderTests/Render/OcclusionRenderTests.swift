// Occlusion: a stage leaves out the pixels that an opaque fill drawn after it replaces (`DrawList`). Frames
// must equal those drawn with every stage in full (`LayerRenderer.occludes = false`) byte for byte, for
// layers in front that do occlude and for every kind that must not.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class OcclusionRenderTests: XCTestCase {
    private let size = CGSize(width: 120, height: 100)

    /// A striped image: what a layer behind shows, so a pixel wrongly left out shows.
    private func stripes() -> CGImage {
        var pixels = [UInt8](repeating: 0, count: 40 * 30 * 4)
        for i in 0..<(40 * 30) {
            let x = i % 40
            let y = i / 40
            pixels[i * 4] = UInt8((x * 37 + y * 11) & 255)
            pixels[i * 4 + 1] = UInt8((x * 5 + y * 53) & 255)
            pixels[i * 4 + 2] = UInt8((x * y) & 255)
            pixels[i * 4 + 3] = (x + y) % 7 == 0 ? 128 : 255
        }
        return CGImage(width: 40, height: 30, pixels: pixels)!
    }

    /// A scene behind a front layer: an image page in perspective, two overlapping cards with shadows,
    /// borders and titles; `front` is added last (its own parent set up by `place`).
    private func scene(place: (CALayer, CALayer) -> Void) -> CALayer {
        FrameLoop().makeCurrent()
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        let page = CALayer()
        page.frame = CGRect(x: 4, y: 6, width: 110, height: 88)
        page.contents = stripes()
        var tilt = CATransform3DMakeRotation(0.5, 1, 0.3, 0)
        tilt.m34 = -1 / 300
        page.transform = tilt
        root.addSublayer(page)
        for k in 0..<2 {
            let card = CALayer()
            card.frame = CGRect(x: 14 + 9 * CGFloat(k), y: 12 + 7.5 * CGFloat(k), width: 60, height: 40)
            card.backgroundColor = CGColor(red: 0.9, green: 0.7 - 0.3 * CGFloat(k), blue: 0.4, alpha: 1)
            card.cornerRadius = 6.5
            card.borderWidth = 1
            card.borderColor = CGColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 0.6)
            card.shadowOpacity = 0.4
            card.shadowRadius = 2
            card.shadowOffset = CGSize(width: 0, height: 2)
            let title = CATextLayer()
            title.frame = CGRect(x: 5, y: 3.5, width: 50, height: 14)
            title.string = "Card \(k)"
            title.fontSize = 11
            title.foregroundColor = CGColor(red: 0, green: 0, blue: 0.1, alpha: 1)
            card.addSublayer(title)
            root.addSublayer(card)
        }
        let front = CALayer()
        front.frame = CGRect(x: 27.5, y: 20.25, width: 70, height: 55)
        front.backgroundColor = CGColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)
        front.cornerRadius = 10
        place(root, front)
        return root
    }

    /// The frame at `scale`, with occlusion (first) and with every stage drawn in full (second).
    private func frames(_ root: CALayer, scale: CGFloat = 2) -> (Pixmap, Pixmap) {
        let occluding = LayerRenderer(size: size, scale: scale)
        let reference = LayerRenderer(size: size, scale: scale)
        reference.occludes = false
        return (occluding.render(root, at: 0), reference.render(root, at: 0))
    }

    /// Front layers that replace what is behind them (opaque, at opacity 1, rotated, in perspective,
    /// clipped by a masksToBounds parent, inside a group drawn offscreen) leave the frame unchanged.
    func testOpaqueLayersInFrontGiveTheFrameDrawnInFull() async {
        let cases: [(String, (CALayer, CALayer) -> Void)] = [
            ("opaque", { root, front in root.addSublayer(front) }),
            (
                "rotated",
                { root, front in
                    front.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
                    root.addSublayer(front)
                }
            ),
            (
                "perspective",
                { root, front in
                    var t = CATransform3DMakeRotation(0.6, 0, 1, 0)
                    t.m34 = -1 / 200
                    front.transform = t
                    root.addSublayer(front)
                }
            ),
            (
                "clipped by a rounded masksToBounds parent",
                { root, front in
                    let clip = CALayer()
                    clip.frame = CGRect(x: 30, y: 25, width: 50, height: 40)
                    clip.cornerRadius = 12
                    clip.masksToBounds = true
                    front.frame = CGRect(x: -10, y: -5, width: 70, height: 55)
                    clip.addSublayer(front)
                    root.addSublayer(clip)
                }
            ),
            (
                "inside an offscreen group with an opaque layer behind it",
                { root, front in
                    let group = CALayer()
                    group.frame = CGRect(x: 10, y: 10, width: 100, height: 80)
                    group.opacity = 0.7
                    let back = CALayer()
                    back.frame = CGRect(x: 5, y: 5, width: 60, height: 50)
                    back.backgroundColor = CGColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1)
                    front.frame = CGRect(x: 20, y: 15, width: 60, height: 50)
                    group.addSublayer(back)
                    group.addSublayer(front)
                    root.addSublayer(group)
                }
            ),
        ]
        for (name, place) in cases {
            let (occluded, full) = frames(scene(place: place))
            XCTAssertEqual(occluded, full, name)
        }
    }

    /// Front layers that must not hide what is behind them: a translucent background, layer opacity < 1
    /// (with and without sublayers, so drawn directly and as a group), an ancestor's group opacity < 1,
    /// hidden, no background, and a layer sorted behind by zPosition although added last.
    func testLayersThatDoNotReplaceWhatIsBehindGiveTheFrameDrawnInFull() async {
        let cases: [(String, (CALayer, CALayer) -> Void)] = [
            (
                "translucent background",
                { root, front in
                    front.backgroundColor = CGColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.5)
                    root.addSublayer(front)
                }
            ),
            (
                "opacity 0.6",
                { root, front in
                    front.opacity = 0.6
                    root.addSublayer(front)
                }
            ),
            (
                "group opacity 0.6",
                { root, front in
                    front.opacity = 0.6
                    let dot = CALayer()
                    dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
                    dot.backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
                    front.addSublayer(dot)
                    root.addSublayer(front)
                }
            ),
            (
                "ancestor group opacity 0.8",
                { root, front in
                    let group = CALayer()
                    group.frame = root.bounds
                    group.opacity = 0.8
                    group.addSublayer(front)
                    root.addSublayer(group)
                }
            ),
            (
                "hidden",
                { root, front in
                    front.isHidden = true
                    root.addSublayer(front)
                }
            ),
            (
                "no background",
                { root, front in
                    front.backgroundColor = nil
                    front.borderWidth = 3
                    front.borderColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
                    root.addSublayer(front)
                }
            ),
            (
                "sorted behind by zPosition",
                { root, front in
                    front.zPosition = -1
                    root.addSublayer(front)
                }
            ),
        ]
        for (name, place) in cases {
            let (occluded, full) = frames(scene(place: place))
            XCTAssertEqual(occluded, full, name)
            let (occluded1x, full1x) = frames(scene(place: place), scale: 1)
            XCTAssertEqual(occluded1x, full1x, "\(name), scale 1")
        }
    }

    /// An opaque image: what replaces the layers behind it when copied unscaled.
    private func opaqueImage(width: Int, height: Int) -> CGImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for i in 0..<(width * height) {
            pixels[i * 4] = UInt8((i * 7) & 255)
            pixels[i * 4 + 1] = UInt8((i / width * 13) & 255)
        }
        return CGImage(width: width, height: height, pixels: pixels)!
    }

    /// Opaque images in front, copied pixel for pixel (whole-pixel place, one image pixel per frame pixel) or
    /// resampled, alone, under a circular shape-layer mask with a gradient over them (an offscreen group
    /// opaque over its region), with a translucent pixel, at opacity 0.7: each gives the frame drawn in full,
    /// on a white and on a transparent background.
    func testOpaqueImagesAndMaskedGroupsInFrontGiveTheFrameDrawnInFull() async {
        let image = opaqueImage(width: 140, height: 110)
        var translucent = [UInt8](repeating: 255, count: 140 * 110 * 4)
        translucent[(50 * 140 + 60) * 4 + 3] = 200
        translucent[(50 * 140 + 60) * 4] = 100
        let almostOpaque = CGImage(width: 140, height: 110, pixels: translucent)!
        func imageLayer(_ contents: CGImage, frame: CGRect) -> CALayer {
            let layer = CALayer()
            layer.frame = frame
            layer.contents = contents
            layer.contentsScale = 2
            return layer
        }
        let cases: [(String, (CALayer, CALayer) -> Void)] = [
            (
                "copied",
                { root, _ in root.addSublayer(imageLayer(image, frame: CGRect(x: 5, y: 4.5, width: 70, height: 55))) }
            ),
            (
                "copied twice, overlapping",
                { root, _ in
                    root.addSublayer(imageLayer(image, frame: CGRect(x: 5, y: 4.5, width: 70, height: 55)))
                    root.addSublayer(imageLayer(image, frame: CGRect(x: 30, y: 20, width: 70, height: 55)))
                }
            ),
            (
                "resampled",
                { root, _ in root.addSublayer(imageLayer(image, frame: CGRect(x: 5.3, y: 4, width: 60, height: 50))) }
            ),
            (
                "one translucent pixel",
                { root, _ in
                    root.addSublayer(imageLayer(almostOpaque, frame: CGRect(x: 5, y: 4.5, width: 70, height: 55)))
                }
            ),
            (
                "opacity 0.7",
                { root, _ in
                    let layer = imageLayer(image, frame: CGRect(x: 5, y: 4.5, width: 70, height: 55))
                    layer.opacity = 0.7
                    root.addSublayer(layer)
                }
            ),
            (
                "under a circular mask, a gradient over it",
                { root, _ in
                    let screen = imageLayer(image, frame: CGRect(x: 10, y: 5, width: 70, height: 55))
                    let dimming = CAGradientLayer()
                    dimming.frame = screen.bounds
                    dimming.colors = [CGColor(gray: 0, alpha: 0), CGColor(gray: 0, alpha: 0.5)]
                    screen.addSublayer(dimming)
                    let circle = CAShapeLayer()
                    circle.frame = screen.bounds
                    circle.path = CGPath(ellipseIn: CGRect(x: 8, y: 4, width: 50, height: 46), transform: nil)
                    screen.mask = circle
                    root.addSublayer(screen)
                }
            ),
            (
                "under a translucent circular mask",
                { root, _ in
                    let screen = imageLayer(image, frame: CGRect(x: 10, y: 5, width: 70, height: 55))
                    let circle = CAShapeLayer()
                    circle.frame = screen.bounds
                    circle.fillColor = CGColor(gray: 0, alpha: 0.6)
                    circle.path = CGPath(ellipseIn: CGRect(x: 8, y: 4, width: 50, height: 46), transform: nil)
                    screen.mask = circle
                    root.addSublayer(screen)
                }
            ),
        ]
        for (name, place) in cases {
            let (occluded, full) = frames(scene(place: place))
            XCTAssertEqual(occluded, full, name)
            let clear = LayerRenderer(size: size, scale: 2, background: nil)
            let clearReference = LayerRenderer(size: size, scale: 2, background: nil)
            clearReference.occludes = false
            let root = scene(place: place)
            XCTAssertEqual(clear.render(root, at: 0), clearReference.render(root, at: 0), "\(name), no background")
        }
        // The copy does hide what is behind it: the pixel shows the image's bytes, not the cards'.
        let copied = frames(
            scene { root, _ in root.addSublayer(imageLayer(image, frame: CGRect(x: 5, y: 4.5, width: 70, height: 55))) }
        ).0
        let (x, y) = (40, 31)
        let p = copied.pixel(x: 10 + x, y: 9 + y)
        XCTAssertEqual([p.r, p.g, p.b, p.a], [UInt8(((y * 140 + x) * 7) & 255), UInt8((y * 13) & 255), 255, 255])
    }

    /// A translucent front layer leaves the cards behind it visible: the frame differs from the one with
    /// the same layer opaque where the two overlap (so a wrong occluder would show).
    func testATranslucentFrontLayerShowsWhatIsBehind() async {
        let opaque = frames(scene { root, front in root.addSublayer(front) }).0
        let translucent = frames(
            scene { root, front in
                front.backgroundColor = CGColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.5)
                root.addSublayer(front)
            }
        ).0
        XCTAssertNotEqual(opaque.pixel(x: 80, y: 70).r, translucent.pixel(x: 80, y: 70).r)
    }
}
