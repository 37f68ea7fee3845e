// CoreGraphics' stroke and fill style enums, shared by UIBezierPath and CGContext.
import Foundation

/// The shape of a stroke's open ends (CoreGraphics' `CGLineCap`).
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// How a stroke turns a corner (CoreGraphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

/// How overlapping contours decide what a fill covers (CoreGraphics' `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the winding number is not zero.
    case winding
    /// Inside where the winding number is odd.
    case evenOdd
}
