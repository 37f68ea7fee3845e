// Screen sizes of the devices renders are made for: size in points and the native scale.
import Foundation

/// A device screen: its size in points and its native pixels per point.
public struct DeviceProfile: Equatable, Sendable {
    /// The name used on the command line, e.g. `iphone-15-pro`.
    public let name: String
    /// The screen in points, portrait.
    public let size: CGSize
    /// Native pixels per point.
    public let scale: CGFloat

    public init(name: String, size: CGSize, scale: CGFloat) {
        self.name = name
        self.size = size
        self.scale = scale
    }

    /// iPhone SE (2nd and 3rd generation): 375 × 667 points @2x.
    public static let iPhoneSE = DeviceProfile(name: "iphone-se", size: CGSize(width: 375, height: 667), scale: 2)
    /// iPhone 15 Pro: 393 × 852 points @3x (1179 × 2556 pixels).
    public static let iPhone15Pro = DeviceProfile(name: "iphone-15-pro", size: CGSize(width: 393, height: 852), scale: 3)
    /// iPhone 15 Pro Max: 430 × 932 points @3x.
    public static let iPhone15ProMax = DeviceProfile(name: "iphone-15-pro-max", size: CGSize(width: 430, height: 932), scale: 3)
    /// iPad (10th generation): 820 × 1180 points @2x.
    public static let iPad = DeviceProfile(name: "ipad", size: CGSize(width: 820, height: 1180), scale: 2)

    /// Every preset, as `passage render --device` lists them.
    public static let all: [DeviceProfile] = [.iPhoneSE, .iPhone15Pro, .iPhone15ProMax, .iPad]

    /// The preset called `name`, or nil.
    public static func named(_ name: String) -> DeviceProfile? {
        all.first { $0.name == name }
    }
}
