import PassageCore
// The per-pixel fast paths (coverage runs, 16-bit SIMD lanes, block-skipping coverage resolve, phased
// box blur) give the same bytes as the plain per-pixel formulas they replace, pinned against reference
// implementations kept here: one pixel at a time, the mask read per pixel, no shortcuts.
import XCTest

@testable import PassageRender

final class FastPathExactnessTests: XCTestCase {
    typealias S = RasterTestSupport

    // MARK: Inputs

    /// A deterministic pseudo-random generator (xorshift), so every run sees the same inputs.
    private struct Noise {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        /// A valid premultiplied pixel; alpha is 0, 255 or anything, a third of the time each.
        mutating func pixel() -> UInt32 {
            let r = next()
            let a: UInt32 = [0, 255, UInt32(r >> 8 & 255)][Int(r % 3)]
            let c = { (v: UInt64) in UInt32(v & 255) * a / 255 }
            return c(r >> 16) | c(r >> 24) << 8 | c(r >> 32) << 16 | a << 24
        }
    }

    /// A w × h pixmap of noise, with transparent and opaque stretches in it.
    private func noisePixmap(_ w: Int, _ h: Int, seed: UInt64) -> Pixmap {
        var noise = Noise(state: seed)
        var p = Pixmap(width: w, height: h)!
        for i in 0..<(w * h) {
            let v = (i / 7) % 5 == 0 ? 0 : ((i / 11) % 4 == 0 ? 0xFF30_6090 : noise.pixel())
            for k in 0..<4 { p.pixels[i * 4 + k] = UInt8(truncatingIfNeeded: v >> (8 * UInt32(k))) }
        }
        return p
    }

    private func packed(_ p: Pixmap, _ i: Int) -> UInt32 {
        PixelMath.pack(p.pixels[i * 4], p.pixels[i * 4 + 1], p.pixels[i * 4 + 2], p.pixels[i * 4 + 3])
    }

    private func store(_ v: UInt32, _ p: inout Pixmap, _ i: Int) {
        for k in 0..<4 { p.pixels[i * 4 + k] = UInt8(truncatingIfNeeded: v >> (8 * UInt32(k))) }
    }

    /// Source-over of `p` at coverage `c` onto pixel i: the scalar rule every path must match.
    private func referenceBlend(_ p: UInt32, _ c: UInt32, _ out: inout Pixmap, _ i: Int) {
        guard c > 0 else { return }
        let s = c == 255 ? p : PixelMath.scale(p, by: c)
        store(PixelMath.sourceOver(s, packed(out, i)), &out, i)
    }

    // MARK: Arithmetic

    /// Four-pixel SIMD source-over and scale equal the scalar `sourceOver` and `scale` on every pixel.
    func testSIMDSourceOverAndScaleMatchScalarArithmetic() {
        var noise = Noise(state: 0x9E37_79B9_7F4A_7C15)
        for _ in 0..<20_000 {
            let s = (0..<4).map { _ in noise.pixel() }
            let d = (0..<4).map { _ in noise.pixel() }
            let c = UInt32(noise.next() & 255)
            let s4 = unsafeBitCast(SIMD4<UInt32>(s[0], s[1], s[2], s[3]), to: SIMD16<UInt8>.self)
            let d4 = unsafeBitCast(SIMD4<UInt32>(d[0], d[1], d[2], d[3]), to: SIMD16<UInt8>.self)
            let over = unsafeBitCast(PixelMath.sourceOver4(s4, d4), to: SIMD4<UInt32>.self)
            let scaled = unsafeBitCast(PixelMath.scale4(s4, by: UInt16(c)), to: SIMD4<UInt32>.self)
            for k in 0..<4 {
                XCTAssertEqual(over[k], PixelMath.sourceOver(s[k], d[k]))
                XCTAssertEqual(scaled[k], PixelMath.scale(s[k], by: c))
                XCTAssertEqual(
                    PixelMath.sourceOver(s[k], coverage: c, d[k]),
                    PixelMath.sourceOver(PixelMath.scale(s[k], by: c), d[k]))
            }
        }
    }

