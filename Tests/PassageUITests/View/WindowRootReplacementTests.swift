// Replacing a window's root view controller while the old root presents something ends that presentation: the
// presented controller disappears, its container leaves the window, and when the app drops the old hierarchy
// nothing of it stays alive or in the window (found by the random transition programs; UIKit leaks its transition
// view here, Passage must not).
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class WindowRootReplacementTests: XCTestCase {
    /// A full-screen navigation controller presented from the old root leaves the window with it, disappears, and
    /// is released with it; later frames lay out the window without touching it.
    func testReplacingTheRootEndsItsPresentations() async {
        let log = CallbackLog()
        weak var weakRoot: UIViewController?
        weak var weakPresented: UINavigationController?
        weak var weakContainer: UIView?
        let (loop, window) = makeWindow(root: LoggingViewController("A", log: log))
        do {
            let presented = UINavigationController(rootViewController: LoggingViewController("B", log: log))
            presented.modalPresentationStyle = .fullScreen
            window.rootViewController?.present(presented, animated: false)
            loop.runUntilIdle()
            weakRoot = window.rootViewController
            weakPresented = presented
            weakContainer = presented.view.superview
            XCTAssertNotNil(weakContainer)
        }
        log.entries.removeAll()
        window.rootViewController = LoggingViewController("C", log: log)
        XCTAssertEqual(log.entries, ["B.willDisappear", "B.didDisappear", "C.willAppear", "C.didAppear"])
        loop.advance(frames: 2)
        XCTAssertNil(weakRoot, "the old root is released")
        XCTAssertNil(weakPresented, "what it presented is released")
        XCTAssertNil(weakContainer, "and the presentation's container left the window")
        XCTAssertEqual(window.subviews.count, 1, "only the new root's view")
    }

    /// A sheet over the old root (which keeps its view in the window) goes with the old root's view.
    func testReplacingTheRootUnderASheetLeavesOnlyTheNewRoot() async {
        let log = CallbackLog()
        let root = LoggingViewController("A", log: log)
        let (loop, window) = makeWindow(root: root)
        let sheet = LoggingViewController("B", log: log)
        root.present(sheet, animated: true)
        loop.runUntilIdle()
        window.rootViewController = LoggingViewController("C", log: log)
        loop.advance(frames: 2)
        XCTAssertNil(sheet.viewIfLoaded?.window)
        XCTAssertNil(root.viewIfLoaded?.window)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(sheet.presentingViewController)
        XCTAssertEqual(log.entries(of: "B.").suffix(2), ["B.willDisappear", "B.didDisappear"])
    }

    /// Replacing the root while a finger drags a sheet down (an interactive dismissal running): the drag still
    /// ends the dismissal, and then nothing of the old hierarchy is left alive or in the window.
    func testReplacingTheRootDuringASheetDragLetsTheDragEndIt() async {
        let log = CallbackLog()
        weak var weakRoot: UIViewController?
        weak var weakSheet: UIViewController?
        let (loop, window) = makeWindow(root: LoggingViewController("A", log: log))
        do {
            let sheet = LoggingViewController("B", log: log)
            sheet.sheetPresentationController?.detents = [.medium(), .large()]
            window.rootViewController?.present(sheet, animated: false)
            loop.runUntilIdle()
            let top = sheet.view.convert(sheet.view.bounds, to: window).minY
            _ = TouchTracePlayer(
                trace: .drag(from: CGPoint(x: 200, y: top + 12), to: CGPoint(x: 200, y: top + 400), duration: 0.3))
            loop.advance(frames: 3)
            XCTAssertNotNil(sheet.transitionCoordinator, "the drag started the dismissal")
            weakRoot = window.rootViewController
            weakSheet = sheet
        }
        window.rootViewController = LoggingViewController("C", log: log)
        XCTAssertTrue(loop.runUntilIdle())
        loop.advance(frames: 30)
        XCTAssertNil(weakSheet?.transitionCoordinator)
        XCTAssertNil(weakRoot, "the old root is released once the dismissal ended")
        XCTAssertNil(weakSheet)
        XCTAssertEqual(window.subviews.count, 1, "only the new root's view")
    }
}
