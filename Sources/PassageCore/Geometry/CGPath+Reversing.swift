// A path traced backwards: every subpath from its end to its start, curves with their control points
// swapped, closed subpaths still closed (their closing line made explicit first, so the reversed loop
// covers the same outline).
import Foundation

extension CGPath {
    /// The path with every subpath reversed, subpaths in their original order.
    package func reversedSegments() -> [CGPathElementKind] {
        var result: [CGPathElementKind] = []
        var start: CGPoint?
        var pieces: [CGPathElementKind] = []
        func flush(closed: Bool) {
            defer {
                pieces = []
                start = nil
            }
            guard let first = start else { return }
            var ends = [first] + pieces.compactMap(\.endPoint)
            if closed, ends.last != first {
                pieces.append(.line(to: first))
                ends.append(first)
            }
            result.append(.move(to: ends[ends.count - 1]))
            for index in pieces.indices.reversed() {
                let from = ends[index]
                switch pieces[index] {
                case .line: result.append(.line(to: from))
                case .quad(let c, _): result.append(.quad(control: c, to: from))
                case .cubic(let c1, let c2, _): result.append(.cubic(control1: c2, control2: c1, to: from))
                case .move, .close: break
                }
            }
            if closed { result.append(.close) }
        }
        for element in storage {
            switch element {
            case .move(let p):
                flush(closed: false)
                start = p
            case .close:
                if start != nil { flush(closed: true) }
            default:
                if start == nil { start = result.last?.endPoint ?? .zero }
                pieces.append(element)
            }
        }
        flush(closed: false)
        return result
    }
}