    /// The vector `div255` equals the scalar one for every product of two bytes.
    func testSIMDDivideBy255MatchesScalarForEveryProductOfTwoBytes() {
        for start in stride(from: 0, through: 65_025, by: 8) {
            let x = SIMD8<UInt16>((0..<8).map { UInt16(min(start + $0, 65_025)) })
            let got = PixelMath.div255(x)
            for k in 0..<8 { XCTAssertEqual(UInt32(got[k]), PixelMath.div255(UInt32(x[k])), "x = \(x[k])") }
        }
    }

    /// The vector bilinear mix equals three scalar `lerpExpanded` calls (columns first, then between them).
    func testSIMDBilinearMatchesThreeScalarLerps() {
        var noise = Noise(state: 42)
        for _ in 0..<20_000 {
            let p00 = noise.pixel()
            let p10 = noise.pixel()
            let p01 = noise.pixel()
            let p11 = noise.pixel()
            let fu = noise.next() & 255
            let fv = noise.next() & 255
            let left = PixelMath.lerpExpanded(PixelMath.expand(p00), PixelMath.expand(p01), fv)
            let right = PixelMath.lerpExpanded(PixelMath.expand(p10), PixelMath.expand(p11), fv)
            let want = PixelMath.compress(PixelMath.lerpExpanded(left, right, fu))
            let got = PixelMath.bilinear(
                top: UInt64(p00) | UInt64(p10) << 32, bottom: UInt64(p01) | UInt64(p11) << 32,
                fv: UInt16(fv), fu: UInt16(fu))
            XCTAssertEqual(got, want)
        }
    }

    /// Coverage runs cover exactly the non-zero bytes, each run one value, for runs of every length.
    func testCoverageRunsPartitionTheNonZeroBytes() {
        var noise = Noise(state: 7)
        var row: [UInt8] = []
        while row.count < 2000 {
            let v: UInt8 = [0, 255, UInt8(noise.next() & 255)][Int(noise.next() % 3)]
            row += [UInt8](repeating: v, count: Int(noise.next() % 40) + 1)
        }
        var seen = [UInt8](repeating: 0, count: row.count)
        row.withUnsafeBufferPointer { buf in
            var runs = CoverageRuns(buf.baseAddress!, count: buf.count)
            var last = 0
            while let run = runs.next() {
                XCTAssertGreaterThanOrEqual(run.start, last)
                XCTAssertLessThan(run.start, run.end)
                for i in run.start..<run.end { seen[i] = UInt8(run.coverage) }
                last = run.end
            }
        }
        XCTAssertEqual(seen, row)
    }

    // MARK: Painting

    /// Layer maps that take every sampling path: perspective, affine with a sub-pixel offset, rotation
    /// with scaling, a magnification, a turn about the x axis under perspective and a mirror (rows that
    /// stay level: one source row pair per device row), and a strong minification (level rows too wide
    /// in the source to mix first).
    private var maps: [LayerHomography] {
        [
            S.layerMap(
                size: CGSize(width: 90, height: 70),
                transform: S.perspectiveRotation(angle: 0.6, x: 0.3, y: 1, eye: 200),
                position: CGPoint(x: 60, y: 50)),
            LayerHomography(m: (1, 0, 0, 0, 1, 0, 3.37, 2.61, 1)),
            LayerHomography(m: (0.9, 0.3, 0, -0.25, 0.95, 0, 20.3, 4.7, 1)),
            LayerHomography(m: (1.7, 0, 0, 0, 1.3, 0, -5.5, -3.25, 1)),
            S.layerMap(
                size: CGSize(width: 90, height: 70), transform: S.perspectiveRotation(angle: 0.9, x: 1, y: 0, eye: 150),
                position: CGPoint(x: 58.3, y: 49.6)),
            LayerHomography(m: (-0.8, 0, 0, 0, 1.1, 0, 95.3, 4.4, 1)),
            LayerHomography(m: (0.1, 0, 0, 0, 0.12, 0, 30.2, 40.6, 1)),
        ]
    }

