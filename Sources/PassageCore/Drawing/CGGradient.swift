// Core Graphics gradients: colours at locations along [0, 1], in a colour space Passage keeps only by name
// (everything is drawn in sRGB). `CGContext.drawLinearGradient` and `drawRadialGradient` (CGContext+Gradient)
// draw them.
import Foundation

/// A colour space, kept by name; Passage draws everything in sRGB (Core Graphics' `CGColorSpace`).
public final class CGColorSpace: Sendable {
    /// The space's name (`CGColorSpace.sRGB` and the like).
    public let name: String?

    /// The space named `name`; nil for a name Passage does not know.
    public init?(name: String) {
        guard
            [Self.sRGB, Self.genericRGBLinear, Self.displayP3, Self.genericGrayGamma2_2, Self.deviceRGB]
                .contains(name)
        else { return nil }
        self.name = name
    }

    /// The sRGB space's name.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The linear RGB space's name.
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// The Display P3 space's name.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The grey space's name.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    static let deviceRGB = "kCGColorSpaceDeviceRGB"
}

/// The device RGB space (sRGB in Passage).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.deviceRGB)! }

/// A gradient: colours at increasing locations in [0, 1] (Core Graphics' `CGGradient`).
public final class CGGradient: Sendable {
    /// The colours, one per location.
    package let colors: [CGColor]
    /// The locations, in [0, 1] and increasing.
    package let locations: [CGFloat]

    /// A gradient of `colors` (CGColor values; as `[…] as CFArray` in iOS code) at `locations` (nil: evenly
    /// spaced from 0 to 1). Nil when `colors` holds anything but CGColors, or fewer than one.
    public init?(colorsSpace space: CGColorSpace?, colors: NSArray, locations: UnsafePointer<CGFloat>?) {
        let list = colors.compactMap { $0 as? CGColor }
        guard !list.isEmpty, list.count == colors.count else { return nil }
        self.colors = list
        self.locations = Self.locations(locations, count: list.count)
    }

    /// A gradient of RGBA `components` (four per colour) at `locations`; `count` colours.
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        colors = (0..<count).map { index in
            CGColor(
                red: components[index * 4], green: components[index * 4 + 1], blue: components[index * 4 + 2],
                alpha: components[index * 4 + 3])
        }
        self.locations = Self.locations(locations, count: count)
    }

    private static func locations(_ pointer: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
        guard let pointer else {
            return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
        }
        return (0..<count).map { min(max(pointer[$0], 0), 1) }
    }

    /// The colour at `t` in [0, 1]: the end colours outside the locations, linear in between.
    package func color(at t: CGFloat) -> CGColor {
        guard let first = locations.first, let last = locations.last else { return colors[0] }
        if t <= first { return colors[0] }
        if t >= last { return colors[colors.count - 1] }
        var index = 1
        while index < locations.count - 1 && locations[index] < t { index += 1 }
        let span = locations[index] - locations[index - 1]
        let f = Double(span > 0 ? (t - locations[index - 1]) / span : 1)
        let a = colors[index - 1].rgba
        let b = colors[index].rgba
        return CGColor(
            rgba: RGBA(
                red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f))
    }
}

/// Whether a gradient extends past its first and last locations (Core Graphics' `CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The first colour fills the area before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The last colour fills the area after the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
