// The view tree: subview order, the layer order that mirrors it, and the hooks UIKit calls on moves.
import Foundation
import PassageUI
import XCTest

@MainActor
final class UIViewHierarchyTests: XCTestCase {
    private func views(_ count: Int) -> [UIView] {
        (0..<count).map { index in
            let view = UIView()
            view.tag = index + 1
            return view
        }
    }

    private func assertOrder(_ parent: UIView, _ tags: [Int], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(parent.subviews.map(\.tag), tags, "subviews", file: file, line: line)
        let layerTags = (parent.layer.sublayers ?? []).map { layer in
            parent.subviews.first { $0.layer === layer }?.tag ?? -1
        }
        XCTAssertEqual(layerTags, tags, "sublayers mirror the subviews", file: file, line: line)
    }

    /// addSubview appends on top; insertSubview(at:), above/below and exchange move views and layers together.
    func testInsertionAndReorderingKeepLayersInSubviewOrder() async {
        FrameLoop().makeCurrent()
        let parent = UIView()
        let v = views(5)
        parent.addSubview(v[0])
        parent.addSubview(v[1])
        assertOrder(parent, [1, 2])
        parent.insertSubview(v[2], at: 0)
        assertOrder(parent, [3, 1, 2])
        parent.insertSubview(v[3], aboveSubview: v[2])
        assertOrder(parent, [3, 4, 1, 2])
        parent.insertSubview(v[4], belowSubview: v[1])
        assertOrder(parent, [3, 4, 1, 5, 2])
        parent.exchangeSubview(at: 0, withSubviewAt: 4)
        assertOrder(parent, [2, 4, 1, 5, 3])
        parent.bringSubviewToFront(v[3])
        assertOrder(parent, [2, 1, 5, 3, 4])
        parent.sendSubviewToBack(v[2])
        assertOrder(parent, [3, 2, 1, 5, 4])
        parent.insertSubview(v[0], at: 99)
        assertOrder(parent, [3, 2, 5, 4, 1])
        parent.addSubview(v[4])
        assertOrder(parent, [3, 2, 4, 1, 5])
    }

    /// A sublayer added straight to the view's layer is not a subview, and subview indices skip it.
    func testPlainSublayersAreNotSubviews() async {
        FrameLoop().makeCurrent()
        let parent = UIView()
        let v = views(2)
        parent.addSubview(v[0])
        parent.layer.addSublayer(CALayer())
        parent.insertSubview(v[1], at: 1)
        XCTAssertEqual(parent.subviews.map(\.tag), [1, 2])
        XCTAssertEqual(parent.layer.sublayers?.count, 3)
        XCTAssertTrue(parent.layer.sublayers?.last === v[1].layer)
    }

    /// Adding a view to another parent removes it from the first; removeFromSuperview detaches view and layer.
    func testMovingAndRemovingUpdatesBothTrees() async {
        FrameLoop().makeCurrent()
        let a = UIView()
        let b = UIView()
        let child = UIView()
        a.addSubview(child)
        b.addSubview(child)
        XCTAssertTrue(a.subviews.isEmpty)
        XCTAssertNil(a.layer.sublayers)
        XCTAssertTrue(child.superview === b)
        XCTAssertTrue(child.layer.superlayer === b.layer)
        XCTAssertTrue(child.next === b)
        child.removeFromSuperview()
        XCTAssertNil(child.superview)
        XCTAssertNil(child.layer.superlayer)
        XCTAssertTrue(b.subviews.isEmpty)
    }

    /// A superview keeps its subviews alive; a removed subview is released.
    func testSuperviewRetainsItsSubviews() async {
        FrameLoop().makeCurrent()
        let parent = UIView()
        weak var weakChild: UIView?
        do {
            let child = UIView()
            weakChild = child
            parent.addSubview(child)
        }
        XCTAssertNotNil(weakChild)
        weakChild?.removeFromSuperview()
        XCTAssertNil(weakChild)
    }

    /// A view cannot become a subview of itself or its descendant; the tree is unchanged.
    func testCyclesAreRefused() async {
        FrameLoop().makeCurrent()
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        child.addSubview(parent)
        parent.addSubview(parent)
        XCTAssertNil(parent.superview)
        XCTAssertEqual(parent.subviews.count, 1)
    }

    /// isDescendant(of:) includes the view itself; viewWithTag searches self first, then depth first.
    func testDescendantAndTagLookup() async {
        FrameLoop().makeCurrent()
        let root = UIView()
        let middle = UIView()
        let leaf = UIView()
        let other = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.addSubview(other)
        leaf.tag = 7
        other.tag = 7
        XCTAssertTrue(leaf.isDescendant(of: root))
        XCTAssertTrue(root.isDescendant(of: root))
        XCTAssertFalse(root.isDescendant(of: leaf))
        XCTAssertTrue(root.viewWithTag(7) === leaf)
        XCTAssertTrue(root.viewWithTag(0) === root)
        XCTAssertNil(root.viewWithTag(8))
    }

    /// Moving a view between superviews inside a window: UIKit's nesting of superview and window hooks,
    /// then the new superview's didAddSubview; window hooks reach descendants after the view itself.
    func testHooksRunInUIKitOrderWhenMovingIntoAWindow() async {
        FrameLoop().makeCurrent()
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let oldParent = RecordingView("old", log: log)
        let newParent = RecordingView("new", log: log)
        let view = RecordingView("view", log: log)
        let child = RecordingView("child", log: log)
        oldParent.addSubview(view)
        view.addSubview(child)
        window.addSubview(newParent)
        log.clear()
        newParent.addSubview(view)
        XCTAssertEqual(
            log.events,
            [
                "old.willRemoveSubview(view)",
                "view.willMoveToSuperview(new)",
                "view.willMoveToWindow(window)", "child.willMoveToWindow(window)",
                "view.didMoveToWindow", "child.didMoveToWindow",
                "view.didMoveToSuperview",
                "new.didAddSubview(view)",
            ])
        XCTAssertTrue(child.window === window)
    }

    /// Removing from a window: willRemoveSubview, then the hooks nested as on insertion, without didAddSubview.
    func testHooksRunInUIKitOrderWhenRemovedFromAWindow() async {
        FrameLoop().makeCurrent()
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = RecordingView("parent", log: log)
        let view = RecordingView("view", log: log)
        window.addSubview(parent)
        parent.addSubview(view)
        log.clear()
        view.removeFromSuperview()
        XCTAssertEqual(
            log.events,
            [
                "parent.willRemoveSubview(view)",
                "view.willMoveToSuperview(nil)",
                "view.willMoveToWindow(nil)",
                "view.didMoveToWindow",
                "view.didMoveToSuperview",
            ])
        XCTAssertNil(view.window)
    }

    /// Without a window change the window hooks are skipped; reordering within a superview calls no hooks.
    func testWindowHooksOnlyWhenTheWindowChanges() async {
        FrameLoop().makeCurrent()
        let log = EventLog()
        let parent = RecordingView("parent", log: log)
        let a = RecordingView("a", log: log)
        let b = RecordingView("b", log: log)
        parent.addSubview(a)
        XCTAssertEqual(
            log.events, ["a.willMoveToSuperview(parent)", "a.didMoveToSuperview", "parent.didAddSubview(a)"])
        parent.addSubview(b)
        log.clear()
        parent.insertSubview(b, at: 0)
        parent.bringSubviewToFront(b)
        parent.addSubview(a)
        XCTAssertEqual(log.events, [])
    }
}
