// Still frames: a renderer shows its last frame again without drawing while nothing it was drawn from can
// have changed (`StillFrame`). Every kind of change must draw again, and every frame must equal the one drawn
// in full (`LayerRenderer.reusesStillFrames = false`) byte for byte, in small scenes and in whole demos.
import XCTest

@testable import PassageCore
@testable import PassageDemos
@_spi(Benchmarking) @testable import PassageRender
@testable import PassageUI

@MainActor
final class StillFrameTests: XCTestCase {
    private let size = CGSize(width: 90, height: 70)

    /// Whether two frames share their storage: the second is the first shown again.
    private func shareStorage(_ a: Pixmap, _ b: Pixmap) -> Bool {
        a.pixels.withUnsafeBytes { x in b.pixels.withUnsafeBytes { y in x.baseAddress == y.baseAddress } }
    }

    /// A scene with every kind of layer whose values the change log must see.
    @MainActor private struct Scene {
        let root = CALayer()
        let card = CALayer()
        let text = CATextLayer()
        let gradient = CAGradientLayer()
        let shape = CAShapeLayer()
        let replicator = CAReplicatorLayer()
        let dot = CALayer()
    }

    private func makeScene() -> Scene {
        FrameLoop().makeCurrent()
        CATransaction.setDisableActions(true)
        let scene = Scene()
        scene.root.frame = CGRect(origin: .zero, size: size)
        scene.card.frame = CGRect(x: 5, y: 5, width: 40, height: 30)
        scene.card.backgroundColor = CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        scene.text.frame = CGRect(x: 2, y: 2, width: 36, height: 14)
        scene.text.string = "Still"
        scene.text.fontSize = 10
        scene.card.addSublayer(scene.text)
        scene.gradient.frame = CGRect(x: 50, y: 5, width: 35, height: 30)
        scene.gradient.colors = [
            CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1),
        ]
        scene.shape.frame = CGRect(x: 5, y: 40, width: 30, height: 25)
        scene.shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 25), transform: nil)
        scene.shape.strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        scene.shape.lineWidth = 2
        scene.replicator.frame = CGRect(x: 45, y: 40, width: 40, height: 25)
        scene.replicator.instanceCount = 2
        scene.replicator.instanceTransform = CATransform3DMakeTranslation(12, 0, 0)
        scene.dot.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        scene.dot.backgroundColor = CGColor(red: 0.1, green: 0.7, blue: 0.2, alpha: 1)
        scene.replicator.addSublayer(scene.dot)
        for layer in [scene.card, scene.gradient, scene.shape, scene.replicator] { scene.root.addSublayer(layer) }
        return scene
    }

    /// A tree with no animation, rendered again with nothing changed, is the same frame without drawing.
    func testAStillTreeIsShownAgainWithoutDrawing() async {
        let scene = makeScene()
        let renderer = LayerRenderer(size: size, scale: 2)
        let first = renderer.render(scene.root, at: 0)
        let second = renderer.render(scene.root, at: 1)
        XCTAssertTrue(shareStorage(first, second))
        let reference = LayerRenderer(size: size, scale: 2)
        reference.reusesStillFrames = false
        XCTAssertTrue(reference.render(scene.root, at: 1).pixels == second.pixels)
        XCTAssertFalse(shareStorage(reference.render(scene.root, at: 2), reference.render(scene.root, at: 3)))
    }

    /// Each kind of change (plain values, object values, the stored properties of every layer class, the
    /// structure, a mask, another root) draws again, and the frame equals the one drawn in full.
    func testEveryKindOfChangeDrawsTheFrameAgain() async {
        let changes: [(String, (Scene) -> Void)] = [
            ("background colour", { $0.card.backgroundColor = CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1) }),
            ("position", { $0.card.position.x += 3 }),
            (
                "contents",
                { $0.card.contents = CGImage(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16)) }
            ),
            (
                "shadowPath",
                {
                    $0.card.shadowOpacity = 1
                    $0.card.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
                }
            ),
            (
                "contentsGravity",
                {
                    $0.card.contents = CGImage(
                        width: 2, height: 2, pixels: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 255])
                    $0.card.contentsGravity = .topLeft
                }
            ),
            ("text string", { $0.text.string = "Moved" }),
            ("text font size", { $0.text.fontSize = 14 }),
            ("text font", { $0.text.font = "DejaVuSans-Bold" }),
            ("text colour", { $0.text.foregroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1) }),
            (
                "text wrapping",
                {
                    $0.text.string = "Still and wrapped"
                    $0.text.isWrapped = true
                }
            ),
            ("text alignment", { $0.text.alignmentMode = .right }),
            (
                "text truncation",
                {
                    $0.text.string = "Still, and a long line"
                    $0.text.truncationMode = .end
                }
            ),
            ("gradient type", { $0.gradient.type = .radial }),
            (
                "gradient colours",
                {
                    $0.gradient.colors = [
                        CGColor(red: 0, green: 1, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 1, alpha: 1),
                    ]
                }
            ),
            ("gradient end point", { $0.gradient.endPoint = CGPoint(x: 1, y: 1) }),
            ("shape path", { $0.shape.path = CGPath(rect: CGRect(x: 2, y: 2, width: 20, height: 12), transform: nil) }),
            ("shape stroke end", { $0.shape.strokeEnd = 0.4 }),
            ("replicator count", { $0.replicator.instanceCount = 3 }),
            (
                "a sublayer added",
                { scene in
                    let extra = CALayer()
                    extra.frame = CGRect(x: 60, y: 20, width: 10, height: 10)
                    extra.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
                    scene.root.addSublayer(extra)
                }
            ),
            (
                "a mask set",
                { scene in
                    let mask = CALayer()
                    mask.frame = CGRect(x: 0, y: 0, width: 20, height: 30)
                    mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
                    scene.card.mask = mask
                }
            ),
            ("hidden", { $0.gradient.isHidden = true }),
        ]
        for (name, change) in changes {
            let scene = makeScene()
            let renderer = LayerRenderer(size: size, scale: 2)
            let before = renderer.render(scene.root, at: 0)
            XCTAssertTrue(shareStorage(before, renderer.render(scene.root, at: 0.5)), name)
            change(scene)
            let after = renderer.render(scene.root, at: 1)
            XCTAssertFalse(shareStorage(before, after), "\(name): drawn again")
            XCTAssertTrue(before.pixels != after.pixels, "\(name): the change shows")
            let reference = LayerRenderer(size: size, scale: 2)
            reference.reusesStillFrames = false
            XCTAssertTrue(
                after.pixels == reference.render(scene.root, at: 1).pixels, "\(name): equals the frame drawn in full")
        }
        let scene = makeScene()
        let other = makeScene()
        let renderer = LayerRenderer(size: size, scale: 2)
        let first = renderer.render(scene.root, at: 0)
        XCTAssertFalse(shareStorage(first, renderer.render(other.root, at: 0)), "another root is drawn")
    }

    /// A layer holding a finished animation (fill mode forwards, not removed) is recorded every frame: time
    /// still reaches the tree. A recording equal to the last one draws no pixel (`lastRedrawnBounds` empty) and
    /// gives the last frame again.
    func testAnAttachedAnimationIsDrawnEveryFrame() async {
        let scene = makeScene()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 0.5
        fade.duration = 0.2
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        scene.card.add(fade, forKey: "fade")
        let renderer = LayerRenderer(size: size, scale: 2)
        let midway = renderer.render(scene.root, at: 0.1)
        let late = renderer.render(scene.root, at: 1)
        XCTAssertFalse(midway.pixels == late.pixels)
        XCTAssertEqual(renderer.lastRedrawnBounds.map { !$0.isEmpty }, true)
        let later = renderer.render(scene.root, at: 2)
        XCTAssertEqual(renderer.lastRedrawnBounds, .empty)
        XCTAssertTrue(shareStorage(late, later))
    }

    /// Whole demos, recorded as `SceneRecorder` does, with one renderer reusing still frames and one drawing
    /// every frame side by side: every frame equal, byte for byte, and more than a tenth of them reused.
    func testDemoFramesEqualTheFramesDrawnInFull() async throws {
        let device = DeviceProfile(name: "small", size: CGSize(width: 375, height: 667), scale: 1)
        // Model changes every frame (a display link), text and Auto Layout, touches, dynamics, a backdrop blur.
        let names = ["drop-in-display-link", "autolayout-card", "sheet-detents", "physics-throw", "blur-present"]
        for name in names {
            let demo = try XCTUnwrap(DemoCatalog.named(name))
            let framesPerSecond = 10
            let (loop, window) = SceneRecorder.stage(demo, device: device, loopRate: framesPerSecond)
            let player = demo.trace(for: device.size).map { TouchTracePlayer(trace: $0) }
            let reusing = LayerRenderer(device: device)
            let reference = LayerRenderer(device: device)
            reference.reusesStillFrames = false
            let total = SceneRecorder.frameCount(demo, framesPerSecond: framesPerSecond, device: device)
            var previous: Pixmap?
            var reused = 0
            for frame in 0..<total {
                if frame > 0 { loop.step() }
                let shown = reusing.render(window.layer)
                if let previous, shareStorage(previous, shown) { reused += 1 }
                XCTAssertTrue(shown.pixels == reference.render(window.layer).pixels, "\(demo.name) frame \(frame)")
                previous = shown
            }
            player?.stop()
            XCTAssertGreaterThan(reused, total / 10, "\(demo.name): \(reused) of \(total) frames shown again")
        }
    }
}
