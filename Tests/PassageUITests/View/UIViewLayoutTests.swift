// The layout pass: windows lay out each frame, superviews before subviews, from the top-most dirty view.
import Foundation
import PassageUI
import XCTest

@MainActor
final class UIViewLayoutTests: XCTestCase {
    /// A frame's layout pass lays out the window's tree top down, whatever order views were marked in,
    /// and only views marked as needing layout.
    func testLayoutPassRunsSuperviewBeforeSubviews() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = RecordingView("parent", log: log)
        let child = RecordingView("child", log: log)
        let sibling = RecordingView("sibling", log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        window.addSubview(sibling)
        loop.step()
        log.clear()
        child.setNeedsLayout()
        parent.setNeedsLayout()
        loop.step()
        XCTAssertEqual(log.events, ["parent.layoutSubviews", "child.layoutSubviews"])
        log.clear()
        loop.step()
        XCTAssertEqual(log.events, [])
    }

    /// A size change made in a superview's layoutSubviews is laid out in the same pass.
    func testSizeChangesMadeDuringLayoutAreLaidOutInTheSamePass() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = RecordingView("parent", log: log)
        let child = RecordingView("child", log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        loop.step()
        log.clear()
        parent.onLayout = { child.frame = CGRect(x: 0, y: 0, width: 40, height: 40) }
        parent.setNeedsLayout()
        loop.step()
        XCTAssertEqual(log.events, ["parent.layoutSubviews", "child.layoutSubviews"])
    }

    /// layoutIfNeeded lays out from the top-most ancestor that needs layout, skipping clean views between.
    func testLayoutIfNeededStartsAtTheTopMostDirtyAncestor() async {
        FrameLoop().makeCurrent()
        let log = EventLog()
        let top = RecordingView("top", log: log)
        let middle = RecordingView("middle", log: log)
        let leaf = RecordingView("leaf", log: log)
        top.addSubview(middle)
        middle.addSubview(leaf)
        top.layoutIfNeeded()
        log.clear()
        leaf.setNeedsLayout()
        top.setNeedsLayout()
        leaf.layoutIfNeeded()
        XCTAssertEqual(log.events, ["top.layoutSubviews", "leaf.layoutSubviews"])
        log.clear()
        leaf.layoutIfNeeded()
        XCTAssertEqual(log.events, [])
    }

    /// A bounds size change marks the view as needing layout; moving it does not.
    func testBoundsSizeChangeMarksTheViewForLayout() async {
        FrameLoop().makeCurrent()
        let log = EventLog()
        let view = RecordingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        log.clear()
        view.center = CGPoint(x: 100, y: 100)
        view.layoutIfNeeded()
        XCTAssertEqual(log.events, [])
        view.bounds.size = CGSize(width: 20, height: 20)
        view.layoutIfNeeded()
        XCTAssertEqual(log.events, ["view.layoutSubviews"])
    }

    /// Each frame loop lays out only the windows created while it was current; windows are not kept alive.
    func testWindowsBelongToTheFrameLoopTheyWereCreatedOn() async {
        let first = FrameLoop()
        first.makeCurrent()
        let log = EventLog()
        let firstWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = RecordingView("a", log: log)
        firstWindow.addSubview(a)
        firstWindow.makeKeyAndVisible()
        let second = FrameLoop()
        second.makeCurrent()
        let secondWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = RecordingView("b", log: log)
        secondWindow.addSubview(b)
        log.clear()
        a.setNeedsLayout()
        b.setNeedsLayout()
        second.step()
        XCTAssertEqual(log.events, ["b.layoutSubviews"])
        first.step()
        XCTAssertEqual(log.events, ["b.layoutSubviews", "a.layoutSubviews"])
        XCTAssertTrue(firstWindow.isKeyWindow)
        XCTAssertFalse(secondWindow.isKeyWindow)
        weak var released: UIWindow?
        do {
            let window = UIWindow(frame: .zero)
            released = window
        }
        XCTAssertNil(released)
        second.step()
    }

    /// A new window is hidden until makeKeyAndVisible, which also makes it key (UIKit's behaviour).
    func testWindowIsHiddenUntilMadeKeyAndVisible() async {
        FrameLoop().makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(window.isHidden)
        XCTAssertFalse(window.isKeyWindow)
        window.makeKeyAndVisible()
        XCTAssertFalse(window.isHidden)
        XCTAssertTrue(window.isKeyWindow)
        other.makeKeyAndVisible()
        XCTAssertFalse(window.isKeyWindow)
        XCTAssertTrue(other.window === other)
    }

    /// sizeThatFits defaults to the current size; sizeToFit applies it keeping the frame's origin.
    func testSizeToFitKeepsTheOrigin() async {
        FrameLoop().makeCurrent()
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        XCTAssertEqual(view.sizeThatFits(CGSize(width: 1000, height: 1000)), CGSize(width: 30, height: 40))
        view.sizeToFit()
        XCTAssertEqual(view.frame, CGRect(x: 5, y: 6, width: 30, height: 40))
        let cg = CGImage(width: 8, height: 4, red: 0, green: 0, blue: 0)!
        let imageView = UIImageView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        imageView.image = UIImage(cgImage: cg, scale: 2, orientation: .up)
        imageView.sizeToFit()
        XCTAssertEqual(imageView.frame, CGRect(x: 10, y: 10, width: 4, height: 2))
    }
}
