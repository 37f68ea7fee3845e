// What operations act on, found from the window down: every controller reachable through children and
// presentations (in a fixed order), the navigation and tab bar controllers among them, the presented ones and
// the sheets. Operations take their target modulo the count.
import Foundation
import Passage

extension StressWorld {
    /// The controllers reachable from the window's root: each controller, then its children, then what it
    /// presents, depth first. A controller reached twice (a cycle of links) is reported and not followed again.
    func reachable() -> [UIViewController] {
        guard let root = window?.rootViewController else { return [] }
        var result: [UIViewController] = []
        var seen: Set<ObjectIdentifier> = []
        func visit(_ controller: UIViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else {
                return fail(.links, "\(controller.title ?? "?") is reached twice from the window")
            }
            result.append(controller)
            for child in controller.children { visit(child) }
            if let presented = directlyPresented(by: controller) { visit(presented) }
        }
        visit(root)
        return result
    }

    /// What `controller` itself presents (not what an ancestor presents).
    func directlyPresented(by controller: UIViewController) -> UIViewController? {
        guard let presented = controller.presentedViewController, presented.presentingViewController === controller,
            presented.parent == nil
        else { return nil }
        return presented
    }

    /// The element `index` modulo the count, or nil when there is none.
    func pick<Element>(_ elements: [Element], _ index: Int) -> Element? {
        elements.isEmpty ? nil : elements[((index % elements.count) + elements.count) % elements.count]
    }

    var navigations: [UINavigationController] { reachable().compactMap { $0 as? UINavigationController } }
    var tabBars: [UITabBarController] { reachable().compactMap { $0 as? UITabBarController } }
    /// The presented controllers, bottom of each chain first.
    var presented: [UIViewController] {
        reachable().filter { $0.parent == nil && $0.presentingViewController != nil }
    }
    /// The presented controllers shown as sheets.
    var sheets: [UIViewController] {
        presented.filter { $0.presentationController is UISheetPresentationController }
    }

    /// The vendor of `controller`'s transitions.
    func vendor(of controller: UIViewController?) -> StressVendor? {
        (controller as? StressControllerRole)?.vendor
    }

    /// The controllers that should be on screen when nothing moves: the root; a navigation controller's top, a tab
    /// bar controller's selection, any other container's children; what a controller presents, and when that
    /// presentation removes the presenter's view, none of the presenter's hierarchy below it.
    func expectedOnScreen() -> [UIViewController] {
        guard let root = window?.rootViewController else { return [] }
        var result: [UIViewController] = []
        var seen: Set<ObjectIdentifier> = []
        func visit(_ controller: UIViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            let start = result.count
            result.append(controller)
            let shown: [UIViewController]
            if let navigation = controller as? UINavigationController {
                shown = navigation.topViewController.map { [$0] } ?? []
            } else if let tabs = controller as? UITabBarController {
                shown = tabs.selectedViewController.map { [$0] } ?? []
            } else {
                shown = controller.children
            }
            for child in shown { visit(child) }
            if let presented = directlyPresented(by: controller) {
                if presented.presentationController?.shouldRemovePresentersView == true {
                    result.removeSubrange(start...)
                }
                visit(presented)
            }
        }
        visit(root)
        return result
    }
}
