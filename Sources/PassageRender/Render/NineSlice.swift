// Nine-slice scaling of layer contents (Core Animation's contentsCenter): the source rectangle is cut in
// three along each axis by the centre rectangle; the outer parts keep their size (image pixels /
// contentsScale points), the middle takes the rest of the destination. Pure math: rectangles in, pieces out.
//
// Rules it keeps:
// - With no fixed edges (a centre covering the source) there is one piece, the source onto the destination,
//   so contents without a contentsCenter draw exactly as before.
// - When the destination is shorter than the two fixed edges of an axis, both shrink in proportion and the
//   middle gets nothing.
// - A middle with no source width (a zero-width centre) shows the one pixel line centred on its position.
// - Pieces with no destination area are left out; pieces tile the destination with no gap or overlap.
import Foundation

/// The pieces a layer's contents is drawn in when it has a contentsCenter.
package enum NineSlice {
    /// The source rectangles (image pixels) and where each lands (layer points), at most nine.
    /// - Parameters:
    ///   - source: the part of the image shown (contentsRect × image size), in pixels.
    ///   - center: the stretchable part (contentsCenter × image size), in pixels; clamped into `source`.
    ///   - destination: where the whole source lands, in layer points.
    ///   - contentsScale: image pixels per point of the fixed edges (non-positive or non-finite: 1).
    package static func pieces(
        source: CGRect, center: CGRect, destination: CGRect,
        contentsScale: Double
    ) -> [(source: CGRect, destination: CGRect)] {
        let s = source.standardized
        let d = destination.standardized
        let c = center.standardized
        guard c.minX.isFinite, c.minY.isFinite, c.maxX.isFinite, c.maxY.isFinite else { return [(s, d)] }
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let columns = segments(
            Double(s.minX), Double(s.maxX), Double(c.minX), Double(c.maxX),
            Double(d.minX), Double(d.maxX), scale: scale)
        let rows = segments(
            Double(s.minY), Double(s.maxY), Double(c.minY), Double(c.maxY),
            Double(d.minY), Double(d.maxY), scale: scale)
        var result: [(source: CGRect, destination: CGRect)] = []
        result.reserveCapacity(columns.count * rows.count)
        for row in rows {
            for column in columns {
                result.append(
                    (
                        CGRect(x: column.s0, y: row.s0, width: column.s1 - column.s0, height: row.s1 - row.s0),
                        CGRect(x: column.d0, y: row.d0, width: column.d1 - column.d0, height: row.d1 - row.d0)
                    ))
            }
        }
        return result
    }

    /// One axis: source span s0…s3 cut at the centre span c1…c2, onto the destination span d0…d3.
    private static func segments(
        _ s0: Double, _ s3: Double, _ c1: Double, _ c2: Double, _ d0: Double, _ d3: Double,
        scale: Double
    ) -> [(s0: Double, s1: Double, d0: Double, d1: Double)] {
        let lo = min(max(c1, s0), s3)
        let hi = min(max(c2, lo), s3)
        var before = (lo - s0) / scale
        var after = (s3 - hi) / scale
        let length = d3 - d0
        if before + after > length {
            let k = length / (before + after)
            before *= k
            after *= k
        }
        let d1 = d0 + before
        let d2 = before + after >= length ? d1 : d3 - after
        var middle = (lo, hi)
        if hi - lo <= 0, s3 - s0 > 0 {
            // A zero-width centre: the pixel line centred on it.
            let width = min(1, s3 - s0)
            let start = min(max(lo - width / 2, s0), s3 - width)
            middle = (start, start + width)
        }
        let all = [(s0, lo, d0, d1), (middle.0, middle.1, d1, d2), (hi, s3, d2, d3)]
        return all.filter { $0.3 > $0.2 && $0.1 > $0.0 }
    }
}
