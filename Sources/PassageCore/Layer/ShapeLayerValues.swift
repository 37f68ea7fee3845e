// What a CAShapeLayer draws, kept with a layer's object values (`LayerObjects.shape`) so its animations
// write presented values like any other property and the render server reads them from the presentation
// tree. Defaults are Core Animation's.
import Foundation

/// How a shape's interior is decided where contours overlap (Core Animation's `CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the winding number is not zero (the default).
    public static let nonZero = Self(rawValue: "non-zero")
    /// Inside where the winding number is odd.
    public static let evenOdd = Self(rawValue: "even-odd")
}

/// The shape of a stroke's open ends (Core Animation's `CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The stroke ends at the end point (the default).
    public static let butt = Self(rawValue: "butt")
    /// A half circle of the line width's diameter past the end point.
    public static let round = Self(rawValue: "round")
    /// A half square past the end point.
    public static let square = Self(rawValue: "square")
}

/// How a stroke turns a corner (Core Animation's `CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp point, beveled when longer than `miterLimit` × half the width (the default).
    public static let miter = Self(rawValue: "miter")
    /// A circular arc.
    public static let round = Self(rawValue: "round")
    /// The corner cut straight.
    public static let bevel = Self(rawValue: "bevel")
}

/// A shape layer's drawing values, model or presented.
package struct ShapeLayerValues {
    package var path: CGPath?
    package var fillColor: RGBA? = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    package var fillRule = CAShapeLayerFillRule.nonZero
    package var strokeColor: RGBA?
    package var lineWidth: CGFloat = 1
    package var miterLimit: CGFloat = 10
    package var lineCap = CAShapeLayerLineCap.butt
    package var lineJoin = CAShapeLayerLineJoin.miter
    package var lineDashPattern: [NSNumber]?
    package var lineDashPhase: CGFloat = 0
    package var strokeStart: CGFloat = 0
    package var strokeEnd: CGFloat = 1

    package init() {}
}
