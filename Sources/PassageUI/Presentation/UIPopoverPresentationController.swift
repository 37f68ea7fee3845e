// The popover presentation controller, which a controller with the `.popover` style is presented by. Passage
// draws no popovers: a popover is laid out as it adapts on an iPhone — full screen (the presenter's view
// leaves the window), or over full screen when the delegate adapts it to `.overFullScreen` — and its anchor
// properties are kept for code that sets them.
import Foundation
import PassageCore

/// The directions a popover's arrow may point (UIKit's `UIPopoverArrowDirection`), with UIKit's bit values.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt
    /// Creates a set from its raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }
    /// Up (bit 0).
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down (bit 1).
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left (bit 2).
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right (bit 3).
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction (`up | down | left | right`).
    public static let any = UIPopoverArrowDirection(rawValue: 0b1111)
    /// Not known yet (every bit).
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// Manages a popover presentation (UIKit's `UIPopoverPresentationController`).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at. Default nil.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at. Default zero.
    open var sourceRect: CGRect = .zero
    /// The directions the arrow may point. Default `.any`.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points: `.unknown` (Passage draws no arrow).
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
    /// The popover's background colour. Default nil.
    open var backgroundColor: UIColor?
    /// Views the user can interact with while the popover shows. Default nil.
    open var passthroughViews: [UIView]?

    /// The style the presentation was adapted to when it started (`.none`: not adapted).
    var adaptedStyle: UIModalPresentationStyle = .none

    /// `.popover`.
    open override var presentationStyle: UIModalPresentationStyle { .popover }
    /// True unless the popover was adapted to `.overFullScreen`.
    open override var shouldRemovePresentersView: Bool { adaptedStyle != .overFullScreen }

    /// In a horizontally compact environment a popover adapts to full screen unless the delegate answers
    /// otherwise (UIKit's popover behaviour on iPhone).
    open override var adaptivePresentationStyle: UIModalPresentationStyle {
        validAdaptiveStyle(delegate?.adaptivePresentationStyle(for: self)) ?? .fullScreen
    }

    /// The delegate's answer for `traitCollection`, else `.fullScreen`.
    open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        validAdaptiveStyle(delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection))
            ?? .fullScreen
    }
}
