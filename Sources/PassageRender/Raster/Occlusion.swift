// Occlusion: pixels that a later stage replaces outright need not be drawn by earlier stages. A fill of an
// opaque colour stores that colour, whatever the pixel held, wherever its mask's coverage is 255
// (`Pixmap.fill`), so any stage drawn before it onto the same pixmap may skip those pixels: the pixmap
// ends up the same bit for bit. Every drawing loop walks its rows in segments and evaluates each pixel on
// its own, so drawing a row in pieces gives the bytes of drawing it whole.
//
// An opaque image copied unscaled at full opacity and unclipped stores its pixels the same way (`Pixmap.draw`
// takes its copy path; source-over of alpha 255 is the source).
//
// A cover keeps, per row, the first run of full coverage of one opaque fill (the whole interior of a
// convex shape), or the columns of a copied opaque image. The stage being drawn (`stage`) asks which covers of later stages meet its pixels, then
// per row for the columns none of those covers hide.
import Foundation

/// The fully covered pixels of the opaque fills of one pixmap's stages, each tagged with its stage.
package struct Occlusion: Sendable {
    /// One opaque fill's pixels of coverage 255, as one span of columns per row.
    package struct Cover: Sendable {
        /// The stage whose fill this is.
        let stage: Int
        /// Every pixel of the spans lies inside.
        let bounds: PixelRect
        /// Per row of `bounds`, the covered columns [lo, hi) in pixmap coordinates (lo == hi: none).
        let spans: [SIMD2<Int32>]

        /// Every pixel of `rect`, replaced by `stage`; nil when `rect` is empty.
        init?(rect: PixelRect, stage: Int) {
            guard !rect.isEmpty else { return nil }
            self.stage = stage
            bounds = rect
            spans = [SIMD2<Int32>](repeating: SIMD2(Int32(rect.x), Int32(rect.maxX)), count: rect.height)
        }

        /// The same pixels, replaced by `stage` instead, within `rows` only (nil when none is left there).
        func replaced(by stage: Int, rows: Range<Int>) -> Cover? {
            let top = max(bounds.y, rows.lowerBound)
            let bottom = min(bounds.maxY, rows.upperBound)
            guard top < bottom else { return nil }
            if top == bounds.y, bottom == bounds.maxY { return Cover(stage: stage, bounds: bounds, spans: spans) }
            return Cover(
                stage: stage, bounds: PixelRect(x: bounds.x, y: top, width: bounds.width, height: bottom - top),
                spans: Array(spans[(top - bounds.y)..<(bottom - bounds.y)]))
        }

        private init(stage: Int, bounds: PixelRect, spans: [SIMD2<Int32>]) {
            self.stage = stage
            self.bounds = bounds
            self.spans = spans
        }

        /// The columns every row of `rows` holds: [lo, hi) (lo ≥ hi: none).
        func commonSpan(rows: Range<Int>) -> (lo: Int, hi: Int) {
            guard rows.lowerBound >= bounds.y, rows.upperBound <= bounds.maxY, !rows.isEmpty else { return (0, 0) }
            var lo = Int32.min
            var hi = Int32.max
            for span in spans[(rows.lowerBound - bounds.y)..<(rows.upperBound - bounds.y)] {
                lo = max(lo, span.x)
                hi = min(hi, span.y)
            }
            return (Int(lo), Int(hi))
        }

        /// The first run of full coverage in each row of `mask` within `rows` (pixmap rows), filled by `stage`;
        /// nil when no pixel there has coverage 255.
        package init?(fullyCovered mask: CoverageMask, stage: Int, rows: Range<Int> = Int.min..<Int.max) {
            let b = mask.bounds
            guard !b.isEmpty else { return nil }
            let first = max(b.y, rows.lowerBound) - b.y
            let end = min(b.maxY, rows.upperBound) - b.y
            guard first < end else { return nil }
            var spans = [SIMD2<Int32>](repeating: .zero, count: b.height)
            var top = Int.max
            var bottom = Int.min
            var left = Int.max
            var right = Int.min
            mask.values.withUnsafeBufferPointer { m in
                for row in first..<end {
                    var runs = CoverageRuns(m.baseAddress! + row * b.width, count: b.width)
                    while let run = runs.next() {
                        guard run.coverage == 255 else { continue }
                        spans[row] = SIMD2(Int32(b.x + run.start), Int32(b.x + run.end))
                        top = min(top, row)
                        bottom = row + 1
                        left = min(left, b.x + run.start)
                        right = max(right, b.x + run.end)
                        break
                    }
                }
            }
            guard top < bottom else { return nil }
            self.stage = stage
            bounds = PixelRect(x: left, y: b.y + top, width: right - left, height: bottom - top)
            self.spans = Array(spans[top..<bottom])
        }
    }

    /// The covers, in stage order.
    package private(set) var covers: [Cover] = []
    /// The stage being drawn: covers of later stages hide pixels from it.
    package var stage = 0

    /// No cover.
    package init() {}

    /// Adds the fully covered pixels of `mask` within `rows`, filled opaque by `stage` (later than every stage
    /// added).
    package mutating func add(_ mask: CoverageMask, stage: Int, rows: Range<Int> = Int.min..<Int.max) {
        if let cover = Cover(fullyCovered: mask, stage: stage, rows: rows) { covers.append(cover) }
    }

    /// Adds the pixels of `cover` within `rows`, replaced by `stage` (later than every stage added).
    mutating func add(_ cover: Cover, replacedBy stage: Int, rows: Range<Int> = Int.min..<Int.max) {
        if let cover = cover.replaced(by: stage, rows: rows) { covers.append(cover) }
    }

    /// Adds the pixels of `rect` within `rows`, replaced outright by `stage` (later than every stage added): an
    /// opaque image copied there unscaled at full opacity stores its pixels whatever the pixmap held.
    mutating func add(replacing rect: PixelRect, stage: Int, rows: Range<Int> = Int.min..<Int.max) {
        let top = max(rect.y, rows.lowerBound)
        let bottom = min(rect.maxY, rows.upperBound)
        guard top < bottom else { return }
        if let cover = Cover(rect: PixelRect(x: rect.x, y: top, width: rect.width, height: bottom - top), stage: stage)
        {
            covers.append(cover)
        }
    }

    /// Whether one cover holds every pixel of `rect`: whatever is drawn, the pixels of `rect` end up opaque.
    func replacesAll(of rect: PixelRect) -> Bool {
        covers.contains { cover in
            guard cover.bounds.intersection(rect) == rect else { return false }
            let rows = (rect.y - cover.bounds.y)..<(rect.maxY - cover.bounds.y)
            return cover.spans[rows].allSatisfy { Int($0.x) <= rect.x && Int($0.y) >= rect.maxX }
        }
    }

    /// What hides pixels of `rect` from `stage`: the covers of later stages that meet `rect`; nil when none.
    package func hiding(_ rect: PixelRect) -> Hidden? {
        let front = covers.filter { $0.stage > stage && !$0.bounds.intersection(rect).isEmpty }
        return front.isEmpty ? nil : Hidden(covers: front)
    }

    /// Covers in front of one stage.
    package struct Hidden: Sendable {
        fileprivate let covers: [Cover]

        /// Calls `body(start, end)` for each run of the columns of `rect` on `row` that no cover hides, left
        /// to right; `start` and `end` count from `rect.x`.
        @inline(__always)
        package func forEachVisibleRun(row: Int, in rect: PixelRect, _ body: (Int, Int) -> Void) {
            withUnsafeTemporaryAllocation(of: SIMD2<Int>.self, capacity: covers.count) { hidden in
                var count = 0
                for cover in covers where row >= cover.bounds.y && row < cover.bounds.maxY {
                    let span = cover.spans[row - cover.bounds.y]
                    let lo = max(Int(span.x) - rect.x, 0)
                    let hi = min(Int(span.y) - rect.x, rect.width)
                    guard lo < hi else { continue }
                    // Insertion by start column.
                    var k = count
                    while k > 0 && hidden[k - 1].x > lo {
                        hidden[k] = hidden[k - 1]
                        k -= 1
                    }
                    hidden[k] = SIMD2(lo, hi)
                    count += 1
                }
                var start = 0
                for k in 0..<count {
                    let span = hidden[k]
                    if span.x > start { body(start, span.x) }
                    start = max(start, span.y)
                }
                if start < rect.width { body(start, rect.width) }
            }
        }
    }
}
