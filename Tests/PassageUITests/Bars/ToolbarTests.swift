// The navigation controller's toolbar in a window filling the iPhone 15 Pro's 393 × 852 screen (bottom safe-area
// inset 34):
// hidden by default; shown, its 44 pt row sits above the home indicator and the bar reaches down over it,
// narrowing the child's safe area; items laid out between 16 pt margins with flexible and fixed spaces; the top
// controller's items, cross-fading with pushes and pops; hiding slides it below the bottom edge.
import Foundation
import PassageCore
import PassageUI
import XCTest

/// Shows or hides the toolbar (animated) in viewWillAppear, as apps do; nil leaves it alone.
@MainActor
private final class ToolbarController: UIViewController {
    let hidesToolbar: Bool?
    init(title: String, hidesToolbar: Bool? = nil) {
        self.hidesToolbar = hidesToolbar
        super.init(nibName: nil, bundle: nil)
        self.title = title
        toolbarItems = [UIBarButtonItem(title: title, style: .plain, target: nil, action: nil)]
    }

    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let hidesToolbar { navigationController?.setToolbarHidden(hidesToolbar, animated: animated) }
    }
}

@MainActor
final class ToolbarTests: XCTestCase {
    /// The screen's height, and the shown toolbar's top: 44 pt of items over the 34 pt home indicator.
    private let screenHeight: CGFloat = 852
    private var shownY: CGFloat { screenHeight - 78 }

    /// A fresh frame loop and a visible window filling the main screen (so it has the device's safe area).
    private func makeScreenWindow(root: UIViewController) -> (FrameLoop, UIWindow) {
        let loop = FrameLoop()
        loop.makeCurrent()
        UIScreen(device: .iPhone15Pro).makeMain()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (loop, window)
    }

    private func presentedY(_ view: UIView) -> CGFloat {
        let layer = view.layer.presentation() ?? view.layer
        return layer.position.y - layer.bounds.height / 2
    }

    private func titles(_ toolbar: UIToolbar) -> [String?] { toolbar.itemViews.map { ($0 as? UIButton)?.currentTitle } }

    /// UIKit: `isToolbarHidden` defaults to true; shown, the toolbar's 44 pt of items sit above the 34 pt home
    /// indicator inset with the bar reaching the bottom edge (78 pt tall at y 774), and the child's bottom safe-area
    /// inset grows from 34 to 78.
    func testToolbarSitsAboveTheHomeIndicatorAndNarrowsTheSafeArea() async {
        let child = ToolbarController(title: "A")
        let navigation = UINavigationController(rootViewController: child)
        let (loop, window) = makeScreenWindow(root: navigation)
        XCTAssertTrue(navigation.isToolbarHidden)
        XCTAssertTrue(navigation.toolbar.isHidden)
        XCTAssertEqual(child.view.safeAreaInsets.bottom, 34, accuracy: 1e-9)
        navigation.isToolbarHidden = false
        loop.step()
        XCTAssertFalse(navigation.toolbar.isHidden)
        XCTAssertEqual(navigation.toolbar.frame, CGRect(x: 0, y: shownY, width: 393, height: 78))
        XCTAssertEqual(child.view.safeAreaInsets.bottom, 78, accuracy: 1e-9)
        XCTAssertEqual(navigation.toolbar.itemViews.first?.frame.height, 44)
        XCTAssertEqual(titles(navigation.toolbar), ["A"])
        navigation.setToolbarHidden(true, animated: false)
        loop.step()
        XCTAssertEqual(navigation.toolbar.frame.minY, screenHeight, accuracy: 1e-9, "hidden just below the bottom edge")
        XCTAssertEqual(child.view.safeAreaInsets.bottom, 34, accuracy: 1e-9)
        withExtendedLifetime(window) {}
    }

    /// Items go left to right from the 16 pt margin to the right margin, 8 pt apart; a fixed space is its width; a
    /// flexible space takes the room left over (two share it equally).
    func testItemsAreLaidOutWithFlexibleAndFixedSpaces() async {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        let items = ["A", "B", "C"].map { UIBarButtonItem(title: $0, style: .plain, target: nil, action: nil) }
        for item in items { item.width = 40 }
        toolbar.items = [items[0], .flexibleSpace(), items[1], .fixedSpace(20), items[2]]
        var views = toolbar.itemViews
        XCTAssertEqual(views.count, 3, "spaces draw nothing")
        XCTAssertEqual(views[0].frame.minX, 16)
        XCTAssertEqual(views[2].frame.maxX, 384)
        XCTAssertEqual(views[2].frame.minX, views[1].frame.maxX + 8 + 20 + 8)
        let flexible: CGFloat = 400 - 32 - 120 - 20 - 4 * 8
        XCTAssertEqual(views[1].frame.minX, views[0].frame.maxX + 8 + flexible + 8)
        toolbar.setItems([.flexibleSpace(), items[0], .flexibleSpace()], animated: false)
        views = toolbar.itemViews
        XCTAssertEqual(views[0].frame.midX, 200, accuracy: 1e-9, "centred between two flexible spaces")
    }

