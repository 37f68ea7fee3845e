// A rectangle with some corners rounded. Each rounded corner is a quarter of an ellipse with the radii
// `cornerRadii` (each clamped to half the rectangle's side, as UIKit documents), drawn as one cubic Bézier
// (handle length 0.5523 of the radius, the standard quarter-circle fit). The path starts on the top edge at
// the end of the top-left corner and runs clockwise on screen, as UIKit's rounded rects do.
import Foundation
import PassageCore

extension UIBezierPath {
    /// The fraction of a radius that a cubic's handles take to approximate a quarter ellipse: 4/3·(√2 − 1).
    static let quarterEllipseHandle: CGFloat = 0.552_284_749_830_793_4

    /// Creates a closed rectangle whose `corners` are rounded with the radii `cornerRadii` (width along x,
    /// height along y, in points; each clamped to half the rectangle's width or height); other corners stay
    /// square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = min(max(0, cornerRadii.width), r.width / 2)
        let ry = min(max(0, cornerRadii.height), r.height / 2)
        func radii(_ corner: UIRectCorner) -> CGSize {
            corners.contains(corner) ? CGSize(width: rx, height: ry) : .zero
        }
        let tl = radii(.topLeft)
        let tr = radii(.topRight)
        let br = radii(.bottomRight)
        let bl = radii(.bottomLeft)
        let k = Self.quarterEllipseHandle
        move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        if tr != .zero {
            addCurve(
                to: CGPoint(x: r.maxX, y: r.minY + tr.height),
                controlPoint1: CGPoint(x: r.maxX - tr.width + k * tr.width, y: r.minY),
                controlPoint2: CGPoint(x: r.maxX, y: r.minY + tr.height - k * tr.height))
        }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        if br != .zero {
            addCurve(
                to: CGPoint(x: r.maxX - br.width, y: r.maxY),
                controlPoint1: CGPoint(x: r.maxX, y: r.maxY - br.height + k * br.height),
                controlPoint2: CGPoint(x: r.maxX - br.width + k * br.width, y: r.maxY))
        }
        addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        if bl != .zero {
            addCurve(
                to: CGPoint(x: r.minX, y: r.maxY - bl.height),
                controlPoint1: CGPoint(x: r.minX + bl.width - k * bl.width, y: r.maxY),
                controlPoint2: CGPoint(x: r.minX, y: r.maxY - bl.height + k * bl.height))
        }
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        if tl != .zero {
            addCurve(
                to: CGPoint(x: r.minX + tl.width, y: r.minY),
                controlPoint1: CGPoint(x: r.minX, y: r.minY + tl.height - k * tl.height),
                controlPoint2: CGPoint(x: r.minX + tl.width - k * tl.width, y: r.minY))
        }
        close()
    }
}
