// A frame of the same root is drawn again only where its recorded drawing changed, over a copy of the frame
// before (`DrawList.changedBounds`): every such frame must equal the frame drawn whole, byte for byte, and only
// the pixels of what changed (where it was and where it is) may be drawn.
import XCTest

@testable import PassageCore
@_spi(Benchmarking) @testable import PassageRender

@MainActor
final class DamagedRegionTests: XCTestCase {
    private let size = CGSize(width: 120, height: 160)

    @MainActor private struct Scene {
        let root = CALayer()
        let ball = CALayer()
        let card = CALayer()
        let masked = CALayer()
    }

    private func makeScene() -> Scene {
        FrameLoop().makeCurrent()
        CATransaction.setDisableActions(true)
        let scene = Scene()
        scene.root.frame = CGRect(origin: .zero, size: size)
        scene.root.backgroundColor = CGColor(red: 0.95, green: 0.93, blue: 0.9, alpha: 1)
        scene.card.frame = CGRect(x: 10, y: 30, width: 90, height: 40)
        scene.card.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        scene.card.cornerRadius = 8
        scene.card.shadowOpacity = 0.4
        scene.card.shadowRadius = 3
        scene.masked.frame = CGRect(x: 20, y: 90, width: 80, height: 50)
        scene.masked.contents = patternImage(width: 16, height: 10, seed: 4, translucentAlpha: 120)
        let circle = CAShapeLayer()
        circle.frame = scene.masked.bounds
        circle.path = CGPath(ellipseIn: CGRect(x: 5, y: 2, width: 60, height: 46), transform: nil)
        scene.masked.mask = circle
        scene.masked.opacity = 0.8
        scene.ball.frame = CGRect(x: 40, y: 60, width: 16, height: 16)
        scene.ball.cornerRadius = 8
        scene.ball.backgroundColor = CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 0.85)
        for layer in [scene.card, scene.masked, scene.ball] { scene.root.addSublayer(layer) }
        return scene
    }

    /// Frames where one small layer moves, over a shadowed card and a masked translucent group, are drawn in the
    /// pixels the layer left and entered only, and equal the frames drawn whole, on one and on two threads, at 1×
    /// and 3×.
    func testAMovingLayerRedrawsItsPixelsOnlyAndEqualsTheWholeFrame() async {
        for (scale, threads) in [(1.0, 1), (1.0, 2), (3.0, 2)] {
            let scene = makeScene()
            let renderer = LayerRenderer(size: size, scale: scale)
            renderer.drawingThreads = threads
            let reference = LayerRenderer(size: size, scale: scale)
            reference.reusesStillFrames = false
            reference.drawingThreads = threads
            XCTAssertEqual(renderer.render(scene.root, at: 0), reference.render(scene.root, at: 0))
            XCTAssertNil(renderer.lastRedrawnBounds, "the first frame is drawn whole")
            for step in 1...6 {
                let before = scene.ball.frame
                scene.ball.position.y += 7.5
                scene.ball.position.x += 3.25
                let frame = renderer.render(scene.root, at: Double(step))
                XCTAssertEqual(frame, reference.render(scene.root, at: Double(step)), "scale \(scale), step \(step)")
                guard let redrawn = renderer.lastRedrawnBounds else {
                    XCTFail("scale \(scale), step \(step): drawn whole")
                    continue
                }
                // The ball's old and new pixels, with at most two to spare each side (edge coverage).
                let moved = before.union(scene.ball.frame)
                let inner = PixelRect(
                    x: Int((moved.minX * scale).rounded(.down)), y: Int((moved.minY * scale).rounded(.down)),
                    width: 0, height: 0)
                let x1 = Int((moved.maxX * scale).rounded(.up))
                let y1 = Int((moved.maxY * scale).rounded(.up))
                XCTAssertTrue(
                    redrawn.x <= inner.x && redrawn.y <= inner.y && redrawn.maxX >= x1 && redrawn.maxY >= y1
                        && redrawn.x >= inner.x - 2 && redrawn.y >= inner.y - 2 && redrawn.maxX <= x1 + 2
                        && redrawn.maxY <= y1 + 2,
                    "scale \(scale), step \(step): \(redrawn), \(inner.x),\(inner.y)…\(x1),\(y1)")
            }
        }
    }

    /// Changes that reach other rows (the card's colour under the ball, the mask's path, the group's opacity,
    /// a layer added and removed) draw their pixels again; every frame equals the frame drawn whole.
    func testEveryChangeEqualsTheWholeFrame() async {
        let scene = makeScene()
        let renderer = LayerRenderer(size: size, scale: 2)
        renderer.drawingThreads = 2
        let reference = LayerRenderer(size: size, scale: 2)
        reference.reusesStillFrames = false
        let extra = CALayer()
        extra.frame = CGRect(x: 0, y: 0, width: 30, height: 12)
        extra.backgroundColor = CGColor(red: 0, green: 0.6, blue: 0.3, alpha: 1)
        let changes: [(String, () -> Void)] = [
            ("nothing", {}),
            ("card colour", { scene.card.backgroundColor = CGColor(red: 0.7, green: 0.2, blue: 0.5, alpha: 1) }),
            (
                "mask path",
                {
                    (scene.masked.mask as? CAShapeLayer)?.path = CGPath(
                        ellipseIn: CGRect(x: 10, y: 5, width: 50, height: 40), transform: nil)
                }
            ),
            ("group opacity", { scene.masked.opacity = 0.5 }),
            ("layer added", { scene.root.addSublayer(extra) }),
            ("layer moved", { extra.position.y += 100 }),
            ("layer removed", { extra.removeFromSuperlayer() }),
            ("ball hidden", { scene.ball.isHidden = true }),
        ]
        _ = renderer.render(scene.root, at: 0)
        for (step, (name, change)) in changes.enumerated() {
            change()
            let time = Double(step + 1)
            XCTAssertEqual(renderer.render(scene.root, at: time), reference.render(scene.root, at: time), name)
        }
    }

    /// A device renderer draws the status bar over the app: pixels of the bar drawn again get the bar again,
    /// and pixels left alone keep it; hiding and showing it draws its pixels again.
    func testTheStatusBarStaysOverRedrawnRows() async {
        let device = DeviceProfile.iPhoneSE.scaled(to: 1)
        FrameLoop().makeCurrent()
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: device.size)
        root.backgroundColor = CGColor(red: 0.9, green: 0.9, blue: 1, alpha: 1)
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 0, width: device.size.width, height: 30)
        bar.backgroundColor = CGColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 1)
        root.addSublayer(bar)
        let renderer = LayerRenderer(device: device)
        let reference = LayerRenderer(device: device)
        reference.reusesStillFrames = false
        _ = renderer.render(root, at: 0)
        let changes: [(String, () -> Void)] = [
            ("under the bar", { bar.backgroundColor = CGColor(red: 0.6, green: 0.1, blue: 0.1, alpha: 1) }),
            ("below the bar", { bar.position.y += 100 }),
            ("bar hidden", { renderer.statusBarAppearance.isHidden = true }),
            ("bar shown", { renderer.statusBarAppearance.isHidden = false }),
            ("bar content", { renderer.statusBarAppearance.content = .light }),
        ]
        for (step, (name, change)) in changes.enumerated() {
            change()
            reference.statusBarAppearance = renderer.statusBarAppearance
            let time = Double(step + 1)
            XCTAssertEqual(renderer.render(root, at: time), reference.render(root, at: time), name)
        }
    }
}
