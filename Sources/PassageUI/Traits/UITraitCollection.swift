// The traits of an environment. Passage derives them from the device preset and the window's size, with
// the size classes of Apple's device table (Human Interface Guidelines, "Layout"): an iPad is regular by
// regular; a phone is compact by regular in portrait, and in landscape compact in height and compact in
// width — regular for the large phones (portrait width ≥ `regularWidthLandscapePhoneMinimumWidth`, 414 pt:
// the Plus and Max models). The appearance is always light; the display scale is the preset's.
import Foundation
import PassageCore

/// The traits of an interface environment: size classes, idiom, scale and appearance (UIKit's
/// `UITraitCollection`). Unspecified traits are the defaults of UIKit's empty collection.
@preconcurrency @MainActor
open class UITraitCollection: Equatable {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// The portrait width from which a phone is horizontally regular in landscape, in points.
    public static let regularWidthLandscapePhoneMinimumWidth: CGFloat = 414

    /// The horizontal size class.
    public nonisolated let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public nonisolated let verticalSizeClass: UIUserInterfaceSizeClass
    /// The interface idiom.
    public nonisolated let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point; 0 when unspecified.
    public nonisolated let displayScale: CGFloat
    /// Light or dark.
    public nonisolated let userInterfaceStyle: UIUserInterfaceStyle

    init(
        horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
        idiom: UIUserInterfaceIdiom = .unspecified, scale: CGFloat = 0, style: UIUserInterfaceStyle = .unspecified
    ) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        displayScale = scale
        userInterfaceStyle = style
    }

    /// Creates an empty collection: every trait unspecified.
    public convenience init() {
        self.init(horizontal: .unspecified)
    }

    /// A collection with only the horizontal size class specified.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass)
    }

    /// A collection with only the vertical size class specified.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(vertical: verticalSizeClass)
    }

    /// A collection with only the idiom specified.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(idiom: idiom)
    }

    /// A collection with only the display scale specified.
    public convenience init(displayScale scale: CGFloat) {
        self.init(scale: scale)
    }

    /// A collection with only the appearance specified.
    public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) {
        self.init(style: style)
    }

    /// Combines `traitCollections`: each trait from the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ read: (UITraitCollection) -> T, unspecified: T) -> T {
            traitCollections.last { read($0) != unspecified }.map(read) ?? unspecified
        }
        self.init(
            horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
            vertical: last(\.verticalSizeClass, unspecified: .unspecified),
            idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
            scale: last(\.displayScale, unspecified: 0),
            style: last(\.userInterfaceStyle, unspecified: .unspecified))
    }

    /// The traits of a window of `size` on `device`: size classes from the device table, its idiom and scale,
    /// light appearance.
    package static func environment(size: CGSize, device: DeviceProfile) -> UITraitCollection {
        let idiom = device.userInterfaceIdiom
        let landscape = size.width > size.height
        let horizontal: UIUserInterfaceSizeClass
        let vertical: UIUserInterfaceSizeClass
        if idiom == .pad {
            (horizontal, vertical) = (.regular, .regular)
        } else if landscape {
            let large = min(device.size.width, device.size.height) >= regularWidthLandscapePhoneMinimumWidth
            (horizontal, vertical) = (large ? .regular : .compact, .compact)
        } else {
            (horizontal, vertical) = (.compact, .regular)
        }
        return UITraitCollection(
            horizontal: horizontal, vertical: vertical, idiom: idiom, scale: device.scale, style: .light)
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
    }

    /// Whether two collections have the same traits.
    public nonisolated static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.displayScale == rhs.displayScale
            && lhs.userInterfaceStyle == rhs.userInterfaceStyle
    }
}

/// An object with traits (UIKit's `UITraitEnvironment`): screens, windows, views, view controllers and
/// presentation controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The object's traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed (a window resized across size classes).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIScreen: UITraitEnvironment {
    /// The screen's traits: its preset, upright.
    public var traitCollection: UITraitCollection {
        UITraitCollection.environment(size: device.size, device: device)
    }

    /// Called after the screen's traits changed; they never do in Passage.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
