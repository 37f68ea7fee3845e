// How a presented controller covers the screen and how it animates in by default.
import Foundation

/// How a presented view controller is shown (UIKit's `UIModalPresentationStyle`).
///
/// Passage lays out `.fullScreen` (the presenter's view leaves the window once the presentation completes),
/// `.overFullScreen` (the presenter's view stays), `.currentContext` and `.overCurrentContext` (the same within
/// the presentation context's view), the sheets (`.automatic`, `.pageSheet`, `.formSheet`: a card over the
/// presenter, managed by a `UISheetPresentationController`) and `.custom` (a presentation controller from the
/// transitioning delegate decides; by default the presenter's view stays). `.popover` is laid out as it adapts
/// on an iPhone. `.none` marks transitions that are not presentations.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's view is removed when the presentation completes.
    case fullScreen = 0
    /// A sheet: a card over the receding presenter in a compact width, a centred card in a regular one.
    case pageSheet = 1
    /// A sheet: as `.pageSheet` in a compact width, a centred 540 × 620 card in a regular one.
    case formSheet = 2
    /// Covers the presentation context's view; the context's view is removed when the presentation completes.
    case currentContext = 3
    /// Uses the transitioning delegate's presentation controller; the presenter's view stays unless it says otherwise.
    case custom = 4
    /// Covers the screen and keeps the presenter's view in the window.
    case overFullScreen = 5
    /// Covers the presentation context's view and keeps it.
    case overCurrentContext = 6
    /// A popover on iPad; presented as `.fullScreen` in Passage.
    case popover = 7
    /// Not a presentation (navigation and tab transitions report this).
    case none = -1
    /// The system's choice: `.pageSheet`, as on iOS 13 and later for controllers made in code.
    case automatic = -2

    /// The style Passage lays the presentation out with: `.fullScreen`, `.overFullScreen`, `.currentContext`,
    /// `.overCurrentContext`, `.pageSheet`, `.formSheet` or `.custom`.
    var effective: UIModalPresentationStyle {
        switch self {
        case .custom, .overFullScreen, .currentContext, .overCurrentContext, .pageSheet, .formSheet: self
        case .automatic: .pageSheet
        default: .fullScreen
        }
    }

    /// Whether the style presents a sheet (`.automatic`, `.pageSheet`, `.formSheet`).
    var isSheet: Bool { effective == .pageSheet || effective == .formSheet }

    /// Whether the presentation covers a presentation context rather than the screen.
    var usesPresentationContext: Bool { self == .currentContext || self == .overCurrentContext }
}

/// The built-in animation of a presentation without an animation controller (UIKit's `UIModalTransitionStyle`).
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom edge, and back down on dismissal.
    case coverVertical = 0
    /// The views turn about the vertical axis, right to left, in perspective.
    case flipHorizontal = 1
    /// The presented view fades in, and out on dismissal.
    case crossDissolve = 2
    /// A page curl in UIKit; drawn as `.crossDissolve` in Passage.
    case partialCurl = 3
}
