// The safe area: the part of a view clear of the system's chrome and the bars of the controllers it is in.
// A window filling the screen takes the screen's insets from its device preset (status bar, Dynamic Island,
// home indicator); every other view takes its superview's safe rectangle, narrowed, for a controller's root
// view, by the bars its parent covers it with (a navigation bar at the top, a tab bar at the bottom) and by its
// controller's additionalSafeAreaInsets, and measures its insets against its own bounds. The layout pass tells
// a view (and its controller) when its insets changed, before laying it out, and moves its safe-area layout
// guide with them.
import Foundation
import PassageCore

extension UIView {
    /// The safe-area insets from the current geometry: each edge's distance to the safe rectangle, clamped to
    /// the view's size; zero outside a window.
    var computedSafeAreaInsets: UIEdgeInsets {
        guard let rect = safeRectInBounds() else { return .zero }
        let box = bounds
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
        return UIEdgeInsets(
            top: clamp(rect.minY - box.minY, box.height), left: clamp(rect.minX - box.minX, box.width),
            bottom: clamp(box.maxY - rect.maxY, box.height), right: clamp(box.maxX - rect.maxX, box.width))
    }

    /// The safe rectangle in this view's bounds coordinates; nil outside a window.
    private func safeRectInBounds() -> CGRect? {
        guard let superview else {
            guard let window = self as? UIWindow else { return nil }
            // An edge the device has no inset on imposes none, even on a window reaching past the screen.
            let device = window.screenDevice
            let insets = device.safeAreaInsets
            let open = CGFloat(1e9)
            let minX = insets.left > 0 ? insets.left : -open
            let minY = insets.top > 0 ? insets.top : -open
            let maxX = insets.right > 0 ? device.size.width - insets.right : open
            let maxY = insets.bottom > 0 ? device.size.height - insets.bottom : open
            let screenSafe = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            return screenSafe.offsetBy(dx: -frame.minX + bounds.minX, dy: -frame.minY + bounds.minY)
        }
        guard var rect = superview.safeRectInBounds() else { return nil }
        if let controller = owningViewController, let parentView = controller.parent?.viewIfLoaded {
            let clear = parentView.bounds.inset(by: controller.parent!.insetsCoveredForChildren())
            rect = rect.intersection(superview.convert(clear, from: parentView))
            if rect.isNull { return nil }
        }
        var local = convert(rect, from: superview)
        if let controller = owningViewController {
            // The additional insets add to the view's own insets: measured from its bounds where the safe area
            // reaches past them.
            let clipped = local.intersection(bounds)
            local = (clipped.isNull ? local : clipped).inset(by: controller.additionalSafeAreaInsets)
        }
        return local
    }

    /// Tells the view, and its controller when it is one's root view, that its safe-area insets changed since
    /// its last layout (UIKit calls these in the layout pass, before layoutSubviews).
    func noteSafeAreaChange() {
        let insets = safeAreaInsets
        guard insets != lastLaidOutSafeAreaInsets else { return }
        lastLaidOutSafeAreaInsets = insets
        if let state = autoLayoutStorage, let guide = state.safeAreaGuide, guide.variables != nil,
            let engine = state.engine
        {
            engine.syncSystemGuide(guide, of: self)
        }
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
    }
}
