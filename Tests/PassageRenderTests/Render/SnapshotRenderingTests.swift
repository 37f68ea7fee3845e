// Snapshots as pictures: with the render server installed on the frame loop, a snapshot holds a bitmap of
// the view as it looked (UIKit's snapshotView(afterScreenUpdates:)), pixel for pixel what rendering the
// view gives, and a resizable snapshot stretches only what lies inside its cap insets.
import XCTest

@testable import PassageCore
@testable import PassageDemos
@testable import PassageRender
@testable import PassageUI

@MainActor
final class SnapshotRenderingTests: XCTestCase {
    private let scale: CGFloat = 2

    /// A fresh loop with snapshot rendering at `scale`, and a 200 × 200 container holding a card at
    /// (40, 60, 100, 50) with rounded corners (partly covered pixels) and a half-transparent badge.
    private func scene() -> (loop: FrameLoop, container: UIView, card: UIView) {
        let loop = FrameLoop()
        loop.makeCurrent()
        LayerRenderer.installSnapshotRendering(in: loop, scale: scale)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView(frame: CGRect(x: 40, y: 60, width: 100, height: 50))
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        card.layer.cornerRadius = 12.5
        let badge = UIView(frame: CGRect(x: 10.5, y: 5, width: 20, height: 20))
        badge.backgroundColor = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        badge.alpha = 0.5
        card.addSubview(badge)
        container.addSubview(card)
        return (loop, container, card)
    }

    /// `frame`'s pixels in `rect` (device pixels) as a straight-alpha image.
    private func crop(_ frame: Pixmap, _ rect: PixelRect) -> CGImage {
        var part = Pixmap(width: rect.width, height: rect.height)!
        part.composite(frame, from: rect, atX: 0, y: 0)
        return part.makeImage()
    }

    /// The container rendered at `scale` on a transparent frame: what the card looks like in place.
    private func renderInPlace(_ container: UIView) -> Pixmap {
        LayerRenderer(size: container.bounds.size, scale: scale, background: nil).render(container.layer)
    }

    private func image(of view: UIView) -> CGImage? {
        view.layer.contents as? CGImage
    }

    /// A snapshot's contents is a bounds × scale bitmap, contentsScale the renderer's scale, whose pixels are
    /// exactly those of the view rendered in place; drawn back where the view was, it gives the same frame.
    func testSnapshotIsABitmapMatchingTheRenderedView() async throws {
        let (_, container, card) = scene()
        let expected = crop(renderInPlace(container), PixelRect(x: 80, y: 120, width: 200, height: 100))
        let snapshot = try XCTUnwrap(card.snapshotView(afterScreenUpdates: false))
        let bitmap = try XCTUnwrap(image(of: snapshot))
        XCTAssertEqual(bitmap.width, 200)
        XCTAssertEqual(bitmap.height, 100)
        XCTAssertEqual(snapshot.layer.contentsScale, scale)
        XCTAssertEqual(snapshot.layer.sublayers?.count ?? 0, 0, "no frozen tree beside the bitmap")
        XCTAssertTrue(bitmap.pixels == expected.pixels)
        XCTAssertEqual(bitmap.pixels[3], 0, "transparent outside the rounded corner")

        let before = renderInPlace(container)
        card.removeFromSuperview()
        snapshot.frame = CGRect(x: 40, y: 60, width: 100, height: 50)
        container.addSubview(snapshot)
        XCTAssertTrue(renderInPlace(container) == before, "the snapshot draws back exactly as the view did")
    }

