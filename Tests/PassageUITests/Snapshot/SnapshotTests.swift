// Snapshots show a view as it looked when taken, frozen, and can themselves be snapshotted: as a frozen layer
// tree without a snapshot renderer, as the renderer's bitmap with one (a stand-in renderer here; the real one's
// pixels are tested in PassageRenderTests).
import XCTest

@testable import PassageCore
@testable import PassageUI

@MainActor
final class SnapshotTests: XCTestCase {
    private func makeCard() -> UIView {
        let card = UIView(frame: CGRect(x: 40, y: 60, width: 100, height: 50))
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let badge = UIView(frame: CGRect(x: 10, y: 5, width: 20, height: 20))
        badge.alpha = 0.5
        card.addSubview(badge)
        return card
    }

    private func frozenRoot(of snapshot: UIView) -> CALayer {
        snapshot.layer.sublayers![0]
    }

    /// A snapshot has the view's bounds size and shows its layer tree, with the root placed at the origin.
    func testSnapshotHasTheViewsSizeAndContent() async {
        FrameLoop().makeCurrent()
        let card = makeCard()
        let snapshot = card.snapshotView(afterScreenUpdates: false)!
        XCTAssertEqual(snapshot.bounds.size, CGSize(width: 100, height: 50))
        let root = frozenRoot(of: snapshot)
        XCTAssertEqual(root.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(root.backgroundColor, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(root.sublayers?.count, 1)
        XCTAssertEqual(root.sublayers![0].frame, CGRect(x: 10, y: 5, width: 20, height: 20))
        XCTAssertEqual(root.sublayers![0].opacity, 0.5)
    }

    /// Without a render server a snapshot says why it holds layers instead of pixels: one info diagnostic per
    /// frame loop, however many snapshots are taken.
    func testASnapshotWithoutARenderServerSaysWhy() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let card = makeCard()
        _ = card.snapshotView(afterScreenUpdates: false)
        _ = card.snapshotView(afterScreenUpdates: true)
        XCTAssertEqual(loop.diagnostics.map(\.code), [.snapshotWithoutRenderer])
        XCTAssertEqual(loop.diagnostics.first?.severity, .info)
        XCTAssertTrue(loop.diagnostics[0].message.contains("LayerRenderer.installSnapshotRendering(in:scale:)"))
    }

    /// Changing the original after the snapshot (colour, subview frame, new subviews) leaves the snapshot as it was.
    func testSnapshotDoesNotChangeWhenTheOriginalChanges() async {
        FrameLoop().makeCurrent()
        let card = makeCard()
        let snapshot = card.snapshotView(afterScreenUpdates: true)!
        card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        card.subviews[0].frame = CGRect(x: 70, y: 20, width: 5, height: 5)
        card.addSubview(UIView(frame: .zero))
        let root = frozenRoot(of: snapshot)
        XCTAssertEqual(root.backgroundColor, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(root.sublayers![0].frame, CGRect(x: 10, y: 5, width: 20, height: 20))
        XCTAssertEqual(root.sublayers?.count, 1)
    }

    /// A snapshot taken mid-animation holds the presented value at that moment, not the model value,
    /// and carries no animation.
    func testSnapshotFreezesThePresentedValuesMidAnimation() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(box)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.center.x = 105 })
        loop.advance(frames: 30)
        let snapshot = container.snapshotView(afterScreenUpdates: false)!
        let frozenBox = frozenRoot(of: snapshot).sublayers![0]
        XCTAssertEqual(frozenBox.position.x, 55, accuracy: 1e-9)
        XCTAssertNil(frozenBox.animationKeys())
        loop.advance(frames: 30)
        XCTAssertEqual(frozenBox.presentation()!.position.x, 55, accuracy: 1e-9)
    }

    /// A snapshot of a snapshot shows the same tree.
    func testSnapshotOfASnapshot() async {
        FrameLoop().makeCurrent()
        let first = makeCard().snapshotView(afterScreenUpdates: false)!
        let second = first.snapshotView(afterScreenUpdates: false)!
        XCTAssertEqual(second.bounds.size, CGSize(width: 100, height: 50))
        let nested = frozenRoot(of: second).sublayers![0]
        XCTAssertEqual(nested.backgroundColor, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(nested.sublayers![0].frame, CGRect(x: 10, y: 5, width: 20, height: 20))
    }

    /// A resizable snapshot of a part of the view is that part's size, clips to it, and shifts the content
    /// so the part's origin is at its origin.
    func testResizableSnapshotShowsTheRequestedPart() async {
        FrameLoop().makeCurrent()
        let card = makeCard()
        let part = card.resizableSnapshotView(
            from: CGRect(x: 5, y: 0, width: 30, height: 30), afterScreenUpdates: false,
            withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))!
        XCTAssertEqual(part.bounds.size, CGSize(width: 30, height: 30))
        XCTAssertTrue(part.layer.masksToBounds)
        XCTAssertEqual(frozenRoot(of: part).frame.origin, CGPoint(x: -5, y: 0))
        XCTAssertNil(card.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero))
    }

    /// A stand-in snapshot renderer at scale 2 that records what it is asked for and returns a grey bitmap
    /// of rect × 2 pixels (nil for rectangles narrower than `minimumWidth`).
    private func installRecordingRenderer(on loop: FrameLoop, minimumWidth: CGFloat = 0) -> () -> [(CALayer, CGRect)] {
        var requests: [(CALayer, CGRect)] = []
        loop.snapshotRenderer = FrameLoop.SnapshotRenderer(scale: 2) { layer, rect in
            requests.append((layer, rect))
            guard rect.width >= minimumWidth else { return nil }
            return CGImage(width: Int(rect.width * 2), height: Int(rect.height * 2), red: 128, green: 128, blue: 128)
        }
        return { requests }
    }

    /// With a snapshot renderer installed, a snapshot asks it for the view's layer and bounds and shows the
    /// bitmap as its contents at the renderer's scale, with no frozen tree and the whole image stretchable.
    func testWithARendererTheSnapshotHoldsItsBitmap() async throws {
        let loop = FrameLoop()
        loop.makeCurrent()
        let requests = installRecordingRenderer(on: loop)
        let card = makeCard()
        let snapshot = try XCTUnwrap(card.snapshotView(afterScreenUpdates: false))
        XCTAssertEqual(requests().count, 1)
        XCTAssertTrue(requests()[0].0 === card.layer)
        XCTAssertEqual(requests()[0].1, CGRect(x: 0, y: 0, width: 100, height: 50))
        let bitmap = try XCTUnwrap(snapshot.layer.contents as? CGImage)
        XCTAssertEqual(bitmap.width, 200)
        XCTAssertEqual(snapshot.layer.contentsScale, 2)
        XCTAssertEqual(snapshot.layer.contentsCenter, CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(snapshot.layer.contentsGravity, .resize)
        XCTAssertNil(snapshot.layer.sublayers)
        XCTAssertNil(snapshot.layer.animationKeys(), "setting the bitmap is not animated")
        XCTAssertEqual(snapshot.bounds.size, CGSize(width: 100, height: 50))
    }

    /// A resizable snapshot asks for its part and turns the cap insets into contentsCenter in unit
    /// coordinates of the image; insets that meet leave an empty centre, negative ones count as 0.
    func testWithARendererCapInsetsBecomeContentsCenter() async throws {
        let loop = FrameLoop()
        loop.makeCurrent()
        let requests = installRecordingRenderer(on: loop)
        let card = makeCard()
        let part = try XCTUnwrap(
            card.resizableSnapshotView(
                from: CGRect(x: 5, y: 10, width: 40, height: 20), afterScreenUpdates: false,
                withCapInsets: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 6)))
        XCTAssertEqual(requests().last?.1, CGRect(x: 5, y: 10, width: 40, height: 20))
        XCTAssertEqual(part.layer.contentsCenter, CGRect(x: 0.25, y: 0.25, width: 0.6, height: 0.5))
        XCTAssertEqual(
            SnapshotView.contentsCenter(
                capInsets: UIEdgeInsets(top: 30, left: -4, bottom: 30, right: 0),
                size: CGSize(width: 40, height: 20)),
            CGRect(x: 0, y: 1, width: 1, height: 0))
    }

    /// When the installed renderer cannot draw (it returns nil), the snapshot keeps the frozen tree.
    func testWhenTheRendererDeclinesTheSnapshotKeepsTheFrozenTree() async throws {
        let loop = FrameLoop()
        loop.makeCurrent()
        _ = installRecordingRenderer(on: loop, minimumWidth: 1000)
        let snapshot = try XCTUnwrap(makeCard().snapshotView(afterScreenUpdates: false))
        XCTAssertNil(snapshot.layer.contents)
        XCTAssertEqual(frozenRoot(of: snapshot).frame, CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    /// The renderer belongs to the frame loop: a fresh loop has none, so tests start from frozen trees.
    func testAFreshLoopHasNoSnapshotRenderer() async {
        let loop = FrameLoop()
        XCTAssertNil(loop.snapshotRenderer)
        XCTAssertEqual(FrameLoop.SnapshotRenderer(scale: -1) { _, _ in nil }.scale, 1)
    }
}
