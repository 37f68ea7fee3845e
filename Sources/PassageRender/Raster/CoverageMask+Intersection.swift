// Clipping: the coverage of "inside A and inside B" is A × B / 255 per pixel, so masksToBounds, rounded
// clips and nested clips are products of masks. Exact for coverage 0 and 255 on either side.
import Foundation

extension CoverageMask {
    /// The per-pixel product of two masks (rounded, `div255`), over the intersection of their bounds.
    package func intersecting(_ other: CoverageMask) -> CoverageMask {
        let rect = bounds.intersection(other.bounds)
        guard !rect.isEmpty else { return .empty }
        // A clip full over the other's pixels (a child inside its parent's rounded corners) leaves them as
        // they are: no product to make, and no copy when they are all kept.
        if other.coversFully(rect) { return cropped(to: rect) }
        if coversFully(rect) { return other.cropped(to: rect) }
        // `multiplyRow` writes every value of every row.
        let out = [UInt8](unsafeUninitializedCapacity: rect.area) { o, count in
            values.withUnsafeBufferPointer { a in
                other.values.withUnsafeBufferPointer { b in
                    for row in 0..<rect.height {
                        let ar = (rect.y + row - bounds.y) * bounds.width + (rect.x - bounds.x)
                        let br = (rect.y + row - other.bounds.y) * other.bounds.width + (rect.x - other.bounds.x)
                        let orow = row * rect.width
                        Self.multiplyRow(
                            a.baseAddress! + ar, b.baseAddress! + br, o.baseAddress! + orow, count: rect.width)
                    }
                }
            }
            count = rect.area
        }
        return CoverageMask(bounds: rect, values: out)
    }

    /// Whether every value inside `rect` (which lies within `bounds`) is 255. The edge rows are read first,
    /// where a shape that is not full over `rect` usually shows it, so such a shape costs little to refuse.
    func coversFully(_ rect: PixelRect) -> Bool {
        values.withUnsafeBufferPointer { v in
            func rowIsFull(_ y: Int) -> Bool {
                let start = v.baseAddress! + (y - bounds.y) * bounds.width + (rect.x - bounds.x)
                return Self.isFull(start, count: rect.width)
            }
            guard rowIsFull(rect.y), rowIsFull(rect.maxY - 1) else { return false }
            for y in rect.y + 1..<max(rect.y + 1, rect.maxY - 1) where !rowIsFull(y) { return false }
            return true
        }
    }

    /// Whether the `n` values at `p` are all 255, sixteen at a time (as two 64-bit words: `==` on a SIMD
    /// vector compares lane by lane).
    @inline(__always)
    static func isFull(_ p: UnsafePointer<UInt8>, count n: Int) -> Bool {
        let raw = UnsafeRawPointer(p)
        var i = 0
        while i &+ 16 <= n {
            let all =
                raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                & raw.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self)
            guard all == ~0 else { return false }
            i &+= 16
        }
        while i < n {
            guard p[i] == 255 else { return false }
            i &+= 1
        }
        return true
    }

    /// `o[i] = div255(a[i] · b[i])` for `n` values: sixteen at a time (a run where one side is all 255 copies
    /// the other), the products in 16-bit lanes, even and odd bytes apart; the same bits as one at a time.
    @inline(__always)
    static func multiplyRow(
        _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ o: UnsafeMutablePointer<UInt8>, count n: Int
    ) {
        var i = 0
        while i &+ 16 <= n {
            let x = UnsafeRawPointer(a + i).loadUnaligned(as: SIMD16<UInt8>.self)
            let y = UnsafeRawPointer(b + i).loadUnaligned(as: SIMD16<UInt8>.self)
            let product: SIMD16<UInt8>
            if isFull(x) {
                product = y
            } else if isFull(y) {
                product = x
            } else {
                let xw = unsafeBitCast(x, to: SIMD8<UInt16>.self)
                let yw = unsafeBitCast(y, to: SIMD8<UInt16>.self)
                // t = p + 128 ≤ 65 153 and t + t/256 ≤ 65 407: div255 stays within 16 bits.
                let te = (xw & 0x00FF) &* (yw & 0x00FF) &+ 128
                let to = (xw &>> 8) &* (yw &>> 8) &+ 128
                let even = (te &+ (te &>> 8)) &>> 8
                let odd = (to &+ (to &>> 8)) &>> 8
                product = unsafeBitCast(even | (odd &<< 8), to: SIMD16<UInt8>.self)
            }
            UnsafeMutableRawPointer(o + i).storeBytes(of: product, as: SIMD16<UInt8>.self)
            i &+= 16
        }
        while i < n {
            o[i] = UInt8(truncatingIfNeeded: PixelMath.div255(UInt32(a[i]) &* UInt32(b[i])))
            i &+= 1
        }
    }

    /// Whether all sixteen values are 255, compared as two 64-bit words.
    @inline(__always)
    private static func isFull(_ v: SIMD16<UInt8>) -> Bool {
        let words = unsafeBitCast(v, to: SIMD2<UInt64>.self)
        return words[0] & words[1] == ~0
    }

    /// The mask limited to `rect` (values outside dropped): the rows' values copied as they are (the
    /// product with full coverage).
    package func cropped(to rect: PixelRect) -> CoverageMask {
        let kept = rect.intersection(bounds)
        if kept == bounds { return self }
        guard !kept.isEmpty else { return .empty }
        let values = [UInt8](unsafeUninitializedCapacity: kept.area) { out, count in
            self.values.withUnsafeBufferPointer { source in
                for row in 0..<kept.height {
                    let from = (kept.y + row - bounds.y) * bounds.width + (kept.x - bounds.x)
                    (out.baseAddress! + row * kept.width).initialize(
                        from: source.baseAddress! + from, count: kept.width)
                }
            }
            count = kept.area
        }
        return CoverageMask(bounds: kept, values: values)
    }

    /// Every value scaled by `opacity` in [0, 1] (rounded to 1/255 steps first).
    package func scaled(by opacity: Double) -> CoverageMask {
        let k = PixelMath.unitToByte(opacity)
        if k == 255 { return self }
        return CoverageMask(
            bounds: bounds, values: values.map { UInt8(truncatingIfNeeded: PixelMath.div255(UInt32($0) * k)) })
    }
}
