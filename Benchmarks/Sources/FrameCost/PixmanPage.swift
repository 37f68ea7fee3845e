// One page of the fold for the cairo scene, composited by pixman: cairo's own transforms are affine
// only, pixman's are projective. The page's bitmap is a pixman image with a 3×3 transform (frame pixel →
// bitmap pixel) and a bilinear filter, composited OVER the frame along each frame row's span of the
// page's projected quad (plus 1.5 px either side so the bilinear fade at the edges is kept).
//
// Two things keep pixman's general projective path correct. It divides by w as `((uint64_t)x << 16) / w`
// (pixman 0.42, bits_image_fetch_general), which turns a negative source coordinate into garbage, so
// the bitmap sits inside a transparent border `padding` pixels wide and the transform is shifted by it:
// source coordinates stay positive, and nothing is composited far outside the quad. And the matrix is
// scaled before it becomes 16.16 fixed point (a projective matrix is defined up to scale), so the small
// perspective terms keep their precision.
import CPixman
import Foundation

/// A page bitmap placed in the frame by a projective transform.
final class PixmanPage {
    /// The transparent border around the bitmap, in pixels.
    static let padding = 64
    /// The padded bitmap's pixels (ARGB32, premultiplied).
    private let pixels: UnsafeMutablePointer<UInt32>
    /// The pixman image over `pixels`, transform and filter set.
    private let image: OpaquePointer
    /// Per frame row touched, the run of pixels composited.
    let spans: [(x: Int32, y: Int32, width: Int32)]

    /// A page showing `bitmap` through `forward`, the map from bitmap pixels to frame pixels (column-vector
    /// 3×3, homogeneous), in a `frameWidth` × `frameHeight` frame.
    init(bitmap: ScreenBitmap, forward: pixman_f_transform, frameWidth: Int, frameHeight: Int) {
        let pad = Self.padding
        let width = bitmap.width + 2 * pad
        let height = bitmap.height + 2 * pad
        pixels = .allocate(capacity: width * height)
        pixels.initialize(repeating: 0, count: width * height)
        let words = bitmap.argb32()
        for y in 0..<bitmap.height {
            (pixels + (y + pad) * width + pad).update(
                from: words.withUnsafeBufferPointer { $0.baseAddress! + y * bitmap.width },
                count: bitmap.width)
        }
        image = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height), pixels, Int32(width * 4))!

        // Frame pixel → padded bitmap pixel: the inverse of `forward`, then shifted by the border.
        var f = forward
        var inverse = pixman_f_transform()
        precondition(pixman_f_transform_invert(&inverse, &f) != 0, "page transform is singular")
        pixman_f_transform_translate(&inverse, nil, Double(pad), Double(pad))
        var largest = 0.0
        withUnsafeBytes(of: inverse.m) { for v in $0.bindMemory(to: Double.self) { largest = max(largest, abs(v)) } }
        withUnsafeMutableBytes(of: &inverse.m) { raw in
            for i in 0..<9 { raw.bindMemory(to: Double.self)[i] *= 32000 / largest }
        }
        var fixed = pixman_transform_t()
        precondition(pixman_transform_from_pixman_f_transform(&fixed, &inverse) != 0, "page transform out of range")
        pixman_image_set_transform(image, &fixed)
        pixman_image_set_filter(image, PIXMAN_FILTER_BILINEAR, nil, 0)

        spans = Self.spans(
            of: forward, bitmapWidth: bitmap.width, bitmapHeight: bitmap.height,
            frameWidth: frameWidth, frameHeight: frameHeight)
        // Every composited pixel must sample inside the padded bitmap (see the file comment).
        for span in spans {
            for x in [span.x, span.x + span.width - 1] {
                let (u, v) = Self.apply(inverse, Double(x) + 0.5, Double(span.y) + 0.5)
                precondition(u > 1 && v > 1, "a span samples outside the page's border")
            }
        }
    }

    deinit {
        pixman_image_unref(image)
        pixels.deallocate()
    }

    /// Composites the page OVER `frame`, span by span.
    func draw(into frame: OpaquePointer) {
        for span in spans {
            pixman_image_composite32(
                PIXMAN_OP_OVER, image, nil, frame,
                span.x, span.y, 0, 0, span.x, span.y, span.width, 1)
        }
    }

    /// The point (x, y) through a homogeneous 3×3 map.
    private static func apply(_ t: pixman_f_transform, _ x: Double, _ y: Double) -> (Double, Double) {
        let m = t.m
        let w = m.2.0 * x + m.2.1 * y + m.2.2
        return ((m.0.0 * x + m.0.1 * y + m.0.2) / w, (m.1.0 * x + m.1.1 * y + m.1.2) / w)
    }

    /// For each frame row the bitmap's projected quad crosses (one more above and below), the pixels
    /// between its left and right edges at the row's centre, widened by 1.5 px, clamped to the frame.
    private static func spans(
        of forward: pixman_f_transform, bitmapWidth: Int, bitmapHeight: Int,
        frameWidth: Int, frameHeight: Int
    ) -> [(x: Int32, y: Int32, width: Int32)] {
        let w = Double(bitmapWidth)
        let h = Double(bitmapHeight)
        let topLeft = apply(forward, 0, 0)
        let bottomLeft = apply(forward, 0, h)
        let topRight = apply(forward, w, 0)
        let bottomRight = apply(forward, w, h)
        let corners = [topLeft, bottomLeft, topRight, bottomRight]
        let firstRow = max(0, Int(corners.map(\.1).min()!.rounded(.down)) - 1)
        let lastRow = min(frameHeight - 1, Int(corners.map(\.1).max()!.rounded(.up)) + 1)
        func edgeX(_ a: (Double, Double), _ b: (Double, Double), atY y: Double) -> Double {
            abs(b.1 - a.1) < 1e-9 ? a.0 : a.0 + (y - a.1) * (b.0 - a.0) / (b.1 - a.1)
        }
        var result: [(x: Int32, y: Int32, width: Int32)] = []
        guard firstRow <= lastRow else { return result }
        for row in firstRow...lastRow {
            let y = Double(row) + 0.5
            let left = min(edgeX(topLeft, bottomLeft, atY: y), edgeX(topRight, bottomRight, atY: y))
            let right = max(edgeX(topLeft, bottomLeft, atY: y), edgeX(topRight, bottomRight, atY: y))
            let x0 = max(0, Int((left - 1.5).rounded(.down)))
            let x1 = min(frameWidth, Int((right + 1.5).rounded(.up)))
            if x1 > x0 { result.append((Int32(x0), Int32(row), Int32(x1 - x0))) }
        }
        return result
    }
}
