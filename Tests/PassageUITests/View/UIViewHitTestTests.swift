// UIKit's hit testing: the front-most interactive, visible view whose bounds contain the point.
import Foundation
import PassageUI
import XCTest

@MainActor
final class UIViewHitTestTests: XCTestCase {
    /// root (0,0,200,200) holds `back` (0,0,100,100) and, in front, `front` (50,50,150,150).
    private func makeTree() -> (root: UIView, back: UIView, front: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 150, height: 150))
        root.addSubview(back)
        root.addSubview(front)
        return (root, back, front)
    }

    /// Subviews are tested front to back; a miss falls through to the view behind, then to the parent.
    func testFrontMostSubviewContainingThePointWins() async {
        FrameLoop().makeCurrent()
        let (root, back, front) = makeTree()
        XCTAssertTrue(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        XCTAssertTrue(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 25), with: nil) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 200, y: 100), with: nil), "the maximum edge is outside")
        XCTAssertTrue(root.hitTest(CGPoint(x: 0, y: 0), with: nil) === back, "the minimum edge is inside")
    }

    /// Hidden views, views with alpha below 0.01 and views with interaction off are skipped with their subviews.
    func testHiddenTransparentAndNonInteractiveViewsAreSkipped() async {
        FrameLoop().makeCurrent()
        let (root, back, front) = makeTree()
        let point = CGPoint(x: 75, y: 75)
        front.isHidden = true
        XCTAssertTrue(root.hitTest(point, with: nil) === back)
        front.isHidden = false
        front.alpha = 0.005
        XCTAssertTrue(root.hitTest(point, with: nil) === back)
        front.alpha = 0.01
        XCTAssertTrue(root.hitTest(point, with: nil) === front, "alpha 0.01 is still hit")
        front.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(point, with: nil) === back)
        back.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(point, with: nil) === root)
        root.alpha = 0
        XCTAssertNil(root.hitTest(point, with: nil))
    }

    /// A subview outside its superview's bounds is never hit, whether or not the superview clips:
    /// point(inside:) of the superview fails first.
    func testSubviewOutsideItsSuperviewIsNotHitWithOrWithoutClipping() async {
        FrameLoop().makeCurrent()
        let (root, back, _) = makeTree()
        let overhang = UIView(frame: CGRect(x: 120, y: 0, width: 30, height: 30))
        back.addSubview(overhang)
        XCTAssertTrue(root.hitTest(CGPoint(x: 130, y: 10), with: nil) === root)
        back.clipsToBounds = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 130, y: 10), with: nil) === root)
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
    }

    /// The point reaches each subview in its own coordinates (bounds origin and transform included).
    func testPointIsConvertedIntoEachSubview() async {
        FrameLoop().makeCurrent()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        scroller.bounds.origin = CGPoint(x: 0, y: 300)
        let row = UIView(frame: CGRect(x: 0, y: 320, width: 200, height: 20))
        root.addSubview(scroller)
        scroller.addSubview(row)
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 30), with: nil) === row)
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 50), with: nil) === scroller)
        let turned = UIView(frame: CGRect(x: 0, y: 150, width: 100, height: 10))
        root.addSubview(turned)
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertTrue(root.hitTest(CGPoint(x: 52, y: 190), with: nil) === turned, "inside the turned bar")
        XCTAssertTrue(root.hitTest(CGPoint(x: 90, y: 155), with: nil) === root, "inside the unturned bar only")
    }
}
