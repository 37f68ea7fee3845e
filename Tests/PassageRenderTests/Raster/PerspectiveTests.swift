import PassageCore
// Projective maps: outlines land where the homography puts them, images are sampled perspective-correctly,
// and nothing behind the viewer is projected.
import XCTest

@testable import PassageRender

final class PerspectiveTests: XCTestCase {
    typealias S = RasterTestSupport

    /// A 100×100 square rotated 45° about x with m34 = −1/500 about its centre: its outline's edges (the
    /// 50%-coverage lines) pass within 0.5 px of the projected corners, and the corners themselves, found
    /// by intersecting the measured edges, land within 0.5 px of where the homography puts them.
    func testPerspectiveSquareCornersLandWhereTheHomographySays() {
        let size = CGSize(width: 100, height: 100)
        let map = S.layerMap(
            size: size, transform: S.perspectiveRotation(angle: .pi / 4, x: 1, y: 0), position: CGPoint(x: 150, y: 150))
        let mask = CoverageMask(
            roundedRect: CGRect(origin: .zero, size: size), transform: map, within: S.canvas(300, 300))
        let tl = map.apply(CGPoint(x: 0, y: 0)).point
        let tr = map.apply(CGPoint(x: 100, y: 0)).point
        let bl = map.apply(CGPoint(x: 0, y: 100)).point
        let br = map.apply(CGPoint(x: 100, y: 100)).point
        // Sanity: rotating the top away makes the top edge narrower than the bottom.
        XCTAssertLessThan(tr.x - tl.x, br.x - bl.x)
        XCTAssertEqual(tl.y, tr.y, accuracy: 1e-9)

        // Top and bottom edges (horizontal): coverage-weighted extent of the centre column.
        let column = 150
        let rows = (0..<300).map { Double(mask.coverage(x: column, y: $0)) / 255 }
        let firstRow = rows.firstIndex { $0 > 0 }!
        let lastRow = rows.lastIndex { $0 > 0 }!
        let measuredTop = Double(firstRow + 1) - rows[firstRow]
        let measuredBottom = Double(lastRow) + rows[lastRow]
        XCTAssertEqual(measuredTop, Double(tl.y), accuracy: 0.5)
        XCTAssertEqual(measuredBottom, Double(bl.y), accuracy: 0.5)

        // Left and right edges: per full row, the uncovered area left of centre locates the left edge at
        // the row's mid-height (exact for a straight edge); compare with the projected edge line.
        var leftPoints: [(y: Double, x: Double)] = []
        var rightPoints: [(y: Double, x: Double)] = []
        for row in (firstRow + 1)..<lastRow {
            let ys = Double(row) + 0.5
            var leftGap = 0.0
            var rightGap = 0.0
            for x in 0..<column { leftGap += 1 - Double(mask.coverage(x: x, y: row)) / 255 }
            for x in column..<300 { rightGap += Double(mask.coverage(x: x, y: row)) / 255 }
            let lx = leftGap
            let rx = Double(column) + rightGap
            let t = (ys - Double(tl.y)) / Double(bl.y - tl.y)
            XCTAssertEqual(lx, Double(tl.x) + t * Double(bl.x - tl.x), accuracy: 0.5, "left edge, row \(row)")
            XCTAssertEqual(rx, Double(tr.x) + t * Double(br.x - tr.x), accuracy: 0.5, "right edge, row \(row)")
            leftPoints.append((ys, lx))
            rightPoints.append((ys, rx))
        }
        // Corners: extend the fitted left/right edges to the measured top and bottom.
        func fit(_ pts: [(y: Double, x: Double)]) -> (Double) -> Double {
            let n = Double(pts.count)
            let my = pts.map(\.y).reduce(0, +) / n
            let mx = pts.map(\.x).reduce(0, +) / n
            let slope =
                pts.map { ($0.y - my) * ($0.x - mx) }.reduce(0, +) / pts.map { ($0.y - my) * ($0.y - my) }.reduce(0, +)
            return { y in mx + slope * (y - my) }
        }
        let left = fit(leftPoints)
        let right = fit(rightPoints)
        for (measured, want) in [
            ((left(measuredTop), measuredTop), tl), ((right(measuredTop), measuredTop), tr),
            ((left(measuredBottom), measuredBottom), bl), ((right(measuredBottom), measuredBottom), br),
        ] {
            XCTAssertEqual(measured.0, Double(want.x), accuracy: 0.5)
            XCTAssertEqual(measured.1, Double(want.y), accuracy: 0.5)
        }
    }

