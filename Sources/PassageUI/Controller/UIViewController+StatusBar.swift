// Which controller decides the status bar's appearance, as UIKit resolves it: from the key window's root
// controller, the topmost presented controller that is presented full screen (or that sets
// `modalPresentationCapturesStatusBarAppearance`), then its `childForStatusBarStyle` / `childForStatusBarHidden`
// chain. Passage resolves it whenever it is read (`UIApplication.shared.statusBarStyle`), so
// `setNeedsStatusBarAppearanceUpdate()` has nothing to schedule; a scene run reads it before drawing each frame
// and draws the status bar in it (`statusBarShowsLightContent`, `isStatusBarHidden`), changing at once (Passage
// does not animate the bar's `preferredStatusBarUpdateAnimation`).
import Foundation
import PassageCore

/// The style of the status bar's content (UIKit's `UIStatusBarStyle`).
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content over light backgrounds, or light over dark, following the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates showing, hiding or a style change (UIKit's `UIStatusBarAnimation`).
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0
    case fade = 1
    case slide = 2
}

extension UIViewController {
    /// Called by `setNeedsStatusBarAppearanceUpdate()`: the appearance is resolved when read, so nothing waits.
    func statusBarAppearanceDidChange() {}

    /// The controller that decides the status bar's appearance when this one is the key window's root.
    var statusBarDecidingController: UIViewController {
        var deciding: UIViewController = self
        var current = storedPresented
        while let presented = current {
            let style = presented.modalPresentationStyle
            if style == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance { deciding = presented }
            current = presented.storedPresented
        }
        return deciding
    }
}

extension UIApplication {
    /// The status bar style the key window's controllers ask for (UIKit's deprecated read-only property).
    public var statusBarStyle: UIStatusBarStyle { statusBarStyleController?.preferredStatusBarStyle ?? .default }

    /// The controller whose `preferredStatusBarStyle` is the status bar's, if there is a key window with a root.
    private var statusBarStyleController: UIViewController? {
        guard var controller = keyWindow?.rootViewController?.statusBarDecidingController else { return nil }
        while let child = controller.childForStatusBarStyle { controller = child }
        return controller
    }

    /// Whether the status bar's content is white: the style asked for is `.lightContent`, or `.default` while the
    /// deciding controller's interface style is dark (UIKit resolves `.default` against the interface style).
    package var statusBarShowsLightContent: Bool {
        guard let controller = statusBarStyleController else { return false }
        switch controller.preferredStatusBarStyle {
        case .lightContent: return true
        case .darkContent: return false
        case .default: return controller.traitCollection.userInterfaceStyle == .dark
        }
    }

    /// Whether the key window's controllers ask for the status bar hidden (UIKit's deprecated read-only property).
    public var isStatusBarHidden: Bool {
        guard var controller = keyWindow?.rootViewController?.statusBarDecidingController else { return false }
        while let child = controller.childForStatusBarHidden { controller = child }
        return controller.prefersStatusBarHidden
    }
}
