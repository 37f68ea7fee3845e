// The plain values a layer shows: the model values a program sets, and (in a presentation copy or tree)
// the values with running animations applied. Invariant: `LayerProperties` is plain data (numbers only, no
// references), so a presentation is one memcpy plus the animated fields; the reference-typed values live
// in `LayerObjects` (LayerObjects.swift).
import Foundation

/// The corners of a layer that `cornerRadius` rounds (Core Animation's `CACornerMask`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner in UIKit's flipped coordinates (minimum x, minimum y).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner in UIKit's flipped coordinates (maximum x, minimum y).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner in UIKit's flipped coordinates (minimum x, maximum y).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner in UIKit's flipped coordinates (maximum x, maximum y).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// How a layer's contents are placed in its bounds (Core Animation's `CALayerContentsGravity`).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = Self(rawValue: "center")
    public static let top = Self(rawValue: "top")
    public static let bottom = Self(rawValue: "bottom")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let topLeft = Self(rawValue: "topLeft")
    public static let topRight = Self(rawValue: "topRight")
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    public static let bottomRight = Self(rawValue: "bottomRight")
    /// Stretch to fill the bounds (the default).
    public static let resize = Self(rawValue: "resize")
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

/// The plain values of one layer, model or presented. Defaults are Core Animation's. Plain data
/// (`_isPOD`), checked by a test: copying it is a memcpy, with no retain or release.
public struct LayerProperties {
    // Order: the fields animations write most (position, opacity, transform) share the first cache lines,
    // so a presentation tree's replay touches few lines per layer; then 8-byte fields; each optional colour
    // (33 bytes) is followed by the 1-byte fields that fill its padding, so the struct has no holes worth a copy.
    package var bounds = CGRect.zero
    /// Where the anchor point sits in the superlayer, in points.
    public package(set) var position = CGPoint.zero
    /// The opacity, 0…1.
    public package(set) var opacity: Float = 1
    package var shadowOpacity: Float = 0
    /// The 3D transform about the anchor point.
    public package(set) var transform = CATransform3DIdentity
    package var zPosition: CGFloat = 0
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var anchorPointZ: CGFloat = 0
    package var sublayerTransform = CATransform3DIdentity
    package var cornerRadius: CGFloat = 0
    package var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    package var borderWidth: CGFloat = 0
    package var shadowOffset = CGSize(width: 0, height: -3)
    package var shadowRadius: CGFloat = 3
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsScale: CGFloat = 1
    package var backgroundColor: RGBA?
    package var isDoubleSided = true
    package var isHidden = false
    package var masksToBounds = false
    package var borderColor: RGBA? = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    package var allowsGroupOpacity = true
    package var shadowColor: RGBA? = RGBA(red: 0, green: 0, blue: 0, alpha: 1)

    package init() {}
}
