// Arcs, ellipses and rounded rects, emitted as cubic Béziers of at most 90° each with control
// distance (4/3)·tan(φ/4)·r. For a 90° piece the curve stays within 2.7e-4·r of the true circle
// (radial error ≈ 0.027%), smaller pieces far less; the end points and tangents are exact.
import Foundation

extension CGMutablePath {
    /// Appends the ellipse inscribed in `rect` as a closed subpath of four cubics, starting at
    /// (maxX, midY) and running towards (midX, maxY) (increasing angle, clockwise on a y-down screen).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        let radii = CGSize(width: r.width / 2, height: r.height / 2)
        move(to: CGPoint(x: r.maxX, y: r.midY), transform: transform)
        appendArc(center: center, radii: radii, startAngle: 0, sweep: 2 * .pi, transform: transform)
        closeSubpath()
    }

    /// Appends a closed rounded rect with elliptical corners of radii `cornerWidth` × `cornerHeight`
    /// (clamped to half the rect's size, with a log message, where CoreGraphics would assert). Starts at
    /// (minX + cornerWidth, minY) and runs towards maxX; zero radii give a plain rect.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        var cw = max(0, cornerWidth)
        var ch = max(0, cornerHeight)
        if cw > r.width / 2 || ch > r.height / 2 {
            diagnoseOnAnyThread(
                .roundedRectCornerClamped, .warning,
                "CGMutablePath.addRoundedRect: corner size exceeds half the rect; clamped")
            cw = min(cw, r.width / 2)
            ch = min(ch, r.height / 2)
        }
        guard cw > 0, ch > 0 else { return addRect(r, transform: transform) }
        let radii = CGSize(width: cw, height: ch)
        let half = CGFloat.pi / 2
        move(to: CGPoint(x: r.minX + cw, y: r.minY), transform: transform)
        let corners: [(CGPoint, CGFloat)] = [
            (CGPoint(x: r.maxX - cw, y: r.minY + ch), -half),
            (CGPoint(x: r.maxX - cw, y: r.maxY - ch), 0),
            (CGPoint(x: r.minX + cw, y: r.maxY - ch), half),
            (CGPoint(x: r.minX + cw, y: r.minY + ch), .pi),
        ]
        for (center, start) in corners {
            let direction = Self.unitVector(start)
            let entry = CGPoint(x: center.x + cw * direction.x, y: center.y + ch * direction.y)
            lineIfNeeded(to: entry.applying(transform))
            appendArc(center: center, radii: radii, startAngle: start, sweep: half, transform: transform)
        }
        closeSubpath()
    }

    /// Appends a circular arc. Angles are in radians from +x towards +y; `clockwise` true means decreasing
    /// angle (CoreGraphics' y-up sense). A line joins the current point to the arc start; without a current
    /// point the arc starts a subpath. The sweep is end − start reduced to (0, 2π] in the chosen direction
    /// when the difference is non-zero (so 0 → 2π clockwise draws nothing, counter-clockwise a full circle).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let sweep = Self.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise)
        let direction = Self.unitVector(startAngle)
        let start = CGPoint(x: center.x + radius * direction.x, y: center.y + radius * direction.y)
        if currentPointIfAny == nil {
            move(to: start, transform: transform)
        } else {
            lineIfNeeded(to: start.applying(transform))
        }
        appendArc(
            center: center, radii: CGSize(width: radius, height: radius), startAngle: startAngle, sweep: sweep,
            transform: transform)
    }

    /// The signed sweep of an arc: positive when counter-clockwise (increasing angle).
    static func arcSweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
        let delta = end - start
        let turn = 2 * CGFloat.pi
        if delta == 0 { return 0 }
        if clockwise {
            var sweep = delta.truncatingRemainder(dividingBy: turn)
            if sweep > 0 { sweep -= turn }
            if sweep == 0, delta < 0 { sweep = -turn }
            return sweep
        } else {
            var sweep = delta.truncatingRemainder(dividingBy: turn)
            if sweep < 0 { sweep += turn }
            if sweep == 0, delta > 0 { sweep = turn }
            return sweep
        }
    }

    /// (cos, sin) of `angle`, with rounding residue below 1e-15 snapped to 0 so cardinal points are exact.
    static func unitVector(_ angle: CGFloat) -> CGPoint {
        let c = cos(angle)
        let s = sin(angle)
        return CGPoint(x: abs(c) < 1e-15 ? 0 : c, y: abs(s) < 1e-15 ? 0 : s)
    }

    /// Appends cubic pieces (each at most 90°) of the elliptical arc; the current point must be its start.
    func appendArc(center: CGPoint, radii: CGSize, startAngle: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        guard sweep != 0 else { return }
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let handle = 4.0 / 3.0 * tan(step / 4)
        func point(_ angle: CGFloat) -> CGPoint {
            let u = Self.unitVector(angle)
            return CGPoint(x: center.x + radii.width * u.x, y: center.y + radii.height * u.y)
        }
        func tangent(_ angle: CGFloat) -> CGPoint {
            let u = Self.unitVector(angle)
            return CGPoint(x: -radii.width * u.y * handle, y: radii.height * u.x * handle)
        }
        for index in 0..<count {
            let a0 = startAngle + step * CGFloat(index)
            let a1 = index == count - 1 ? startAngle + sweep : a0 + step
            let p0 = point(a0)
            let p1 = point(a1)
            let t0 = tangent(a0)
            let t1 = tangent(a1)
            addCurve(
                to: p1, control1: CGPoint(x: p0.x + t0.x, y: p0.y + t0.y),
                control2: CGPoint(x: p1.x - t1.x, y: p1.y - t1.y), transform: transform)
        }
    }
}
