// An 8-bit coverage mask over a rectangle of device pixels: how much of each pixel a shape covers
// (0 = none, 255 = all). Shapes rasterize into masks, clips intersect masks, painting reads them.
// Invariant: `values.count == bounds.area`; pixels outside `bounds` have coverage 0.
import Foundation

/// Per-pixel coverage in 0…255 over `bounds`, row-major, top row first.
package struct CoverageMask: Equatable, Sendable {
    /// The pixels the mask describes; everything outside is uncovered.
    package let bounds: PixelRect
    /// `bounds.width × bounds.height` coverage bytes.
    package var values: [UInt8]

    /// A mask from explicit values; `values.count` must equal `bounds.area`.
    package init(bounds: PixelRect, values: [UInt8]) {
        precondition(values.count == bounds.area, "CoverageMask needs \(bounds.area) values, got \(values.count)")
        self.bounds = bounds
        self.values = values
    }

    /// A mask with every pixel of `bounds` at `coverage` (255: a plain rectangular clip).
    package init(bounds: PixelRect, filledWith coverage: UInt8 = 255) {
        self.bounds = bounds
        values = [UInt8](repeating: coverage, count: bounds.area)
    }

    /// The mask that covers nothing.
    package static let empty = CoverageMask(bounds: .empty, values: [])

    /// Coverage of pixel (x, y) in device coordinates; 0 outside `bounds`.
    package func coverage(x: Int, y: Int) -> UInt8 {
        guard x >= bounds.x, x < bounds.maxX, y >= bounds.y, y < bounds.maxY else { return 0 }
        return values[(y - bounds.y) * bounds.width + (x - bounds.x)]
    }

    /// The sum of all coverage values (255 per fully covered pixel).
    package var totalCoverage: Int {
        values.reduce(0) { $0 + Int($1) }
    }

    /// The same coverage moved by whole pixels.
    package func offsetBy(dx: Int, dy: Int) -> CoverageMask {
        CoverageMask(
            bounds: PixelRect(x: bounds.x + dx, y: bounds.y + dy, width: bounds.width, height: bounds.height),
            values: values)
    }

    /// The smallest sub-rectangle holding every non-zero value (`.empty` when nothing is covered). Rows are
    /// scanned eight bytes at a time from each end.
    package var coveredBounds: PixelRect {
        var x0 = Int.max
        var y0 = Int.max
        var x1 = Int.min
        var y1 = Int.min
        let w = bounds.width
        values.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            for row in 0..<bounds.height {
                let line = base + row * w
                var first = 0
                while first + 8 <= w, line.loadUnaligned(fromByteOffset: first, as: UInt64.self) == 0 { first += 8 }
                while first < w, line.load(fromByteOffset: first, as: UInt8.self) == 0 { first += 1 }
                guard first < w else { continue }
                var end = w
                while end - 8 >= first, line.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self) == 0 { end -= 8 }
                while line.load(fromByteOffset: end - 1, as: UInt8.self) == 0 { end -= 1 }
                x0 = min(x0, first)
                x1 = max(x1, end)
                y0 = min(y0, row)
                y1 = row + 1
            }
        }
        guard x0 < x1 else { return .empty }
        return PixelRect(x: bounds.x + x0, y: bounds.y + y0, width: x1 - x0, height: y1 - y0)
    }
}
