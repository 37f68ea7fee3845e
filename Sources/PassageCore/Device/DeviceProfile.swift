// The devices renders are made for: screen size in points, native scale, and the chrome UIKit lays out on
// them (status bar, safe area, bar heights).
import Foundation

/// Insets from the four edges of a device's screen, in points (PassageCore has no UIKit types).
public struct DeviceInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Insets of `top`, `left`, `bottom` and `right` points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = DeviceInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A device screen: its size in points, its native pixels per point, and the system chrome UIKit lays out on
/// it in portrait under iOS 17 (status bar, safe area, bar heights), as measured on the devices.
public struct DeviceProfile: Equatable, Sendable {
    /// The name used on the command line, e.g. `iphone-15-pro`.
    public let name: String
    /// The screen in points, portrait.
    public let size: CGSize
    /// Native pixels per point.
    public let scale: CGFloat
    /// The status bar's height, in points (0: no status bar).
    public let statusBarHeight: CGFloat
    /// The screen's safe-area insets in portrait, in points (a window filling the screen reports these).
    public let safeAreaInsets: DeviceInsets
    /// Where a navigation bar's top edge sits on a full-screen controller, in points. On devices with the
    /// Dynamic Island it is 16/3 pt above the safe area's top (59 − 16/3 = 53⅔), as UIKit lays it out.
    public let navigationBarTop: CGFloat
    /// The navigation bar's height, in points (44 on iPhone, 50 on iPad).
    public let navigationBarHeight: CGFloat
    /// The tab bar's height above the bottom safe-area inset, in points (49 on iPhone, 50 on iPad).
    public let tabBarHeight: CGFloat

    /// A device of `size` points at `scale`, with the given chrome (by default none: no status bar, no safe
    /// area, bars at the top and bottom edges with iPhone heights).
    public init(
        name: String, size: CGSize, scale: CGFloat, statusBarHeight: CGFloat = 0,
        safeAreaInsets: DeviceInsets = .zero, navigationBarTop: CGFloat? = nil,
        navigationBarHeight: CGFloat = 44, tabBarHeight: CGFloat = 49
    ) {
        self.name = name
        self.size = size
        self.scale = scale
        self.statusBarHeight = statusBarHeight
        self.safeAreaInsets = safeAreaInsets
        self.navigationBarTop = navigationBarTop ?? safeAreaInsets.top
        self.navigationBarHeight = navigationBarHeight
        self.tabBarHeight = tabBarHeight
    }

    /// iPhone SE (2nd and 3rd generation): 375 × 667 points @2x; a 20 pt status bar, safe area top 20.
    public static let iPhoneSE = DeviceProfile(
        name: "iphone-se", size: CGSize(width: 375, height: 667), scale: 2,
        statusBarHeight: 20,
        safeAreaInsets: DeviceInsets(top: 20, left: 0, bottom: 0, right: 0))
    /// iPhone 15 Pro: 393 × 852 points @3x (1179 × 2556 pixels); a 54 pt status bar around the Dynamic Island,
    /// safe area top 59 and bottom 34 (the home indicator), navigation bar at 53⅔.
    public static let iPhone15Pro = DeviceProfile(
        name: "iphone-15-pro", size: CGSize(width: 393, height: 852), scale: 3,
        statusBarHeight: 54,
        safeAreaInsets: DeviceInsets(top: 59, left: 0, bottom: 34, right: 0),
        navigationBarTop: 59 - 16.0 / 3)
    /// iPhone 15 Pro Max: 430 × 932 points @3x; the same chrome as the iPhone 15 Pro.
    public static let iPhone15ProMax = DeviceProfile(
        name: "iphone-15-pro-max", size: CGSize(width: 430, height: 932), scale: 3,
        statusBarHeight: 54,
        safeAreaInsets: DeviceInsets(top: 59, left: 0, bottom: 34, right: 0),
        navigationBarTop: 59 - 16.0 / 3)
    /// iPad (10th generation): 820 × 1180 points @2x; a 24 pt status bar, safe area top 24 and bottom 20, 50 pt
    /// navigation and tab bars.
    public static let iPad = DeviceProfile(
        name: "ipad", size: CGSize(width: 820, height: 1180), scale: 2,
        statusBarHeight: 24,
        safeAreaInsets: DeviceInsets(top: 24, left: 0, bottom: 20, right: 0),
        navigationBarHeight: 50, tabBarHeight: 50)

    /// Every preset, as `passage render --device` lists them.
    public static let all: [DeviceProfile] = [.iPhoneSE, .iPhone15Pro, .iPhone15ProMax, .iPad]

    /// The preset called `name`, or nil.
    public static func named(_ name: String) -> DeviceProfile? {
        all.first { $0.name == name }
    }

    /// The same device drawn at `scale` pixels per point.
    public func scaled(to scale: CGFloat) -> DeviceProfile {
        DeviceProfile(
            name: name, size: size, scale: scale, statusBarHeight: statusBarHeight, safeAreaInsets: safeAreaInsets,
            navigationBarTop: navigationBarTop, navigationBarHeight: navigationBarHeight, tabBarHeight: tabBarHeight)
    }
}