    /// Which maps draw their rows through the level-row path (a mixed source row per device row).
    func testLevelRowsAreThoseThatMapIntoOneSourceRow() {
        let dr = CGRect(x: 0, y: 0, width: 90, height: 70)
        let levels = maps.map { map in
            let place = LayerHomography(m: (dr.width / 37, 0, 0, 0, dr.height / 29, 0, 0, 0, 1))
            let inverse = place.concatenating(map).inverted()!
            return TextureSampler(inverse: inverse, minX: 0, maxX: 36, minY: 0, maxY: 28).mixedRowCapacity > 0
        }
        XCTAssertEqual(levels, [false, true, false, true, true, true, true])
        XCTAssertEqual(TextureSampler(inverse: .identity, minX: 3, maxX: 12, minY: 0, maxY: 5).mixedRowCapacity, 11)
    }

    /// The original sampler, one pixel at a time through the mask (bilinear or nearest).
    private func referenceDraw(
        _ source: Pixmap, _ dr: CGRect, _ map: LayerHomography, op: UInt32, clip: CoverageMask?,
        nearest: Bool, onto out: inout Pixmap
    ) {
        // Source pixels → layer rect → device, as `draw` composes them.
        let sx = Double(dr.width) / Double(source.width)
        let sy = Double(dr.height) / Double(source.height)
        let place = LayerHomography(m: (sx, 0, 0, 0, sy, 0, Double(dr.minX), Double(dr.minY), 1))
        let inverse = place.concatenating(map).inverted()!.m
        let limit = clip.map { $0.bounds.intersection(out.pixelBounds) } ?? out.pixelBounds
        var mask = CoverageMask(roundedRect: dr, transform: map, within: limit)
        if let clip { mask = mask.intersecting(clip) }
        let maxX = Double(source.width - 1)
        let maxY = Double(source.height - 1)
        func clampRound(_ v: Double, _ lo: Double, _ hi: Double) -> Int {
            let a = v < hi ? v : hi
            return Int((a > lo ? a : lo).rounded(.toNearestOrEven))
        }
        for y in mask.bounds.y..<mask.bounds.maxY {
            for x in mask.bounds.x..<mask.bounds.maxX {
                let cov = UInt32(mask.coverage(x: x, y: y))
                let c = op == 255 ? cov : PixelMath.div255(cov * op)
                guard c > 0 else { continue }
                let px = Double(x) + 0.5
                let py = Double(y) + 0.5
                let h = inverse
                let X = px * (256 * h.0 - 128 * h.2) + (py * (256 * h.3 - 128 * h.5) + (256 * h.6 - 128 * h.8))
                let Y = px * (256 * h.1 - 128 * h.2) + (py * (256 * h.4 - 128 * h.5) + (256 * h.7 - 128 * h.8))
                let W = px * h.2 + (py * h.5 + h.8)
                let p: UInt32
                if nearest {
                    let r = 1 / (256 * W)
                    let iu = clampRound(X * r, 0, maxX)
                    let iv = clampRound(Y * r, 0, maxY)
                    p = packed(source, iv * source.width + iu)
                } else {
                    let r = 1 / W
                    let U = clampRound(X * r, 0, maxX * 256)
                    let V = clampRound(Y * r, 0, maxY * 256)
                    let iu = U >> 8
                    let iv = V >> 8
                    let fu = UInt64(U & 255)
                    let fv = UInt64(V & 255)
                    let iu1 = min(iu + 1, source.width - 1)
                    let iv1 = min(iv + 1, source.height - 1)
                    let t = { (u: Int, v: Int) in PixelMath.expand(self.packed(source, v * source.width + u)) }
                    let left = PixelMath.lerpExpanded(t(iu, iv), t(iu, iv1), fv)
                    let right = PixelMath.lerpExpanded(t(iu1, iv), t(iu1, iv1), fv)
                    p = PixelMath.compress(PixelMath.lerpExpanded(left, right, fu))
                }
                referenceBlend(p, c, &out, y * out.width + x)
            }
        }
    }

