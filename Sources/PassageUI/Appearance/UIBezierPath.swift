// UIKit's path object: a mutable wrapper around a CGMutablePath in UIKit's y-down coordinates.
// Invariant: `clockwise` means increasing angle (clockwise on screen), the opposite of CoreGraphics' flag.
import Foundation
import PassageCore

/// A path of lines and curves for shapes, shadows and keyframe animation (UIKit's `UIBezierPath`).
open class UIBezierPath {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    private var path = CGMutablePath()

    /// Whether `fill()` and `addClip()` use the even-odd rule rather than non-zero winding. Default false.
    open var usesEvenOddFillRule = false
    /// The width `stroke()` draws, in points. Default 1.
    open var lineWidth: CGFloat = 1
    /// The shape of open ends `stroke()` draws. Default `.butt`.
    open var lineCapStyle: CGLineCap = .butt
    /// How `stroke()` turns corners. Default `.miter`.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The longest miter join, as a multiple of half the line width. Default 10.
    open var miterLimit: CGFloat = 10
    /// The flattening tolerance of curves (accepted; the renderer picks its own from the device scale). Default 0.6.
    open var flatness: CGFloat = 0.6
    /// The dash pattern `stroke()` uses; empty draws solid lines.
    var dashPattern: [CGFloat] = []
    /// How far into `dashPattern` strokes start, in points.
    var dashPhase: CGFloat = 0

    /// Creates an empty path.
    public init() {}

    /// Creates a closed rectangular path starting at the rect's origin.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// Creates a closed oval inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// Creates a closed rounded rect with circular corners of `cornerRadius` points (clamped to half the
    /// shorter side). UIKit draws continuous-curvature corners; these are plain circular quadrants.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = rect.standardized
        let radius = min(max(0, cornerRadius), min(r.width, r.height) / 2)
        path.addRoundedRect(in: r, cornerWidth: radius, cornerHeight: radius)
    }

    /// Creates a path containing one circular arc; angles in radians from +x towards +y (y-down: clockwise).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Creates a path with the elements of `CGPath`.
    public convenience init(cgPath CGPath: CGPath) {
        self.init()
        path.addPath(CGPath)
    }

    /// The path as an immutable CoreGraphics path; setting it replaces the contents.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(segments: []) }
        set {
            path = CGMutablePath()
            path.addPath(newValue)
        }
    }

    /// The bounding box of every point, control points included; `.null` when empty.
    open var bounds: CGRect { path.boundingBox }

    /// The end point of the last element; `.zero` when empty.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// Appends a straight line to `point`.
    open func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    /// Appends a cubic Bézier to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Appends a quadratic Bézier to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Appends a circular arc (joined by a line from the current point, if any); `clockwise` true means
    /// increasing angle, i.e. clockwise in UIKit's y-down coordinates.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Appends the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.path)
    }

    /// Removes every element.
    open func removeAllPoints() {
        path = CGMutablePath()
    }

    /// Closes the current subpath with a line back to its start.
    open func close() {
        path.closeSubpath()
    }

    /// A new path with every subpath traced in the opposite direction (the same outline).
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath(cgPath: CGPath(segments: path.reversedSegments()))
        reversed.usesEvenOddFillRule = usesEvenOddFillRule
        reversed.lineWidth = lineWidth
        reversed.lineCapStyle = lineCapStyle
        reversed.lineJoinStyle = lineJoinStyle
        reversed.miterLimit = miterLimit
        return reversed
    }

    /// Sets the dash pattern `stroke()` uses: the first `count` lengths of `pattern` (nil or 0: solid), starting
    /// `phase` points into it.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
        dashPhase = phase
    }

    /// Whether `point` is inside the path under its fill rule (open subpaths count as closed).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Transforms every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        let transformed = path.copy(using: transform)
        path = CGMutablePath()
        path.addPath(transformed)
    }
}
