// Hit testing a path: the winding number of its outline (each curve split into 32 straight pieces, open
// subpaths closed, as filling does) around a point.
import Foundation

extension CGPath {
    /// Whether `point` is inside the path under `rule` (CoreGraphics' `contains(_:using:transform:)`).
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        var winding = 0
        var start = CGPoint.zero
        var current = CGPoint.zero
        func edge(to p: CGPoint) {
            let a = current.applying(transform)
            let b = p.applying(transform)
            current = p
            if a.y <= point.y {
                if b.y > point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
            } else if b.y <= point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) < 0 {
                winding -= 1
            }
        }
        let pieces = 32
        for element in storage {
            switch element {
            case .move(let p):
                edge(to: start)
                start = p
                current = p
            case .line(let p):
                edge(to: p)
            case .quad(let c, let p):
                let p0 = current
                for k in 1...pieces {
                    let t = CGFloat(k) / CGFloat(pieces)
                    let u = 1 - t
                    edge(
                        to: CGPoint(
                            x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .cubic(let c1, let c2, let p):
                let p0 = current
                for k in 1...pieces {
                    let t = CGFloat(k) / CGFloat(pieces)
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    edge(
                        to: CGPoint(
                            x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close:
                edge(to: start)
            }
        }
        edge(to: start)
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }
}
