// Haptic feedback. Passage has no Taptic Engine: as on devices without one (UIKit documents that the calls
// then do nothing), every generator call is a no-op, and the generators keep only what they were made with.
import Foundation

/// The base class of the haptic feedback generators (UIKit's `UIFeedbackGenerator`). Calls do nothing in
/// Passage, as on hardware without a Taptic Engine.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// Creates a generator.
    public init() {}

    /// Prepares the haptic hardware to reduce latency. Does nothing in Passage.
    open func prepare() {}
}

/// Haptics that simulate physical impacts (UIKit's `UIImpactFeedbackGenerator`); no-ops in Passage.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the simulated objects (UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`, raw values 0…4).
    public enum FeedbackStyle: Int, Sendable {
        /// A collision between small, light interface elements (raw value 0).
        case light = 0
        /// A collision between moderately sized elements (raw value 1).
        case medium = 1
        /// A collision between large, heavy elements (raw value 2).
        case heavy = 2
        /// A collision between soft, flexible elements (raw value 3).
        case soft = 3
        /// A collision between hard, inflexible elements (raw value 4).
        case rigid = 4
    }

    /// The style the generator was made with.
    public let style: FeedbackStyle

    /// Creates a generator of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a `.medium` generator, UIKit's default.
    public convenience override init() {
        self.init(style: .medium)
    }

    /// Triggers an impact. Does nothing in Passage.
    open func impactOccurred() {}

    /// Triggers an impact of `intensity` (0…1). Does nothing in Passage.
    open func impactOccurred(intensity: CGFloat) {}
}

/// Haptics that indicate a change of selection (UIKit's `UISelectionFeedbackGenerator`); no-ops in Passage.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Triggers selection feedback. Does nothing in Passage.
    open func selectionChanged() {}
}

/// Haptics that communicate success, failure and warnings (UIKit's `UINotificationFeedbackGenerator`);
/// no-ops in Passage.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kind of notification (UIKit's `UINotificationFeedbackGenerator.FeedbackType`, raw values 0…2).
    public enum FeedbackType: Int, Sendable {
        /// A task completed successfully (raw value 0).
        case success = 0
        /// A task produced a warning (raw value 1).
        case warning = 1
        /// A task failed (raw value 2).
        case error = 2
    }

    /// Triggers notification feedback of `notificationType`. Does nothing in Passage.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
