// The Core Animation layer demos: the cube push and edge-pan pop (CATransformLayer), the blur-in scrubbed by
// a paused property animator (UIVisualEffectView) and the gradient-dimmed sheet (CAGradientLayer), each
// checked at the start, middle and end of its motion, and rendered.
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos
@testable import PassageRender

@MainActor
final class LayersDemoTests: XCTestCase {
    private let device = DeviceProfile(name: "small", size: CGSize(width: 375, height: 667), scale: 1)

    private func frames(_ demo: Scene) throws -> [Pixmap] {
        let sink = try MemorySink(width: 375, height: 667, framesPerSecond: 10)
        try SceneRecorder.record(demo, device: device, framesPerSecond: 10, to: sink)
        XCTAssertEqual(sink.frames.count, SceneRecorder.frameCount(demo, framesPerSecond: 10))
        return sink.frames
    }

    private func rgb(_ frame: Pixmap, _ x: Int, _ y: Int) -> [UInt8] {
        let p = frame.pixel(x: x, y: y)
        return [p.r, p.g, p.b]
    }

    /// The cube turns in a transform-layer view: none before the push, a quarter turn halfway (cos 45° in
    /// its transform's m11, ease-in-out being symmetric), gone at the end with B shown flat; then the edge
    /// pan pops interactively and the pop finishes.
    func testCubePushAndEdgePanPopAtStartMiddleAndEnd() async {
        let stage = DemoStage()
        let scene = CubePushScene(in: stage.window)
        let player = TouchTracePlayer(trace: CubePushScene.trace(screen: stage.window.bounds.size))
        func cube() -> UIView? { scene.navigation.view.subviewsDeep.first { $0 is TransformLayerView } }
        stage.advance(to: CubePushScene.pushTime)
        stage.step()
        XCTAssertNotNil(cube(), "the push has begun")
        XCTAssertEqual(Double(cube()!.shownTransform.m11), 1, accuracy: 0.01, "start: not turned")
        stage.advance(to: CubePushScene.pushTime + 0.3)
        XCTAssertEqual(Double(cube()!.shownTransform.m11), cos(Double.pi / 4), accuracy: 0.02, "middle: an eighth turn")
        stage.advance(to: 1.0)
        XCTAssertNil(cube(), "end: the cube is taken down")
        XCTAssertEqual(scene.navigation.viewControllers.count, 2)
        XCTAssertEqual(scene.pushed?.view.transform3D.m11, 1)
        stage.advance(to: 1.5)
        XCTAssertEqual(scene.navigation.transitionCoordinator?.isInteractive, true, "the pan drives the pop")
        stage.advance(to: CubePushScene.duration)
        XCTAssertTrue(player.isFinished)
        XCTAssertEqual(scene.navigation.viewControllers.count, 1)
        XCTAssertEqual(
            scene.log.entries.filter { $0.hasPrefix("cube") || $0.hasPrefix("edge pan") },
            ["cube finished", "edge pan began", "edge pan ended: finish", "cube finished"])
    }

    /// Rendered, the cube's middle frame (0.5 s) shows A (systemTeal) on the left face and B (systemOrange)
    /// on the right; the last frame shows A alone.
    func testCubeRendersBothFacesMidTurn() async throws {
        let rendered = try frames(DemoCatalog.cubePush())
        XCTAssertEqual(rgb(rendered[5], 60, 600), [48, 176, 199])
        XCTAssertEqual(rgb(rendered[5], 330, 600), [255, 149, 0])
        XCTAssertEqual(rgb(rendered.last!, 330, 600), [48, 176, 199])
    }

