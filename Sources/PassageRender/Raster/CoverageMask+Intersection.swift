// Clipping: the coverage of "inside A and inside B" is A × B / 255 per pixel, so masksToBounds, rounded
// clips and nested clips are products of masks. Exact for coverage 0 and 255 on either side.
import Foundation

extension CoverageMask {
    /// The per-pixel product of two masks (rounded, `div255`), over the intersection of their bounds.
    package func intersecting(_ other: CoverageMask) -> CoverageMask {
        let rect = bounds.intersection(other.bounds)
        guard !rect.isEmpty else { return .empty }
        var out = [UInt8](repeating: 0, count: rect.area)
        values.withUnsafeBufferPointer { a in
            other.values.withUnsafeBufferPointer { b in
                out.withUnsafeMutableBufferPointer { o in
                    for row in 0..<rect.height {
                        let ar = (rect.y + row - bounds.y) * bounds.width + (rect.x - bounds.x)
                        let br = (rect.y + row - other.bounds.y) * other.bounds.width + (rect.x - other.bounds.x)
                        let orow = row * rect.width
                        for i in 0..<rect.width {
                            o[orow + i] = UInt8(
                                truncatingIfNeeded: PixelMath.div255(UInt32(a[ar + i]) * UInt32(b[br + i])))
                        }
                    }
                }
            }
        }
        return CoverageMask(bounds: rect, values: out)
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
