// How presentations and navigation honour `preferredTransition`: the style a zoom presents with, the built-in
// animation a classic value stands for, and the zoom animator. A custom animator (the transitioning delegate's
// or the navigation delegate's) always wins over the preferred transition.
import Foundation
import PassageCore

extension UIViewController {
    /// The presentation style this controller presents with: a zoom presents the sheet styles full screen (as
    /// iOS 18 does); anything else keeps `style`.
    func presentationStyle(honouringPreferredTransition style: UIModalPresentationStyle) -> UIModalPresentationStyle {
        guard preferredTransition?.zoom != nil, style.isSheet else { return style }
        return .fullScreen
    }

    /// The zoom that runs when this controller is zoomed into (`zoomingIn`) or out of, when its
    /// `preferredTransition` is a zoom; nil otherwise, and for a popover (which shows without the zoom).
    func zoomAnimator(zoomingIn: Bool, route: ZoomSession.Route, style: UIModalPresentationStyle = .fullScreen)
        -> ZoomTransitionAnimator?
    {
        guard let zoom = preferredTransition?.zoom, style != .popover else { return nil }
        let session = zoomSession ?? ZoomSession(zoomed: self)
        zoomSession = session
        let interactive = !zoomingIn && session.startsInteractive
        session.update(options: zoom.options, source: zoom.source, route: route)
        return ZoomTransitionAnimator(session: session, zoomingIn: zoomingIn, interactiveStart: interactive)
    }
}
