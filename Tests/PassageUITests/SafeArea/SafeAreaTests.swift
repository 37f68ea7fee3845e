// The safe area as UIKit lays it out on iOS 17 devices (published device measurements): the window takes the
// screen's insets (iPhone SE top 20; iPhone 15 Pro and Pro Max top 59, bottom 34; iPad top 24, bottom 20); a
// navigation bar sits at the device's bar top (53⅔ on Dynamic Island devices, 16/3 pt inside the safe area, so
// its children's safe area starts at 97⅔) and a tab bar of 49 pt (iPad 50) reaches over the home indicator;
// additionalSafeAreaInsets adds to a controller's view; views get safeAreaInsetsDidChange and controllers
// viewSafeAreaInsetsDidChange in the layout pass when their insets change.
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
private final class InsetsWatchingController: UIViewController {
    var changes: [UIEdgeInsets] = []
    override func viewSafeAreaInsetsDidChange() { changes.append(view.safeAreaInsets) }
}

@MainActor
final class SafeAreaTests: XCTestCase {
    /// A window filling `device`'s screen, showing `root`, laid out.
    private func show(_ root: UIViewController, on device: DeviceProfile) -> (FrameLoop, UIWindow) {
        let loop = FrameLoop()
        loop.makeCurrent()
        UIScreen(device: device).makeMain()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        loop.step()
        return (loop, window)
    }

    /// Each preset's window reports the device's insets; a view placed across the top edge reports only the
    /// part of the inset it overlaps; a view outside any window reports zero.
    func testWindowsTakeTheDevicesInsets() async {
        let expected: [(DeviceProfile, UIEdgeInsets)] = [
            (.iPhoneSE, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
            (.iPhone15Pro, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
            (.iPhone15ProMax, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
            (.iPad, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        ]
        for (device, insets) in expected {
            let (_, window) = show(UIViewController(), on: device)
            XCTAssertEqual(window.safeAreaInsets, insets, device.name)
            let strip = UIView(frame: CGRect(x: 0, y: 10, width: 100, height: 100))
            window.addSubview(strip)
            XCTAssertEqual(strip.safeAreaInsets.top, insets.top - 10, device.name)
            XCTAssertEqual(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)).safeAreaInsets, .zero)
        }
    }

    /// On the iPhone 15 Pro the navigation bar is at 53⅔ and 44 pt tall, so a pushed controller's view (full
    /// screen, under the bar) has its safe area from 97⅔ down to 852 − 34; the bar's background reaches up to
    /// the top of the screen. On the iPhone SE the bar is at 20 and the safe area starts at 64.
    func testNavigationBarSitsBelowTheStatusBarAndNarrowsTheChildsSafeArea() async {
        for (device, barTop, bottom) in [
            (DeviceProfile.iPhone15Pro, 59 - 16.0 / 3 as CGFloat, 34.0 as CGFloat), (.iPhoneSE, 20, 0),
        ] {
            let child = UIViewController()
            let navigation = UINavigationController(rootViewController: child)
            let (_, window) = show(navigation, on: device)
            XCTAssertEqual(navigation.navigationBar.frame.minY, barTop, accuracy: 1e-9, device.name)
            XCTAssertEqual(navigation.navigationBar.frame.height, 44)
            XCTAssertEqual(child.view.frame, window.bounds, "the child extends under the bar")
            XCTAssertEqual(child.view.safeAreaInsets.top, barTop + 44, accuracy: 1e-9, device.name)
            XCTAssertEqual(child.view.safeAreaInsets.bottom, bottom, device.name)
            let background = navigation.navigationBar.subviews.first!
            XCTAssertEqual(
                navigation.navigationBar.convert(background.frame, to: window).minY, 0, accuracy: 1e-9,
                "the bar's background reaches the top of the screen")
            navigation.isNavigationBarHidden = true
            window.layoutIfNeeded()
            XCTAssertEqual(
                child.view.safeAreaInsets.top, device.safeAreaInsets.top, "without the bar, the device's inset")
        }
    }

    /// The tab bar is 49 pt of items over the 34 pt home indicator on the iPhone 15 Pro (83 in all, at 852 − 83);
    /// a tab's view has its safe area end at the bar's top. iPad: 50 + 20.
    func testTabBarReachesOverTheHomeIndicator() async {
        for (device, items, indicator) in [
            (DeviceProfile.iPhone15Pro, 49.0 as CGFloat, 34.0 as CGFloat), (.iPad, 50, 20), (.iPhoneSE, 49, 0),
        ] {
            let tab = UIViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [tab, UIViewController()]
            let (_, window) = show(tabs, on: device)
            XCTAssertEqual(
                tabs.tabBar.frame,
                CGRect(
                    x: 0, y: device.size.height - items - indicator, width: device.size.width,
                    height: items + indicator), device.name)
            XCTAssertEqual(tab.view.safeAreaInsets.bottom, items + indicator, device.name)
            XCTAssertEqual(tabs.tabBar.itemLabels.first?.frame.height, items, "the items sit above the indicator")
            withExtendedLifetime(window) {}
        }
    }

    /// additionalSafeAreaInsets adds to the controller's view and its subviews; the controller hears
    /// viewSafeAreaInsetsDidChange in the next layout pass, once per change.
    func testAdditionalInsetsAndTheChangeCallbacks() async {
        let controller = InsetsWatchingController()
        let (loop, window) = show(controller, on: .iPhone15Pro)
        XCTAssertEqual(controller.changes, [UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)])
        let inner = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 100))
        controller.view.addSubview(inner)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        XCTAssertEqual(controller.view.safeAreaInsets, UIEdgeInsets(top: 59, left: 10, bottom: 34, right: 0))
        XCTAssertEqual(inner.safeAreaInsets, UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0))
        loop.step()
        loop.step()
        XCTAssertEqual(controller.changes.count, 2)
        XCTAssertEqual(controller.changes.last, UIEdgeInsets(top: 59, left: 10, bottom: 34, right: 0))
        withExtendedLifetime(window) {}
    }

    /// A view pinned to its controller's safeAreaLayoutGuide follows the safe area: below the navigation bar
    /// (97⅔ on the iPhone 15 Pro) and, once the bar is hidden, below the status bar and Dynamic Island (59).
    func testTheSafeAreaGuideFollowsTheInsets() async {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        let (loop, window) = show(navigation, on: .iPhone15Pro)
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        child.view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: child.view.safeAreaLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: child.view.safeAreaLayoutGuide.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: child.view.safeAreaLayoutGuide.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 40),
        ])
        loop.step()
        loop.step()
        XCTAssertEqual(banner.frame.minY, 59 + 44 - 16.0 / 3, accuracy: 1e-3)
        XCTAssertEqual(banner.frame.width, 393)
        navigation.isNavigationBarHidden = true
        loop.step()
        XCTAssertEqual(banner.frame.minY, 59, accuracy: 1e-3, "in the next frame's layout pass")
        withExtendedLifetime(window) {}
    }
}
