// A CGPath flattened into keyframe segments for CAKeyframeAnimation.path, as Core Animation treats it:
// every move/line/curve end point is a keyframe, a close adds a line back to the subpath start, and a
// move-to after the first starts a zero-length "jump" segment. Fractions are clamped to [0, 1].
import Foundation

/// The keyframes and segments of a path, with arc-length measurement for paced timing.
package struct PathKeyframes: Sendable {
    /// How a segment gets from one keyframe to the next.
    enum Kind: Sendable {
        /// Straight line (including a close back to the subpath start).
        case line
        /// Bézier curve.
        case curve
        /// Discontinuous move to a new subpath: the position is at the destination throughout.
        case jump
    }

    struct Segment: Sendable {
        var kind: Kind
        var curve: CubicBezier
        /// Cumulative arc length at parameters 0, 1/n, …, 1 (curves only).
        var cumulative: [Double]
        var length: Double
    }

    /// Parameter subdivisions per curve for the arc-length table.
    private static let tableSteps = 16

    /// The keyframe positions, in path order.
    package let keyframePoints: [CGPoint]
    private let segments: [Segment]

    /// Flattens `path` into keyframes and segments.
    package init(_ path: CGPath) {
        var points: [CGPoint] = []
        var built: [Segment] = []
        var current: CGPoint?
        var start: CGPoint?
        func append(_ kind: Kind, _ curve: CubicBezier) {
            built.append(Self.makeSegment(kind, curve))
            points.append(curve.p1)
            current = curve.p1
        }
        for element in path.segments {
            switch element {
            case .move(let p):
                if let from = current {
                    append(.jump, .line(from, p))
                } else {
                    points.append(p)
                    current = p
                }
                start = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p):
                guard let from = current else {
                    points.append(p)
                    current = p
                    start = p
                    continue
                }
                switch element {
                case .quad(let c, _): append(.curve, .quad(from, c, p))
                case .cubic(let c1, let c2, _): append(.curve, CubicBezier(p0: from, c1: c1, c2: c2, p1: p))
                default: append(.line, .line(from, p))
                }
            case .close:
                if let from = current, let home = start { append(.line, .line(from, home)) }
            }
        }
        keyframePoints = points
        segments = built
    }

    /// The number of keyframes (path vertices, including close-back points).
    package var keyframeCount: Int { keyframePoints.count }

    /// The number of segments between consecutive keyframes (keyframeCount − 1, or 0).
    package var segmentCount: Int { segments.count }

    /// The arc length of each segment in points; jumps count as 0.
    package var segmentLengths: [Double] { segments.map(\.length) }

    /// The position at parameter `fraction` (clamped to 0…1) of segment `segment` (for linear calculation modes).
    package func point(segment: Int, fraction: Double) -> CGPoint {
        let s = segments[segment]
        switch s.kind {
        case .jump: return s.curve.p1
        case .line: return CubicBezier.mix(s.curve.p0, s.curve.p1, Self.clamp(fraction))
        case .curve: return s.curve.point(at: Self.clamp(fraction))
        }
    }

    /// The position `distanceFraction` (clamped to 0…1) of the way along segment `segment`'s arc length
    /// (for paced timing); a zero-length segment falls back to the parameter.
    package func point(segment: Int, distanceFraction: Double) -> CGPoint {
        let s = segments[segment]
        let f = Self.clamp(distanceFraction)
        guard s.kind == .curve, s.length > 0 else { return point(segment: segment, fraction: f) }
        return s.curve.point(at: Self.parameter(of: s, atLength: f * s.length))
    }

    /// The direction of travel in radians (atan2 of dB/dt) at parameter `fraction` of segment `segment`;
    /// where the derivative vanishes, the chord direction (end − start) is used, and 0 if that is zero too.
    package func tangentAngle(segment: Int, fraction: Double) -> CGFloat {
        let s = segments[segment]
        let d = s.curve.derivative(at: Self.clamp(fraction))
        if s.kind == .curve, (d.x * d.x + d.y * d.y).squareRoot() > 1e-12 * max(s.curve.hullLength, 1e-300) {
            return atan2(d.y, d.x)
        }
        let chord = CGPoint(x: s.curve.p1.x - s.curve.p0.x, y: s.curve.p1.y - s.curve.p0.y)
        return chord == .zero ? 0 : atan2(chord.y, chord.x)
    }

    private static func makeSegment(_ kind: Kind, _ curve: CubicBezier) -> Segment {
        switch kind {
        case .jump:
            return Segment(kind: kind, curve: curve, cumulative: [0, 0], length: 0)
        case .line:
            let length = CubicBezier.distance(curve.p0, curve.p1)
            return Segment(kind: kind, curve: curve, cumulative: [0, length], length: length)
        case .curve:
            var cumulative = [0.0]
            for i in 0..<tableSteps {
                let a = Double(i) / Double(tableSteps)
                let b = Double(i + 1) / Double(tableSteps)
                cumulative.append(cumulative[i] + curve.length(from: a, to: b))
            }
            return Segment(kind: kind, curve: curve, cumulative: cumulative, length: cumulative[tableSteps])
        }
    }

    /// The curve parameter at which the arc length from 0 reaches `target` (safeguarded Newton iteration).
    private static func parameter(of s: Segment, atLength target: Double) -> Double {
        let steps = s.cumulative.count - 1
        var index = steps - 1
        for i in 0..<steps where s.cumulative[i + 1] >= target {
            index = i
            break
        }
        var low = Double(index) / Double(steps)
        var high = Double(index + 1) / Double(steps)
        let base = low
        let remaining = target - s.cumulative[index]
        let span = s.cumulative[index + 1] - s.cumulative[index]
        var t = span > 0 ? low + (high - low) * min(max(remaining / span, 0), 1) : low
        for _ in 0..<50 {
            let error = s.curve.length(from: base, to: t) - remaining
            if abs(error) <= 1e-12 * s.length { break }
            if error > 0 { high = t } else { low = t }
            let speed = s.curve.speed(at: t)
            var next = speed > 0 ? t - error / speed : (low + high) / 2
            if !(next > low && next < high) { next = (low + high) / 2 }
            t = next
        }
        return t
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