    /// Drawing a pixmap (bilinear and nearest, opaque and translucent, clipped and not) through every map
    /// gives the bytes of the one-pixel-at-a-time reference sampler.
    func testDrawMatchesThePerPixelReferenceSampler() {
        let source = noisePixmap(37, 29, seed: 3)
        let background = noisePixmap(120, 100, seed: 5)
        let dr = CGRect(x: 0, y: 0, width: 90, height: 70)
        let clip = CoverageMask(
            roundedRect: CGRect(x: 10.5, y: 8.25, width: 95, height: 80),
            radii: CornerRadii(
                cornerRadius: 17, maskedCorners: [.layerMinXMinYCorner, .layerMaxXMaxYCorner],
                size: CGSize(width: 95, height: 80)),
            transform: .identity, within: background.pixelBounds)
        for (index, map) in maps.enumerated() {
            for opacity in [1.0, 0.6] {
                for clipped in [false, true] {
                    for nearest in [false, true] {
                        var fast = background
                        var slow = background
                        fast.draw(
                            source, from: CGRect(x: 0, y: 0, width: 37, height: 29), to: dr, transform: map,
                            opacity: opacity,
                            clip: clipped ? clip : nil, filter: nearest ? .nearest : .bilinear)
                        referenceDraw(
                            source, dr, map, op: PixelMath.unitToByte(opacity), clip: clipped ? clip : nil,
                            nearest: nearest, onto: &slow)
                        XCTAssertEqual(
                            fast, slow, "map \(index), opacity \(opacity), clipped \(clipped), nearest \(nearest)")
                        XCTAssertNotEqual(fast, background)
                    }
                }
            }
        }
    }

    /// Sampling, compositing and filling with several overlapping opaque covers in front (in either
    /// order, one partly off the pixmap) leave the covered pixels unpainted and, once the covers are
    /// painted, give the bytes of drawing everything in full, under every map.
    func testDrawingBehindOpaqueCoversSparesOnlyWhatTheyReplace() {
        let source = noisePixmap(37, 29, seed: 19)
        let background = noisePixmap(120, 100, seed: 23)
        let dr = CGRect(x: 0, y: 0, width: 90, height: 70)
        let radii = CornerRadii(topLeft: 9, topRight: 9, bottomRight: 9, bottomLeft: 9)
        let covers = [
            CoverageMask(
                roundedRect: CGRect(x: 20.5, y: 15.25, width: 50, height: 40), radii: radii, transform: .identity,
                within: background.pixelBounds),
            CoverageMask(
                roundedRect: CGRect(x: 45.75, y: 30, width: 90, height: 30), radii: radii,
                transform: LayerHomography(m: (0.95, 0.2, 0, -0.2, 0.95, 0, 0, 0, 1)), within: background.pixelBounds),
            CoverageMask(
                roundedRect: CGRect(x: 5, y: 60.5, width: 30, height: 25), transform: .identity,
                within: background.pixelBounds),
        ]
        let faces = [
            RGBA(red: 0.9, green: 0.8, blue: 0.4, alpha: 1), RGBA(red: 0.2, green: 0.5, blue: 0.9, alpha: 1),
            RGBA(red: 0.3, green: 0.9, blue: 0.5, alpha: 1),
        ]
        for (index, map) in maps.enumerated() {
            for order in [[0, 1, 2], [2, 1, 0]] {
                var occlusion = Occlusion()
                for (k, cover) in order.enumerated() { occlusion.add(covers[cover], stage: k + 1) }
                let shape = CoverageMask(roundedRect: dr, radii: radii, transform: map, within: background.pixelBounds)
                var full = background
                var spared = background
                full.draw(source, from: CGRect(x: 0, y: 0, width: 37, height: 29), to: dr, transform: map, opacity: 0.8)
                full.composite(source, atX: 40, y: 35, clip: shape)
                full.fill(shape, color: faces[1], opacity: 0.5)
                spared.draw(
                    source, from: CGRect(x: 0, y: 0, width: 37, height: 29), to: dr, transform: map, opacity: 0.8,
                    hiddenBy: occlusion)
                spared.composite(source, atX: 40, y: 35, clip: shape, hiddenBy: occlusion)
                spared.fill(shape, color: faces[1], opacity: 0.5, hiddenBy: occlusion)
                XCTAssertNotEqual(spared, full, "map \(index): nothing spared")
                for cover in order {
                    full.fill(covers[cover], color: faces[cover])
                    spared.fill(covers[cover], color: faces[cover])
                }
                XCTAssertEqual(spared, full, "map \(index), covers \(order)")
            }
        }
    }