    /// Changing the original afterwards (colour, subview frame, new subviews) leaves the bitmap as it was.
    func testSnapshotDoesNotChangeWhenTheOriginalChanges() async throws {
        let (loop, container, card) = scene()
        let snapshot = try XCTUnwrap(card.snapshotView(afterScreenUpdates: true))
        let taken = try XCTUnwrap(image(of: snapshot))
        let pixels = taken.pixels
        card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        card.subviews[0].frame = CGRect(x: 70, y: 20, width: 5, height: 5)
        card.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30)))
        loop.advance(frames: 30)
        XCTAssertTrue(image(of: snapshot) === taken)
        XCTAssertTrue(taken.pixels == pixels)
        XCTAssertFalse(
            crop(renderInPlace(container), PixelRect(x: 80, y: 120, width: 200, height: 100)).pixels == pixels,
            "the original did change")
        let redrawn = try XCTUnwrap(
            LayerRenderer.snapshotImage(of: snapshot.layer, rect: snapshot.bounds, scale: scale))
        XCTAssertTrue(redrawn.pixels == pixels)
    }

    /// A snapshot taken mid-animation shows the presented value at that moment, and stays so.
    func testSnapshotMidAnimationShowsThePresentedValue() async throws {
        let (loop, container, card) = scene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.subviews[0].center.x = 80 })
        loop.advance(frames: 30)
        let expected = crop(renderInPlace(container), PixelRect(x: 80, y: 120, width: 200, height: 100))
        let snapshot = try XCTUnwrap(card.snapshotView(afterScreenUpdates: false))
        XCTAssertTrue(try XCTUnwrap(image(of: snapshot)).pixels == expected.pixels)
        loop.advance(frames: 60)
        XCTAssertTrue(try XCTUnwrap(image(of: snapshot)).pixels == expected.pixels)
    }

    /// A snapshot of a snapshot renders the first one's bitmap: the same pixels.
    func testSnapshotOfASnapshotMatches() async throws {
        let (_, _, card) = scene()
        let first = try XCTUnwrap(card.snapshotView(afterScreenUpdates: false))
        let second = try XCTUnwrap(first.snapshotView(afterScreenUpdates: false))
        let a = try XCTUnwrap(image(of: first))
        let b = try XCTUnwrap(image(of: second))
        XCTAssertFalse(a === b)
        XCTAssertEqual(b.width, a.width)
        XCTAssertTrue(b.pixels == a.pixels)
    }

    /// A resizable snapshot of part of the view is that part's pixels, with the cap insets as contentsCenter.
    func testResizableSnapshotShowsThePartWithItsCapInsets() async throws {
        let (_, container, card) = scene()
        let insets = UIEdgeInsets(top: 2, left: 8, bottom: 4, right: 6)
        let part = try XCTUnwrap(
            card.resizableSnapshotView(
                from: CGRect(x: 5, y: 0, width: 40, height: 30), afterScreenUpdates: false,
                withCapInsets: insets))
        XCTAssertEqual(part.bounds.size, CGSize(width: 40, height: 30))
        let bitmap = try XCTUnwrap(image(of: part))
        let expected = crop(renderInPlace(container), PixelRect(x: 90, y: 120, width: 80, height: 60))
        XCTAssertTrue(bitmap.pixels == expected.pixels)
        let center = part.layer.contentsCenter
        XCTAssertEqual(center.minX, 8.0 / 40, accuracy: 1e-12)
        XCTAssertEqual(center.minY, 2.0 / 30, accuracy: 1e-12)
        XCTAssertEqual(center.width, 26.0 / 40, accuracy: 1e-12)
        XCTAssertEqual(center.height, 24.0 / 30, accuracy: 1e-12)
    }

    /// Resized wider, a resizable snapshot keeps its cap-inset columns pixel for pixel (left and right 8
    /// points) while the middle stretches.
    func testResizedSnapshotKeepsItsCapsAndStretchesTheMiddle() async throws {
        let (_, _, _) = scene()
        let strip = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        strip.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        for (x, color) in [
            (0.0, UIColor(red: 0, green: 0, blue: 1, alpha: 1)), (52.0, UIColor(red: 0, green: 1, blue: 0, alpha: 1)),
        ] {
            let cap = UIView(frame: CGRect(x: x, y: 0, width: 8, height: 40))
            cap.backgroundColor = color
            let dot = UIView(frame: CGRect(x: 1.5, y: 3.25, width: 5, height: 5))
            dot.backgroundColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
            dot.layer.cornerRadius = 2.5
            cap.addSubview(dot)
            strip.addSubview(cap)
        }
        let snapshot = try XCTUnwrap(
            strip.resizableSnapshotView(
                from: strip.bounds, afterScreenUpdates: false,
                withCapInsets: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)))
        func rendered() throws -> CGImage {
            try XCTUnwrap(LayerRenderer.snapshotImage(of: snapshot.layer, rect: snapshot.bounds, scale: scale))
        }
        let before = try rendered()
        XCTAssertTrue(
            before.pixels == image(of: strip.snapshotView(afterScreenUpdates: false)!)!.pixels,
            "unresized, it draws as the view did")
        snapshot.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        let after = try rendered()
        XCTAssertEqual(after.width, 200)
        let capPixels = Int(8 * scale)
        func columns(_ image: CGImage, _ range: Range<Int>) -> [UInt8] {
            (0..<image.height).flatMap { y in
                image.pixels[(y * image.width + range.lowerBound) * 4..<(y * image.width + range.upperBound) * 4]
            }
        }
        XCTAssertTrue(columns(after, 0..<capPixels) == columns(before, 0..<capPixels), "left cap unchanged")
        XCTAssertTrue(
            columns(after, (200 - capPixels)..<200) == columns(before, (120 - capPixels)..<120), "right cap unchanged")
        XCTAssertTrue(
            columns(after, capPixels..<(200 - capPixels)).chunked4.allSatisfy { $0 == [255, 0, 0, 255] },
            "the middle stretches its red")
    }

    /// Without an installed renderer a snapshot keeps the frozen layer tree (no bitmap); recording a demo
    /// installs the renderer at the device's scale, so snapshots taken in demos are bitmaps.
    func testSceneRecorderInstallsSnapshotRendering() async throws {
        FrameLoop().makeCurrent()
        XCTAssertNil(FrameLoop.current.snapshotRenderer)
        XCTAssertNil(
            UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).snapshotView(afterScreenUpdates: false)!.layer
                .contents)
        var taken: UIView?
        let demo = Scene(name: "snapshot-probe", summary: "takes one snapshot", duration: 0) { root in
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            box.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            root.addSubview(box)
            taken = box.snapshotView(afterScreenUpdates: false)
            return []
        }
        let device = DeviceProfile(name: "tiny", size: CGSize(width: 20, height: 20), scale: 3)
        try SceneRecorder.record(
            demo, device: device, framesPerSecond: 30, to: MemorySink(width: 60, height: 60, framesPerSecond: 30))
        XCTAssertEqual(FrameLoop.current.snapshotRenderer?.scale, 3)
        let bitmap = try XCTUnwrap(taken.flatMap(image(of:)))
        XCTAssertEqual(bitmap.width, 30)
        XCTAssertTrue(bitmap.pixels.chunked4.allSatisfy { $0 == [0, 255, 0, 255] })
    }
}

extension Array where Element == UInt8 {
    /// The bytes in groups of four (one RGBA pixel each).
    fileprivate var chunked4: [[UInt8]] {
        stride(from: 0, to: count, by: 4).map { Array(self[$0..<$0 + 4]) }
    }
}
