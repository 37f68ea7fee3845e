// Regions where a field acts, relative to the field's position: circles, rectangles, everything, and
// their boolean combinations, evaluated point by point.
import Foundation
import PassageCore

/// An area of the plane centred on the origin (UIKit's `UIRegion`).
public final class UIRegion: @unchecked Sendable {
    private indirect enum Shape {
        case everything
        case circle(CGFloat)
        case rectangle(CGSize)
        case inverse(Shape)
        case union(Shape, Shape)
        case difference(Shape, Shape)
        case intersection(Shape, Shape)

        func contains(_ p: CGPoint) -> Bool {
            switch self {
            case .everything: return true
            case .circle(let radius): return p.x * p.x + p.y * p.y <= radius * radius
            case .rectangle(let size): return abs(p.x) <= size.width / 2 && abs(p.y) <= size.height / 2
            case .inverse(let shape): return !shape.contains(p)
            case .union(let a, let b): return a.contains(p) || b.contains(p)
            case .difference(let a, let b): return a.contains(p) && !b.contains(p)
            case .intersection(let a, let b): return a.contains(p) && b.contains(p)
            }
        }
    }

    private let shape: Shape

    private init(shape: Shape) {
        self.shape = shape
    }

    /// The circle of `radius` points about the origin.
    public convenience init(radius: CGFloat) {
        self.init(shape: .circle(radius.isFinite ? max(0, radius) : 0))
    }

    /// The rectangle of `size` centred on the origin.
    public convenience init(size: CGSize) {
        self.init(
            shape: .rectangle(
                CGSize(
                    width: size.width.isFinite ? max(0, size.width) : 0,
                    height: size.height.isFinite ? max(0, size.height) : 0)))
    }

    /// The whole plane.
    public static let infinite = UIRegion(shape: .everything)

    /// Every point outside this region.
    public func inverse() -> Self { Self(shape: .inverse(shape)) }

    /// The points in this region or in `region`.
    public func union(with region: UIRegion) -> Self { Self(shape: .union(shape, region.shape)) }

    /// The points in this region and not in `region`.
    public func difference(from region: UIRegion) -> Self { Self(shape: .difference(shape, region.shape)) }

    /// The points in both this region and `region`.
    public func intersection(with region: UIRegion) -> Self { Self(shape: .intersection(shape, region.shape)) }

    /// Whether `point` (relative to the region's centre) is inside.
    public func contains(_ point: CGPoint) -> Bool { shape.contains(point) }
}
