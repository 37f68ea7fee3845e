// Frame, bounds, center and transforms, and coordinate conversion between views.
import Foundation
import PassageUI
import XCTest

@MainActor
final class UIViewGeometryTests: XCTestCase {
    /// Setting the frame under an identity transform sets center and bounds.size; bounds.origin is kept.
    func testFrameSetsCenterAndBoundsSizeKeepingBoundsOrigin() async {
        FrameLoop().makeCurrent()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(view.center, CGPoint(x: 60, y: 45))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(view.layer.position, CGPoint(x: 60, y: 45))
        view.bounds.origin = CGPoint(x: 10, y: 10)
        view.frame = CGRect(x: 20, y: 30, width: 40, height: 50)
        XCTAssertEqual(view.bounds, CGRect(x: 10, y: 10, width: 40, height: 50))
        XCTAssertEqual(view.center, CGPoint(x: 40, y: 55))
        XCTAssertEqual(view.frame, CGRect(x: 20, y: 30, width: 40, height: 50))
    }

    /// With a rotation, the frame is the bounding box of the rotated bounds about the center;
    /// center and bounds are unchanged by the transform.
    func testFrameOfRotatedViewIsTheBoundingBoxAroundItsCenter() async {
        FrameLoop().makeCurrent()
        let view = UIView(frame: CGRect(x: 50, y: 75, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        assertRect(view.frame, CGRect(x: 75, y: 50, width: 50, height: 100))
        XCTAssertEqual(view.center, CGPoint(x: 100, y: 100))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let side = 150 / 2.0.squareRoot()
        assertRect(view.frame, CGRect(x: 100 - side / 2, y: 100 - side / 2, width: side, height: side))
        view.center = CGPoint(x: 0, y: 0)
        assertRect(view.frame, CGRect(x: -side / 2, y: -side / 2, width: side, height: side))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    /// The transform goes to layer.transform and reads back unchanged; transform3D is layer.transform.
    func testTransformIsStoredInTheLayer() async {
        FrameLoop().makeCurrent()
        let view = UIView()
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 7)
        view.transform = t
        XCTAssertEqual(view.transform, t)
        XCTAssertEqual(view.layer.transform, CATransform3DMakeAffineTransform(t))
        view.transform3D = CATransform3DMakeRotation(0.5, 0, 1, 0)
        XCTAssertEqual(view.layer.transform, CATransform3DMakeRotation(0.5, 0, 1, 0))
    }

    /// Setting the frame of a quarter-turned view swaps the bounds size; of a scaled view, divides it.
    func testSettingFrameUnderATransformMapsTheSizeBack() async {
        FrameLoop().makeCurrent()
        let turned = UIView()
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        turned.frame = CGRect(x: 0, y: 0, width: 40, height: 80)
        XCTAssertEqual(turned.bounds.size.width, 80, accuracy: 1e-9)
        XCTAssertEqual(turned.bounds.size.height, 40, accuracy: 1e-9)
        XCTAssertEqual(turned.center, CGPoint(x: 20, y: 40))
        assertRect(turned.frame, CGRect(x: 0, y: 0, width: 40, height: 80))
        let scaled = UIView()
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        scaled.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(scaled.bounds, CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(scaled.center, CGPoint(x: 50, y: 50))
    }

    /// Moving the anchor point keeps the center and moves the frame (UIKit's anchorPoint semantics).
    func testAnchorPointMovesTheFrameAroundTheFixedCenter() async {
        FrameLoop().makeCurrent()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.anchorPoint = .zero
        XCTAssertEqual(view.center, CGPoint(x: 50, y: 50))
        XCTAssertEqual(view.frame, CGRect(x: 50, y: 50, width: 100, height: 100))
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        XCTAssertEqual(view.center, .zero)
    }

    /// Points and rects convert through nested frames and scrolled bounds origins; nil means the window.
    func testConvertBetweenNestedViewsWithBoundsOrigins() async {
        FrameLoop().makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroller = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        scroller.bounds.origin = CGPoint(x: 0, y: 50)
        let inner = UIView(frame: CGRect(x: 30, y: 60, width: 50, height: 50))
        let sibling = UIView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        window.addSubview(scroller)
        scroller.addSubview(inner)
        window.addSubview(sibling)
        assertPoint(inner.convert(CGPoint(x: 5, y: 5), to: scroller), CGPoint(x: 35, y: 65))
        assertPoint(inner.convert(CGPoint(x: 5, y: 5), to: nil), CGPoint(x: 45, y: 35))
        assertPoint(inner.convert(CGPoint(x: 45, y: 35), from: nil), CGPoint(x: 5, y: 5))
        assertPoint(inner.convert(CGPoint(x: 5, y: 5), to: sibling), CGPoint(x: -55, y: -65))
        assertPoint(inner.convert(CGPoint(x: -55, y: -65), from: sibling), CGPoint(x: 5, y: 5))
        assertRect(
            inner.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: scroller),
            CGRect(x: 30, y: 60, width: 10, height: 10))
        assertRect(
            scroller.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: inner),
            CGRect(x: 30, y: 60, width: 10, height: 10))
        assertRect(
            window.convert(CGRect(x: 0, y: 0, width: 50, height: 50), from: inner),
            CGRect(x: 40, y: 30, width: 50, height: 50))
    }

    /// Converting through a rotated view turns the point about the view's center.
    func testConvertThroughARotatedView() async {
        FrameLoop().makeCurrent()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        parent.addSubview(child)
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)
        assertPoint(child.convert(CGPoint.zero, to: parent), CGPoint(x: 15, y: -5))
        assertPoint(child.convert(CGPoint(x: 15, y: -5), from: parent), .zero)
        assertRect(child.convert(child.bounds, to: parent), child.frame)
    }
}