    /// The toolbar shows the top controller's items: during a built-in push the new row fades in alongside it
    /// (half at the midpoint, ease-in-out), after it only the new items show; an interactive pop that is cancelled
    /// puts the pushed controller's items back; setting the top controller's items shows them at once.
    func testToolbarShowsTheTopControllersItemsAcrossPushAndPop() async {
        let navigation = UINavigationController(rootViewController: ToolbarController(title: "A"))
        navigation.isToolbarHidden = false
        let (loop, window) = makeScreenWindow(root: navigation)
        let oldRow = try! XCTUnwrap(navigation.toolbar.itemViews.first?.superview)
        let pushed = ToolbarController(title: "B")
        navigation.pushViewController(pushed, animated: true)
        let newRow = try! XCTUnwrap(navigation.toolbar.itemViews.first?.superview)
        XCTAssertEqual(titles(navigation.toolbar), ["B"])
        loop.advance(frames: 11)  // 11/21 of the 0.35 s push: curve(0.5238)
        let curve = Float(UIView.AnimationCurve.easeInOut.value(at: 11.0 / 21))
        XCTAssertEqual((newRow.layer.presentation() ?? newRow.layer).opacity, curve, accuracy: 1e-3)
        XCTAssertEqual((oldRow.layer.presentation() ?? oldRow.layer).opacity, 1 - curve, accuracy: 1e-3)
        loop.runUntilIdle()
        XCTAssertNil(oldRow.superview)

        let interaction = UIPercentDrivenInteractiveTransition()
        let delegate = VendingDelegate()
        delegate.interactor = interaction
        navigation.delegate = delegate
        navigation.popViewController(animated: true)
        XCTAssertEqual(titles(navigation.toolbar), ["A"])
        interaction.update(0.4)
        loop.advance(frames: 2)
        interaction.cancel()
        loop.runUntilIdle()
        XCTAssertEqual(titles(navigation.toolbar), ["B"])
        XCTAssertTrue(navigation.toolbar.itemViews.first?.superview === newRow)
        XCTAssertEqual(newRow.alpha, 1)

        pushed.setToolbarItems([UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)], animated: true)
        XCTAssertEqual(titles(navigation.toolbar), ["Trash"])
        withExtendedLifetime((window, delegate)) {}
    }

    /// Hiding alone takes UIKit's UINavigationControllerHideShowBarDuration (0.33 s, ease-in-out) to slide below the
    /// bottom edge; called from viewWillAppear during a push the show runs alongside it (halfway at its midpoint).
    func testSetToolbarHiddenSlidesBelowTheBottomEdge() async {
        let navigation = UINavigationController(rootViewController: ToolbarController(title: "A"))
        navigation.isToolbarHidden = false
        let (loop, window) = makeScreenWindow(root: navigation)
        let bar = navigation.toolbar!
        navigation.setToolbarHidden(true, animated: true)
        XCTAssertTrue(navigation.isToolbarHidden)
        loop.advance(frames: 10)
        let unit = (10.0 / 60) / 0.33
        XCTAssertEqual(
            presentedY(bar), shownY + 78 * UIView.AnimationCurve.easeInOut.value(at: CGFloat(unit)), accuracy: 1e-3)
        XCTAssertFalse(bar.isHidden)
        loop.runUntilIdle()
        XCTAssertTrue(bar.isHidden)
        XCTAssertEqual(bar.frame.minY, screenHeight, accuracy: 1e-9)

        navigation.pushViewController(ToolbarController(title: "B", hidesToolbar: false), animated: true)
        XCTAssertFalse(navigation.isToolbarHidden)
        loop.advance(frames: 11)
        XCTAssertEqual(
            presentedY(bar), screenHeight - 78 * UIView.AnimationCurve.easeInOut.value(at: 11.0 / 21), accuracy: 1e-3)
        loop.runUntilIdle()
        XCTAssertEqual(bar.frame.minY, shownY, accuracy: 1e-9)
        XCTAssertFalse(bar.isHidden)
        withExtendedLifetime(window) {}
    }
}
