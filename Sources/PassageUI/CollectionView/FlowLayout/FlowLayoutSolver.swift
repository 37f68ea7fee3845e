// The flow layout's geometry as pure math: items packed into lines, lines stacked along the scroll axis.
// Everything is computed in axis-free terms ("cross" runs along a line, "main" is the scroll axis) and
// turned into rectangles at the end, so both scroll directions share one algorithm.
//
// The rules (COLLECTION_VIEWS.md §2.4): an item joins the current line while the line's width plus the
// minimum inter-item spacing plus the item's width fits; a full line spreads its items so the first is
// flush with the leading inset and the last with the trailing one (a lone item is centred); the section's
// last line keeps the grid's columns when its items share one size (as if the line were filled with copies
// of that item) and is left-aligned at the minimum spacing otherwise; items are centred across the line's
// thickness; lines are exactly `minimumLineSpacing` apart. Origins are rounded to the pixel grid.
import Foundation
import PassageCore

/// The inputs of one section of a flow layout, in points.
struct FlowSectionMetrics {
    var itemSizes: [CGSize]
    var inset: UIEdgeInsets
    var minimumLineSpacing: CGFloat
    var minimumInteritemSpacing: CGFloat
    var headerSize: CGSize
    var footerSize: CGSize
}

/// One line (a row when scrolling vertically, a column when scrolling horizontally) of a section.
struct FlowLine {
    /// The items of the line (indices in the section).
    var items: Range<Int>
    /// Where the line starts and how thick it is along the scroll axis.
    var mainStart: CGFloat
    var mainExtent: CGFloat
    var mainEnd: CGFloat { mainStart + mainExtent }
}

/// The solved geometry of one section, in content coordinates.
struct FlowSectionGeometry {
    /// The section's extent along the scroll axis, header and footer included.
    var mainStart: CGFloat
    var mainEnd: CGFloat
    var headerFrame: CGRect?
    var footerFrame: CGRect?
    var itemFrames: [CGRect]
    var lines: [FlowLine]
}

/// Solves flow-layout sections.
struct FlowLayoutSolver {
    /// The scroll axis.
    var direction: UICollectionView.ScrollDirection
    /// The content's extent across the scroll axis (the width for vertical scrolling), in points.
    var crossExtent: CGFloat
    /// Pixels per point; origins are rounded to multiples of 1/scale.
    var scale: CGFloat

    /// Lays out one section whose header starts at `mainStart` along the scroll axis.
    func solveSection(_ metrics: FlowSectionMetrics, mainStart: CGFloat) -> FlowSectionGeometry {
        let inset = metrics.inset
        let (crossLead, crossTrail, mainLead, mainTrail) =
            direction == .vertical
            ? (inset.left, inset.right, inset.top, inset.bottom)
            : (inset.top, inset.bottom, inset.left, inset.right)
        var cursor = mainStart
        var geometry = FlowSectionGeometry(
            mainStart: mainStart, mainEnd: mainStart, headerFrame: nil, footerFrame: nil,
            itemFrames: [], lines: [])
        let headerMain = main(metrics.headerSize)
        if headerMain > 0 {
            geometry.headerFrame = rect(cross: 0, main: cursor, crossLength: crossExtent, mainLength: headerMain)
            cursor += headerMain
        }
        cursor += mainLead
        let available = crossExtent - crossLead - crossTrail
        let sizes = metrics.itemSizes
        geometry.itemFrames = Array(repeating: .zero, count: sizes.count)
        var start = 0
        while start < sizes.count {
            // Pack: the first item always starts a line; others join while they fit at the minimum spacing.
            var used = cross(sizes[start])
            var end = start + 1
            while end < sizes.count, used + metrics.minimumInteritemSpacing + cross(sizes[end]) <= available {
                used += metrics.minimumInteritemSpacing + cross(sizes[end])
                end += 1
            }
            if !geometry.lines.isEmpty { cursor += metrics.minimumLineSpacing }
            let thickness = sizes[start..<end].reduce(0) { max($0, main($1)) }
            let crossOrigins = lineCrossOrigins(
                sizes[start..<end], isLast: end == sizes.count, available: available,
                minimumSpacing: metrics.minimumInteritemSpacing)
            for (offset, index) in (start..<end).enumerated() {
                let size = sizes[index]
                let crossOrigin = pixelAligned(crossLead + crossOrigins[offset])
                let mainOrigin = pixelAligned(cursor + (thickness - main(size)) / 2)
                geometry.itemFrames[index] = rect(
                    cross: crossOrigin, main: mainOrigin, crossLength: cross(size), mainLength: main(size))
            }
            geometry.lines.append(FlowLine(items: start..<end, mainStart: cursor, mainExtent: thickness))
            cursor += thickness
            start = end
        }
        cursor += mainTrail
        let footerMain = main(metrics.footerSize)
        if footerMain > 0 {
            geometry.footerFrame = rect(cross: 0, main: cursor, crossLength: crossExtent, mainLength: footerMain)
            cursor += footerMain
        }
        geometry.mainEnd = cursor
        return geometry
    }

    /// The offsets of a line's items from the leading inset, across the line.
    func lineCrossOrigins(_ sizes: ArraySlice<CGSize>, isLast: Bool, available: CGFloat, minimumSpacing: CGFloat)
        -> [CGFloat]
    {
        let widths = sizes.map(cross)
        let count = widths.count
        if isLast {
            let first = sizes[sizes.startIndex]
            if sizes.allSatisfy({ $0 == first }) {
                // Uniform last line: lay it out as if full of copies of its item, keeping the grid's columns.
                let width = cross(first)
                let fitting = max(
                    1, Int(((available + minimumSpacing) / (width + minimumSpacing) + 1e-9).rounded(.down)))
                if fitting == 1 { return Array(repeating: (available - width) / 2, count: count) }
                let gap = (available - CGFloat(fitting) * width) / CGFloat(fitting - 1)
                return (0..<count).map { CGFloat($0) * (width + gap) }
            }
            // Mixed sizes: left-aligned at exactly the minimum spacing.
            var origins: [CGFloat] = []
            var x: CGFloat = 0
            for width in widths {
                origins.append(x)
                x += width + minimumSpacing
            }
            return origins
        }
        if count == 1 { return [(available - widths[0]) / 2] }
        let gap = (available - widths.reduce(0, +)) / CGFloat(count - 1)
        var origins: [CGFloat] = []
        var x: CGFloat = 0
        for width in widths {
            origins.append(x)
            x += width + gap
        }
        return origins
    }

    /// The index of the first line whose far edge reaches `mainMin` (binary search; lines are sorted).
    static func firstLine(in lines: [FlowLine], reaching mainMin: CGFloat) -> Int {
        var low = 0
        var high = lines.count
        while low < high {
            let mid = (low + high) / 2
            if lines[mid].mainEnd < mainMin { low = mid + 1 } else { high = mid }
        }
        return low
    }

    func cross(_ size: CGSize) -> CGFloat { direction == .vertical ? size.width : size.height }
    func main(_ size: CGSize) -> CGFloat { direction == .vertical ? size.height : size.width }
    func mainRange(_ rect: CGRect) -> (CGFloat, CGFloat) {
        direction == .vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }

    func rect(cross: CGFloat, main: CGFloat, crossLength: CGFloat, mainLength: CGFloat) -> CGRect {
        direction == .vertical
            ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    func pixelAligned(_ value: CGFloat) -> CGFloat {
        guard scale > 0 else { return value }
        return (value * scale).rounded() / scale
    }
}