    /// Perspective-correct sampling: the texel at a layer point shows at that point's projection, not at
    /// the affine interpolation of the corners (which misplaces it by several pixels here).
    func testImageIsSampledPerspectiveCorrectly() {
        // 100×100 image: left half red, right half green; the seam at layer x = 50 must land at H(50, y).
        var image = Pixmap(width: 100, height: 100)!
        image.fill(
            CoverageMask(bounds: PixelRect(x: 0, y: 0, width: 50, height: 100)),
            color: RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        image.fill(
            CoverageMask(bounds: PixelRect(x: 50, y: 0, width: 50, height: 100)),
            color: RGBA(red: 0, green: 1, blue: 0, alpha: 1))
        let size = CGSize(width: 100, height: 100)
        let map = S.layerMap(
            size: size, transform: S.perspectiveRotation(angle: .pi / 3, x: 0, y: 1, eye: 200),
            position: CGPoint(x: 150, y: 150))
        var out = Pixmap(width: 300, height: 300)!
        out.draw(
            image, from: CGRect(x: 0, y: 0, width: 100, height: 100), to: CGRect(origin: .zero, size: size),
            transform: map)
        let seam = map.apply(CGPoint(x: 50, y: 50)).point
        let affineSeam = (map.apply(CGPoint(x: 0, y: 50)).point.x + map.apply(CGPoint(x: 100, y: 50)).point.x) / 2
        XCTAssertGreaterThan(abs(seam.x - affineSeam), 3)
        let row = Int(seam.y)
        XCTAssertGreaterThan(out.pixel(x: Int(seam.x) - 2, y: row).r, 200)
        XCTAssertGreaterThan(out.pixel(x: Int(seam.x) + 2, y: row).g, 200)
    }

    /// A plane passing behind the viewer is cut at the eye plane, not projected through infinity: every
    /// fully covered pixel's centre maps back to a point of the layer in front of the viewer, and every
    /// uncovered one does not (checked by inverse mapping each pixel centre).
    func testPlaneCrossingTheViewerIsClippedNotWrapped() {
        // Eye at distance 100; a 400×400 layer tilted 80° so half of it passes behind the eye.
        let size = CGSize(width: 400, height: 400)
        let map = S.layerMap(
            size: size, transform: S.perspectiveRotation(angle: 80 * .pi / 180, x: 1, y: 0, eye: 100),
            position: CGPoint(x: 150, y: 150))
        XCTAssertLessThan(map.apply(CGPoint(x: 0, y: 0)).w * map.apply(CGPoint(x: 0, y: 400)).w, 0)
        let mask = CoverageMask(
            roundedRect: CGRect(origin: .zero, size: size), transform: map, within: S.canvas(300, 300))
        XCTAssertGreaterThan(mask.totalCoverage, 0)
        let inverse = map.inverted()!
        var checked = 0
        for y in 0..<300 {
            for x in 0..<300 {
                let value = mask.coverage(x: x, y: y)
                guard value == 0 || value == 255 else { continue }
                let p = inverse.apply(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)).point
                let w = map.apply(p).w
                let inside = w > 0 && p.x >= 0 && p.x <= 400 && p.y >= 0 && p.y <= 400
                XCTAssertEqual(value == 255, inside, "pixel (\(x), \(y))")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 80_000)
    }

    /// Drawing the same perspective image twice gives the same bytes.
    func testPerspectiveDrawIsDeterministic() {
        var image = Pixmap(width: 64, height: 64)!
        for i in 0..<(64 * 64) {
            image.pixels[i * 4] = UInt8(i & 255)
            image.pixels[i * 4 + 1] = UInt8((i >> 6) * 4)
            image.pixels[i * 4 + 3] = 255
        }
        let map = S.layerMap(
            size: CGSize(width: 64, height: 64), transform: S.perspectiveRotation(angle: 0.7, x: 1, y: 1),
            position: CGPoint(x: 50, y: 50))
        func render() -> Pixmap {
            var out = Pixmap(width: 100, height: 100)!
            out.draw(
                image, from: CGRect(x: 0, y: 0, width: 64, height: 64), to: CGRect(x: 0, y: 0, width: 64, height: 64),
                transform: map, opacity: 0.8)
            return out
        }
        let first = render()
        XCTAssertEqual(first, render())
        XCTAssertGreaterThan(first.pixels.lazy.filter { $0 != 0 }.count, 1000)
    }
}