    /// Solid fills (opaque and translucent) and unscaled composites (with and without a clip, at full and
    /// partial opacity) give the bytes of the per-pixel reference.
    func testFillAndCompositeMatchThePerPixelReference() {
        let background = noisePixmap(120, 100, seed: 11)
        let shape = CoverageMask(
            roundedRect: CGRect(x: 0, y: 0, width: 90, height: 70),
            radii: CornerRadii(
                cornerRadius: 12,
                maskedCorners: [
                    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
                ], size: CGSize(width: 90, height: 70)),
            transform: maps[0], within: background.pixelBounds)
        for color in [
            RGBA(red: 0.2, green: 0.7, blue: 0.4, alpha: 1), RGBA(red: 1, green: 0.5, blue: 0.1, alpha: 0.45),
        ] {
            var fast = background
            var slow = background
            fast.fill(shape, color: color, opacity: 1)
            let src = PixelMath.premultipliedPixel(color)
            for y in shape.bounds.y..<shape.bounds.maxY {
                for x in shape.bounds.x..<shape.bounds.maxX {
                    referenceBlend(src, UInt32(shape.coverage(x: x, y: y)), &slow, y * slow.width + x)
                }
            }
            XCTAssertEqual(fast, slow, "fill \(color)")
        }
        let source = noisePixmap(83, 61, seed: 13)
        for opacity in [1.0, 0.7] {
            for clip in [nil, shape] {
                var fast = background
                var slow = background
                fast.composite(source, atX: 17, y: 9, opacity: opacity, clip: clip)
                let op = PixelMath.unitToByte(opacity)
                for y in 9..<70 {
                    for x in 17..<100 {
                        let cov = clip.map { UInt32($0.coverage(x: x, y: y)) } ?? 255
                        let c = op == 255 ? cov : PixelMath.div255(cov * op)
                        referenceBlend(packed(source, (y - 9) * source.width + x - 17), c, &slow, y * slow.width + x)
                    }
                }
                XCTAssertEqual(fast, slow, "composite opacity \(opacity), clipped \(clip != nil)")
            }
        }
    }

    /// A fill through a blurred mask (a shadow, whose coverage changes from pixel to pixel) gives the bytes
    /// of the per-pixel reference; leaving it out where an opaque fill painted next fully covers
    /// (`Occlusion`) changes nothing once that fill is painted, under every map.
    func testShadowFillMatchesThePerPixelReferenceAndSparesOnlyWhatIsCovered() {
        let background = noisePixmap(120, 100, seed: 17)
        let rect = CGRect(x: 0, y: 0, width: 80, height: 60)
        let radii = CornerRadii(topLeft: 10, topRight: 10, bottomRight: 10, bottomLeft: 10)
        let tint = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        let face = RGBA(red: 0.9, green: 0.8, blue: 0.4, alpha: 1)
        let src = PixelMath.premultipliedPixel(tint, opacity: 0.35)
        for (index, map) in maps.enumerated() {
            let card = CoverageMask(roundedRect: rect, radii: radii, transform: map, within: background.pixelBounds)
            let shadow = CoverageMask(
                roundedRect: rect, radii: radii, transform: map.translatedInLayer(dx: 1.5, dy: 3),
                within: background.pixelBounds.outset(dx: 16, dy: 16)
            ).blurred(sigma: 4)
            var fast = background
            var slow = background
            var spared = background
            fast.fill(shadow, color: tint, opacity: 0.35)
            for y in 0..<background.height {
                for x in 0..<background.width {
                    referenceBlend(src, UInt32(shadow.coverage(x: x, y: y)), &slow, y * slow.width + x)
                }
            }
            XCTAssertEqual(fast, slow, "map \(index)")
            var occlusion = Occlusion()
            occlusion.add(card, stage: 1)
            spared.fill(shadow, color: tint, opacity: 0.35, hiddenBy: occlusion)
            XCTAssertNotEqual(spared, fast, "map \(index): nothing spared")
            spared.fill(card, color: face)
            fast.fill(card, color: face)
            XCTAssertEqual(spared, fast, "map \(index)")
        }
    }

