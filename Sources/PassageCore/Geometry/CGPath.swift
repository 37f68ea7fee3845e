// CoreGraphics' immutable path: an ordered list of move/line/curve/close elements.
// Invariant: a plain CGPath never changes after init (only the CGMutablePath subclass mutates).
import Foundation

/// An immutable graphics path (CoreGraphics' `CGPath`).
public class CGPath: Equatable, @unchecked Sendable {
    /// The elements; mutated only by `CGMutablePath`.
    var storage: [CGPathElementKind]

    /// Creates a path from elements given in path coordinates.
    package init(segments: [CGPathElementKind]) {
        storage = segments
    }

    /// Creates a path containing the rectangle `rect` (one closed subpath), optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.storage)
    }

    /// Creates a path containing the ellipse inscribed in `rect`, optionally transformed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.storage)
    }

    /// Creates a rounded-rectangle path with elliptical corners of the given radii, optionally transformed.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(segments: path.storage)
    }

    /// The elements in drawing order.
    package var segments: [CGPathElementKind] { storage }

    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }

    /// The smallest rect containing every point of the path, control points included; `.null` when empty.
    public var boundingBox: CGRect {
        let points = storage.flatMap(\.points)
        guard let first = points.first else { return .null }
        var low = first
        var high = first
        for p in points.dropFirst() {
            low = CGPoint(x: min(low.x, p.x), y: min(low.y, p.y))
            high = CGPoint(x: max(high.x, p.x), y: max(high.y, p.y))
        }
        return CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }

    /// The end point of the last element (the subpath start after a close); `.zero` when empty.
    public var currentPoint: CGPoint { currentPointIfAny ?? .zero }

    /// The current point, or nil when the path is empty.
    var currentPointIfAny: CGPoint? {
        guard let last = storage.last else { return nil }
        if let end = last.endPoint { return end }
        return subpathStart(before: storage.count)
    }

    /// The start of the subpath that element `index` continues: the last move before it, else the first point.
    func subpathStart(before index: Int) -> CGPoint? {
        for element in storage[..<index].reversed() {
            if case .move(let p) = element { return p }
        }
        return storage.first?.endPoint
    }

    /// Returns an immutable copy of the path.
    public func copy() -> CGPath? {
        CGPath(segments: storage)
    }

    /// Returns an immutable copy with every point transformed by `transform` (nil means identity).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        copy(using: transform?.pointee ?? .identity)
    }

    /// Returns an immutable copy with every point transformed by `transform`.
    public func copy(using transform: CGAffineTransform) -> CGPath {
        CGPath(segments: storage.map { $0.applying(transform) })
    }

    /// Returns a mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.storage = storage
        return copy
    }

    /// Whether both paths have exactly the same elements.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.storage == rhs.storage
    }
}
