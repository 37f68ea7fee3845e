// The zoom transition's numbers. Apple documents none of them; each is chosen from public observations (device
// measurements of iOS 27, Douglas Hill's account of the iOS 18 betas) and listed in the Differences from UIKit
// article. Springs are (response in seconds, damping ratio) with mass 1: stiffness (2π/response)², damping
// 4πζ/response.
import Foundation
import PassageCore

/// The zoom transition's timing, look and gesture thresholds.
enum ZoomMetrics {
    /// A spring given as UIKit's response and damping ratio.
    struct Spring: Equatable {
        /// Seconds for one undamped oscillation.
        let response: Double
        /// 1 is critically damped; less overshoots.
        let dampingRatio: Double

        /// The spring with mass 1.
        var harmonic: DampedHarmonicSpring {
            let omega = 2 * Double.pi / response
            return DampedHarmonicSpring(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega)
        }
    }

    /// What `transitionDuration(using:)` reports: the dimming spring settling to 0.1 %.
    static let nominalDuration: TimeInterval = 0.5
    /// The dimming on the way in.
    static let inSpring = Spring(response: 0.34, dampingRatio: 1.0)
    /// Every part of a zoom back that no finger released (a back button, `dismiss(animated:)`), and its dimming.
    static let outSpring = Spring(response: 0.34, dampingRatio: 0.92)
    /// The centre and width on the way in.
    static let openPositionSpring = Spring(response: 0.317, dampingRatio: 1.0)
    /// The height on the way in.
    static let openHeightSpring = Spring(response: 0.406, dampingRatio: 0.925)
    /// The centre and width after a drag released to dismiss.
    static let dragDismissPositionSpring = Spring(response: 0.45, dampingRatio: 0.81)
    /// The height after a drag released to dismiss.
    static let dragDismissHeightSpring = Spring(response: 0.33, dampingRatio: 0.98)
    /// Every part after a drag released short: back to the zoomed frame.
    static let dragReturnSpring = Spring(response: 0.278, dampingRatio: 0.927)
    /// The cross-fade from the source's look to the content on the way in, after `openFadeDelay`.
    static let openFadeSpring = Spring(response: 0.156, dampingRatio: 1.0)
    static let openFadeDelay: TimeInterval = 0.01
    /// The cross-fade back to the source's look on the way out.
    static let closeFadeSpring = Spring(response: 0.191, dampingRatio: 1.0)

    /// The dimming over the content behind when the app sets no `dimmingColor`: black at 15 %.
    static var dimmingColor: UIColor { UIColor.black.withAlphaComponent(0.15) }
    /// The zoomed end's corner radius: the display's, 0 for Passage's square-cornered screens.
    static let destinationCornerRadius: CGFloat = 0
    /// The shadow under the zooming view, scaled by the dimming.
    static let shadowOpacity: Float = 0.36
    static let shadowRadius: CGFloat = 30
    static let shadowOffset = CGSize(width: 0, height: 4)

    /// A swipe down may begin within this angle of straight down (radians, 30°).
    static let dragAngleTolerance: CGFloat = .pi / 6
    /// Fraction of the width and height lost per point of travel, dragging down.
    static let dragDownWidthRate: CGFloat = 0.00078
    static let dragDownHeightRate: CGFloat = 0.00154
    /// Share of the finger's travel the centre follows, dragging down.
    static let dragDownCenterGain: CGFloat = 0.61
    /// The same, dragging sideways (the leading-edge swipe).
    static let dragSidewaysWidthRate: CGFloat = 0.00156
    static let dragSidewaysHeightRate: CGFloat = 0.00168
    static let dragSidewaysCenterGain: CGFloat = 0.95
    /// A drag released past this travel (points) dismisses.
    static let dragDismissDistance: CGFloat = 132.5
    /// A drag released faster than this along its direction (points per second) dismisses.
    static let dragDismissVelocity: CGFloat = 1050
    /// A pinch released below this scale dismisses.
    static let pinchDismissScale: CGFloat = 0.8
    /// A pinch released shrinking faster than this (scale per second, negative) dismisses.
    static let pinchDismissVelocity: CGFloat = -1.0
    /// A vertical scroll view counts as at its top within this many points.
    static let scrollTopTolerance: CGFloat = 1

    /// A position spring counts as settled within this distance (points) and speed (points per second).
    static let settledDistance: CGFloat = 0.05
    static let settledSpeed: CGFloat = 0.5
    /// A 0…1 spring (dimming, fade) counts as settled within this distance and speed (per second).
    static let settledFraction: CGFloat = 0.0005
    static let settledFractionSpeed: CGFloat = 0.005
}