    // MARK: Coverage and blur

    /// Writing untouched 32-column blocks of a coverage row as runs gives the bytes of summing every
    /// cell: a perspective rounded rect, a wide star under both fill rules, a shape wider than the limit.
    func testBlockSkippingResolveMatchesSummingEveryCell() {
        let star = DevicePolygon(contours: [
            (0..<11).map { k -> CGPoint in
                let a = Double(k) * 4 * .pi / 11
                let r = 140.0
                return CGPoint(x: 150 + r * cos(a) * 1.3, y: 150 + r * sin(a))
            }
        ])
        let rrect = LayerShape.roundedRect(
            CGRect(x: 0, y: 0, width: 90, height: 70),
            radii: CornerRadii(
                cornerRadius: 20, maskedCorners: [.layerMinXMinYCorner, .layerMaxXMaxYCorner],
                size: CGSize(width: 90, height: 70)),
            tolerance: 0.05)
        let shapes = [maps[0].deviceContours(rrect), star, S.rect(-40.3, 10.7, 500, 80.2)]
        for (index, shape) in shapes.enumerated() {
            for rule in [RasterFillRule.nonZero, .evenOdd] {
                for limit in [S.canvas(300, 300), PixelRect(x: 37, y: 5, width: 200, height: 290)] {
                    let fast = CoverageMask(filling: shape, rule: rule, within: limit)
                    let slow = CoverageMask(filling: shape, rule: rule, within: limit, resolvingEveryCell: true)
                    XCTAssertEqual(fast, slow, "shape \(index), \(rule), limit \(limit)")
                    XCTAssertGreaterThan(fast.totalCoverage, 0)
                }
            }
        }
    }

    /// The phased box passes give the bytes of the original per-value-tested sliding window, for blurs
    /// narrower and wider than the mask.
    func testPhasedBoxBlurMatchesTheTestedWindow() {
        let shape = CoverageMask(filling: S.rect(3.3, 2.6, 23.1, 9.4), within: S.canvas(30, 14))
        for sigma in [0.7, 2.5, 9, 40] {
            let widths = CoverageMask.boxWidths(sigma: sigma)
            let reach = widths.reduce(0) { $0 + ($1 - 1) / 2 }
            let out = shape.bounds.outset(dx: reach, dy: reach)
            var a = [Int32](repeating: 0, count: out.area)
            for row in 0..<shape.bounds.height {
                for col in 0..<shape.bounds.width {
                    a[(row + reach) * out.width + col + reach] =
                        Int32(shape.values[row * shape.bounds.width + col]) << 8
                }
            }
            func pass(_ a: [Int32], count: Int, lines: Int, index: (Int, Int) -> Int, width: Int) -> [Int32] {
                var b = a
                let r = (width - 1) / 2
                let recip = (Int64(1) << 32) / Int64(width)
                for line in 0..<lines {
                    var sum: Int64 = 0
                    for k in 0..<min(r, count) { sum += Int64(a[index(line, k)]) }
                    for k in 0..<count {
                        if k + r < count { sum += Int64(a[index(line, k + r)]) }
                        if k - r - 1 >= 0 { sum -= Int64(a[index(line, k - r - 1)]) }
                        b[index(line, k)] = Int32((sum * recip + (Int64(1) << 31)) >> 32)
                    }
                }
                return b
            }
            for width in widths {
                a = pass(a, count: out.width, lines: out.height, index: { $0 * out.width + $1 }, width: width)
            }
            for width in widths {
                a = pass(a, count: out.height, lines: out.width, index: { $1 * out.width + $0 }, width: width)
            }
            let want = CoverageMask(bounds: out, values: a.map { UInt8(clamping: ($0 + 128) >> 8) })
            XCTAssertEqual(shape.blurred(sigma: sigma), want, "σ = \(sigma)")
        }
    }
}
