// A card stack that keeps its top card in front from `layoutSubviews` (a pattern of swipeable-card libraries):
// bringing a view that is already in front to the front changes nothing, so the stack lays out once and goes
// idle, and the card's frame animation is not restarted every frame.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class FrontSubviewLayoutTests: XCTestCase {
    /// A stack whose layout brings its top card to front and animates the card into place for 0.1 s.
    private final class CardStack: UIView {
        let bottom = UIView()
        let top = UIView()
        var layouts = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(bottom)
            addSubview(top)
        }
        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            bringSubviewToFront(top)
            UIView.animate(withDuration: 0.1) {
                self.top.frame = self.bounds.insetBy(dx: 20, dy: 20)
                self.bottom.frame = self.bounds.insetBy(dx: 30, dy: 30)
            }
        }
    }

    /// UIKit: bringing the front subview to front is a no-op, so the stack lays out once and the loop goes idle.
    func testBringingTheFrontSubviewToFrontDoesNotLayOutAgain() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.makeKeyAndVisible()
        let stack = CardStack(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.addSubview(stack)
        loop.advance(frames: 30)
        XCTAssertEqual(stack.layouts, 1)
        XCTAssertFalse(loop.isBusy, "the 0.1 s animation ended and nothing asks for layout")
        XCTAssertEqual(stack.subviews.last, stack.top)
        XCTAssertEqual(stack.top.frame, CGRect(x: 20, y: 20, width: 260, height: 360))
    }

    /// Bringing a card that is not in front reorders it; sending the back card to back changes nothing.
    func testReorderingStillMovesAViewThatIsNotInFront() async {
        let stack = CardStack(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        stack.sendSubviewToBack(stack.bottom)
        XCTAssertEqual(stack.subviews, [stack.bottom, stack.top])
        stack.bringSubviewToFront(stack.bottom)
        XCTAssertEqual(stack.subviews, [stack.top, stack.bottom])
    }
}