    /// The blur follows the finger: no blur before the touch, a partial blur (between 0 and the style's
    /// radius) while the finger is part way, the full blur and the card in place at the end.
    func testBlurFollowsThePanAtStartMiddleAndEnd() async {
        let stage = DemoStage()
        let scene = BlurPresentScene(in: stage.window)
        let player = TouchTracePlayer(trace: BlurPresentScene.trace(screen: stage.window.bounds.size))
        func radius() -> Double { Double((scene.blur.layer.presentation() as? BackdropLayer)?.blurRadius ?? -1) }
        let full = Double(BlurPresentScene.style.backdrop.blurRadius)
        stage.advance(to: BlurPresentScene.touchDownTime)
        XCTAssertEqual(radius(), 0)
        stage.advance(to: 0.8)
        XCTAssertEqual(scene.animator?.state, .active)
        XCTAssertGreaterThan(radius(), 0.1 * full)
        XCTAssertLessThan(radius(), 0.7 * full)
        XCTAssertEqual(
            Double(scene.animator!.fractionComplete), radius() / full, accuracy: 1e-6, "linear: radius = fraction")
        stage.advance(to: BlurPresentScene.duration)
        XCTAssertTrue(player.isFinished)
        XCTAssertEqual(radius(), full, accuracy: 1e-9)
        assertRect(scene.card.shownFrame, scene.cardFrame(presented: true), accuracy: 1e-6)
        XCTAssertEqual(scene.log.entries.suffix(2), ["pan ended: finish", "blur animator ended at end"])
    }

    /// Rendered before the touch and at the end, A's first row (its blue avatar with white initials, at y 141) is
    /// sharp, then blurred: its contrast across the avatar falls by more than half.
    func testBlurRendersSharpThenBlurred() async {
        let stage = DemoStage()
        _ = BlurPresentScene(in: stage.window)
        _ = TouchTracePlayer(trace: BlurPresentScene.trace(screen: stage.window.bounds.size))
        let renderer = LayerRenderer(size: stage.window.bounds.size, scale: 1)
        func edgeContrast() -> Int {
            let frame = renderer.render(stage.window.layer)
            let row = (40..<120).map { Int(frame.pixel(x: $0, y: 141).r) }
            return row.max()! - row.min()!
        }
        // A's content is placed by its layout pass, which the first frame runs.
        stage.window.layoutIfNeeded()
        let sharp = edgeContrast()
        stage.advance(to: BlurPresentScene.duration)
        XCTAssertGreaterThan(sharp, 40)
        XCTAssertLessThan(edgeContrast(), sharp / 2)
    }

    /// The dimming gradient fades in and deepens: alpha 0 at the start, between at the middle of the spring,
    /// 1 at the end with its colors the dimmed ones; the sheet is up; then both leave.
    func testGradientSheetAtStartMiddleAndEnd() async {
        let stage = DemoStage()
        let scene = GradientSheetScene(in: stage.window)
        stage.advance(to: GradientSheetScene.presentTime)
        XCTAssertEqual(scene.dimming.shownAlpha, 0, accuracy: 1e-9)
        stage.advance(to: GradientSheetScene.presentTime + 0.15)
        XCTAssertGreaterThan(scene.dimming.shownAlpha, 0.1)
        XCTAssertLessThan(scene.dimming.shownAlpha, 0.99)
        let colors = (scene.dimming.layer.presentation() as? CAGradientLayer)?.colors as? [CGColor]
        XCTAssertGreaterThan(colors?.last?.alpha ?? 0, 0.2, "deepening")
        XCTAssertLessThan(colors?.last?.alpha ?? 1, 0.6)
        stage.advance(to: 1.2)
        XCTAssertEqual(scene.dimming.shownAlpha, 1, accuracy: 1e-3)
        XCTAssertEqual(scene.sheet.shownFrame.minY, scene.sheetFrame(shown: true).minY, accuracy: 0.5)
        stage.advance(to: GradientSheetScene.duration)
        XCTAssertEqual(scene.dimming.shownAlpha, 0, accuracy: 1e-9)
        assertRect(scene.sheet.shownFrame, scene.sheetFrame(shown: false), accuracy: 1e-6)
    }

    /// Rendered with the sheet up (1.2 s), the dimming darkens A toward the bottom: above the sheet, lower rows
    /// are darker than upper ones.
    func testGradientSheetRendersADarkeningGradient() async throws {
        let frame = try frames(DemoCatalog.gradientSheet())[12]
        let upper = frame.pixel(x: 10, y: 120)
        let lower = frame.pixel(x: 10, y: 250)
        XCTAssertLessThan(Int(lower.b), Int(upper.b) - 10)
        XCTAssertEqual(rgb(frame, 187, 600), [255, 255, 255], "the sheet")
    }
}

extension UIView {
    /// Every view under this one, depth first.
    fileprivate var subviewsDeep: [UIView] { subviews.flatMap { [$0] + $0.subviewsDeep } }
}
