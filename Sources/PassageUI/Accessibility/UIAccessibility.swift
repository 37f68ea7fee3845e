// System accessibility settings and announcements. Passage runs with no assistive technology and with every
// accessibility setting off, so the settings read false and posting a notification does nothing.
import Foundation

/// System-wide accessibility state and notifications (UIKit's `UIAccessibility` namespace).
@preconcurrency @MainActor
public enum UIAccessibility {
    /// A notification to assistive technologies (UIKit's `UIAccessibility.Notification`).
    public struct Notification: Hashable, Sendable, RawRepresentable {
        /// The notification's identifier.
        public let rawValue: UInt32

        /// Creates a notification from its identifier.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// The layout of the screen changed a little (an element appeared or disappeared).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// A new view took most of the screen.
        public static let screenChanged = Notification(rawValue: 1000)
        /// A string for assistive technologies to announce.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument describes the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Whether Reduce Motion is on: always false in Passage, so transitions run as they are written.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether VoiceOver is running: always false in Passage.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Reduce Transparency is on: always false in Passage.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Switch Control is running: always false in Passage.
    public static var isSwitchControlRunning: Bool { false }

    /// Posts `notification` with an optional `argument` to assistive technologies. Passage has none: this
    /// does nothing (as on iOS when no assistive technology is running).
    public static func post(notification: Notification, argument: Any?) {}
}
