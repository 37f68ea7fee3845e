// Palette selection for GIF frames: median cut over the frame's colour histogram, then a few k-means passes.
// - At most `maxColors` distinct colours: the palette is exactly those colours (no loss).
// - Otherwise the colour box with the largest squared error (about its weighted mean) is split at the
//   pixel-weighted median of its channel of largest spread, until there are `maxColors` boxes; each box's mean
//   is an entry.
// - Lloyd (k-means) passes then move each entry to the mean of the colours nearest to it, when the histogram is
//   small enough for that to stay cheap.
// The histogram is sorted once and split with stable partitions, so the same histogram gives the same palette.

/// Median-cut palette quantization.
enum MedianCutQuantizer {
    /// One distinct colour and how many pixels have it.
    struct Entry {
        var r: Int32, g: Int32, b: Int32
        var count: Int
        var packed: UInt32 { GIFColor.opaque(Int(r), Int(g), Int(b)) }
    }

    /// A run of entries and its squared error about their weighted mean.
    private struct Box {
        var range: Range<Int>
        var error: Double
        var widestChannel: Int
    }

    /// Up to `maxColors` opaque packed colours representing `histogram` (packed colour → pixel count).
    static func palette(for histogram: [UInt32: Int], maxColors: Int, refinementPasses: Int = 1) -> [UInt32] {
        var entries = histogram.map { color, count in
            let c = GIFColor.components(color)
            return Entry(r: Int32(c.r), g: Int32(c.g), b: Int32(c.b), count: count)
        }
        entries.sort { $0.packed < $1.packed }
        guard entries.count > maxColors else { return entries.map(\.packed) }

        var boxes = [makeBox(entries, 0..<entries.count)]
        while boxes.count < maxColors {
            guard
                let worst = boxes.indices.filter({ boxes[$0].range.count > 1 }).max(by: {
                    boxes[$0].error < boxes[$1].error
                }),
                boxes[worst].error > 0
            else { break }
            let box = boxes[worst]
            let split = splitAtMedian(&entries, box.range, channel: box.widestChannel)
            boxes[worst] = makeBox(entries, box.range.lowerBound..<split)
            boxes.append(makeBox(entries, split..<box.range.upperBound))
        }
        var palette = boxes.map { mean(entries[$0.range]) }
        if entries.count * palette.count <= 40_000_000 {
            for _ in 0..<refinementPasses { palette = refine(palette, entries) }
        }
        return palette.map { GIFColor.opaque(Int($0.r), Int($0.g), Int($0.b)) }
    }

    @inline(__always)
    private static func key(_ e: Entry, _ channel: Int) -> Int32 {
        channel == 0 ? e.r : channel == 1 ? e.g : e.b
    }

    /// Reorders `range` so entries at or below the pixel-weighted median of `channel` come first (a stable
    /// partition, so the order stays deterministic) and returns where the upper part starts. Both parts are
    /// non-empty because the channel has more than one value in the box.
    private static func splitAtMedian(_ entries: inout [Entry], _ range: Range<Int>, channel: Int) -> Int {
        var weights = [Int](repeating: 0, count: 256)
        var low = Int32.max
        var high = Int32.min
        var total = 0
        for e in entries[range] {
            let k = key(e, channel)
            weights[Int(k)] += e.count
            total += e.count
            low = min(low, k)
            high = max(high, k)
        }
        var median = low
        var running = 0
        for value in Int(low)...Int(high) {
            running += weights[value]
            if running * 2 >= total {
                median = Int32(value)
                break
            }
        }
        median = min(max(median, low), high - 1)
        let lower = entries[range].filter { key($0, channel) <= median }
        let upper = entries[range].filter { key($0, channel) > median }
        entries.replaceSubrange(range, with: lower + upper)
        return range.lowerBound + lower.count
    }

    private static func makeBox(_ entries: [Entry], _ range: Range<Int>) -> Box {
        let m = mean(entries[range])
        var sums = [0.0, 0.0, 0.0]
        for e in entries[range] {
            let w = Double(e.count)
            sums[0] += w * sq(Double(e.r) - m.mr)
            sums[1] += w * sq(Double(e.g) - m.mg)
            sums[2] += w * sq(Double(e.b) - m.mb)
        }
        let widest = sums[0] >= sums[1] && sums[0] >= sums[2] ? 0 : (sums[1] >= sums[2] ? 1 : 2)
        return Box(range: range, error: sums[0] + sums[1] + sums[2], widestChannel: widest)
    }

    /// The pixel-weighted mean, exact and rounded.
    private static func mean(_ slice: ArraySlice<Entry>) -> (
        r: Int32, g: Int32, b: Int32, mr: Double, mg: Double, mb: Double
    ) {
        var total = 0
        var r = 0
        var g = 0
        var b = 0
        for e in slice {
            total += e.count
            r += Int(e.r) * e.count
            g += Int(e.g) * e.count
            b += Int(e.b) * e.count
        }
        let t = Double(max(total, 1))
        let mr = Double(r) / t
        let mg = Double(g) / t
        let mb = Double(b) / t
        return (Int32(mr.rounded()), Int32(mg.rounded()), Int32(mb.rounded()), mr, mg, mb)
    }

    /// One k-means pass: every entry joins its nearest palette colour; each colour moves to its members' mean.
    private static func refine(
        _ palette: [(r: Int32, g: Int32, b: Int32, mr: Double, mg: Double, mb: Double)],
        _ entries: [Entry]
    ) -> [(r: Int32, g: Int32, b: Int32, mr: Double, mg: Double, mb: Double)] {
        let search = NearestColorSearch(palette.map { GIFColor.opaque(Int($0.r), Int($0.g), Int($0.b)) })
        var sums = [(count: Int, r: Int, g: Int, b: Int)](repeating: (0, 0, 0, 0), count: palette.count)
        for e in entries {
            let i = search.nearest(e.packed)
            sums[i].count += e.count
            sums[i].r += Int(e.r) * e.count
            sums[i].g += Int(e.g) * e.count
            sums[i].b += Int(e.b) * e.count
        }
        return palette.indices.map { i in
            let s = sums[i]
            guard s.count > 0 else { return palette[i] }
            let t = Double(s.count)
            let mr = Double(s.r) / t
            let mg = Double(s.g) / t
            let mb = Double(s.b) / t
            return (Int32(mr.rounded()), Int32(mg.rounded()), Int32(mb.rounded()), mr, mg, mb)
        }
    }

    @inline(__always)
    private static func sq(_ x: Double) -> Double { x * x }
}
