// iOS 18's `UIViewController.Transition`: the value of `preferredTransition`, the transition UIKit runs when a
// controller is pushed or presented and when it is popped or dismissed. The four classic values stand for the
// matching `UIModalTransitionStyle` (presentations only; a push keeps its slide); the zoom grows the view (or the
// bar button item's view) a provider names into the controller's view and shrinks it back there
// (ZoomTransitionAnimator).
import Foundation
import PassageCore

extension UIViewController {
    /// A transition UIKit runs to show and hide a view controller, set as its `preferredTransition` (iOS 18).
    ///
    /// Apps make one with `zoom(options:sourceViewProvider:)` or take one of the classic values; they cannot
    /// create one otherwise.
    @available(iOS 18.0, *)
    @MainActor
    public final class Transition {
        /// What the transition does.
        enum Kind {
            /// One of the built-in presentation animations.
            case modal(UIModalTransitionStyle)
            /// The zoom out of a view (or bar button item) the provider names.
            case zoom(ZoomOptions, ZoomSource)
        }

        /// Where a zoom starts from: a view, or (iOS 26) a bar button item, looked up each time it is needed.
        enum ZoomSource {
            case view((ZoomSourceViewProviderContext) -> UIView?)
            case barButtonItem((ZoomSourceViewProviderContext) -> UIBarButtonItem?)
        }

        let kind: Kind

        private init(kind: Kind) {
            self.kind = kind
        }

        /// A zoom from the view `sourceViewProvider` returns into the controller's view, and back into the view it
        /// returns when the controller is popped or dismissed.
        ///
        /// The provider is called when the transition starts, when an interactive dismissal begins and when a
        /// running zoom reverses, never per frame: look the view up from a stable model identifier each time
        /// (through `context.zoomedViewController`), so a detail screen paged to another item zooms back into that
        /// item's cell. A nil result (or a view that is not in a window, has empty bounds or is off screen) makes
        /// the zoom a cross-fade and raises the `zoom-source-view-unavailable` diagnostic.
        /// - Parameters:
        ///   - options: The dismissal gesture rule, alignment and dimming; copied, so later changes to it have no
        ///     effect. Nil: the defaults.
        ///   - sourceViewProvider: Returns the view to zoom out of and back into.
        public static func zoom(
            options: ZoomOptions? = nil,
            sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
        ) -> Self {
            Self(kind: .zoom(options?.copy() ?? ZoomOptions(), .view(sourceViewProvider)))
        }

        /// A zoom from the bar button item `sourceBarButtonItemProvider` returns into the controller's view, and back
        /// into the item when the controller is popped or dismissed (iOS 26).
        ///
        /// The zoom grows from the view the navigation bar or toolbar draws the item with (its custom view, or the
        /// bar's button) and otherwise runs as `zoom(options:sourceViewProvider:)` does: the provider is asked at
        /// the same moments, the item's view is hidden while it flies, the dismissal is interactive. A nil item, or
        /// one no bar on screen shows, makes the zoom a cross-fade and raises `zoom-source-view-unavailable`.
        /// - Parameters:
        ///   - options: As for the view form; copied.
        ///   - sourceBarButtonItemProvider: Returns the item to zoom out of and back into.
        @available(iOS 26.0, *)
        public static func zoom(
            options: ZoomOptions? = nil,
            sourceBarButtonItemProvider: @escaping (ZoomSourceViewProviderContext) -> UIBarButtonItem?
        ) -> Self {
            Self(kind: .zoom(options?.copy() ?? ZoomOptions(), .barButtonItem(sourceBarButtonItemProvider)))
        }

        /// The presented view slides up from the bottom, as `UIModalTransitionStyle.coverVertical`.
        public static var coverVertical: Self { Self(kind: .modal(.coverVertical)) }
        /// The views turn over about the vertical axis, as `UIModalTransitionStyle.flipHorizontal`.
        public static var flipHorizontal: Self { Self(kind: .modal(.flipHorizontal)) }
        /// The views cross-fade, as `UIModalTransitionStyle.crossDissolve`.
        public static var crossDissolve: Self { Self(kind: .modal(.crossDissolve)) }
        /// As `UIModalTransitionStyle.partialCurl` (which Passage draws as a cross-dissolve).
        public static var partialCurl: Self { Self(kind: .modal(.partialCurl)) }

        /// The modal transition style a classic value stands for; nil for a zoom.
        var modalTransitionStyle: UIModalTransitionStyle? {
            if case .modal(let style) = kind { style } else { nil }
        }

        /// The zoom's options and source; nil for a classic value.
        var zoom: (options: ZoomOptions, source: ZoomSource)? {
            if case .zoom(let options, let source) = kind { (options, source) } else { nil }
        }
    }
}
