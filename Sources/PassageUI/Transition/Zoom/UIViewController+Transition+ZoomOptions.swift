// The zoom's options and the three contexts UIKit hands to the zoom's closures. Apps never make the contexts;
// Passage does, and tests through the `package` factories.
import Foundation
import PassageCore

extension UIViewController.Transition {
    /// What a zoom transition lets the app decide: when its dismissal gestures may begin, which part of the
    /// zoomed view lines up with the source view, and how the content behind is dimmed.
    @MainActor
    public final class ZoomOptions {
        /// Called when an interactive dismissal (swipe down, pinch, or the leading-edge swipe of a push) is about
        /// to begin; its answer decides whether it begins. Nil: the gestures begin when `willBegin` says so.
        public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
        /// Returns the rectangle of the zoomed controller's view (in its coordinates) that lines up with the source
        /// view; nil from the closure, or no closure, lines up the whole view, top-anchored.
        public var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?
        /// The colour over the content behind the zoomed view. Nil: black at 15 % (`ZoomMetrics.dimmingColor`).
        public var dimmingColor: UIColor?
        /// A blur over the content behind the zoomed view, under the dimming colour. Nil (the default): none.
        public var dimmingVisualEffect: UIBlurEffect?

        /// Options with the defaults.
        public init() {}

        /// A copy with the same closures and values (`NSCopying`'s `copy()`).
        public func copy() -> ZoomOptions {
            let copy = ZoomOptions()
            copy.interactiveDismissShouldBegin = interactiveDismissShouldBegin
            copy.alignmentRectProvider = alignmentRectProvider
            copy.dimmingColor = dimmingColor
            copy.dimmingVisualEffect = dimmingVisualEffect
            return copy
        }
    }

    /// What a zoom's source view provider is told: the two controllers of the zoom.
    @MainActor
    public final class ZoomSourceViewProviderContext {
        /// The controller the zoom starts from (and returns to): the one below in the navigation stack, or the
        /// presenting controller.
        public let sourceViewController: UIViewController
        /// The controller zoomed into: the one whose `preferredTransition` this is.
        public let zoomedViewController: UIViewController

        init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
            self.sourceViewController = sourceViewController
            self.zoomedViewController = zoomedViewController
        }

        /// A context for tests.
        package static func make(source: UIViewController, zoomed: UIViewController) -> ZoomSourceViewProviderContext {
            ZoomSourceViewProviderContext(sourceViewController: source, zoomedViewController: zoomed)
        }
    }
}

extension UIViewController.Transition.ZoomOptions {
    /// What `interactiveDismissShouldBegin` is told about the gesture about to begin.
    @MainActor
    public final class InteractionContext {
        /// Where the gesture is, in the zoomed controller's view coordinates.
        public let location: CGPoint
        /// How fast it moves, in points per second.
        public let velocity: CGVector
        /// Whether the dismissal would begin by default under current conditions (false, say, when a vertical
        /// scroll view under the finger is not scrolled to its top, or the swipe is not downward).
        public let willBegin: Bool

        init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
            self.location = location
            self.velocity = velocity
            self.willBegin = willBegin
        }

        /// A context for tests.
        package static func make(location: CGPoint, velocity: CGVector, willBegin: Bool) -> InteractionContext {
            InteractionContext(location: location, velocity: velocity, willBegin: willBegin)
        }
    }

    /// What `alignmentRectProvider` is told.
    @MainActor
    public final class AlignmentRectContext {
        /// The view the zoom starts from or returns to.
        public let sourceView: UIView
        /// The controller zoomed into.
        public let zoomedViewController: UIViewController

        init(sourceView: UIView, zoomedViewController: UIViewController) {
            self.sourceView = sourceView
            self.zoomedViewController = zoomedViewController
        }

        /// A context for tests.
        package static func make(sourceView: UIView, zoomed: UIViewController) -> AlignmentRectContext {
            AlignmentRectContext(sourceView: sourceView, zoomedViewController: zoomed)
        }
    }
}
