// Animation values boxed the Objective-C way (UIKit's `NSValue(cgPoint:)`, `NSValue(cgSize:)`, `NSValue(cgRect:)`,
// which Foundation spells `NSValue(point:)` and so on, `NSValue(caTransform3D:)`, `NSNumber`), as Core Animation
// takes them on iOS, animate exactly as the structs do.
import Foundation
import XCTest

@testable import PassageCore

@MainActor
final class BoxedAnimationValueTests: XCTestCase {
    /// A transform survives boxing: every component, and `caTransform3DValue` of another box is the identity.
    func testTransformBoxRoundTrips() async {
        var t = CATransform3DMakeScale(2, 3, 4)
        t.m34 = -1 / 500
        t.m41 = 7
        XCTAssertEqual(NSValue(caTransform3D: t).caTransform3DValue, t)
        XCTAssertEqual(NSValue(point: CGPoint(x: 1, y: 2)).caTransform3DValue, CATransform3DIdentity)
    }

    /// Boxed points, sizes, rects and transforms animate half way at half time, as unboxed ones do; a box of the
    /// wrong kind is dropped with the value-mismatch diagnostic.
    func testBoxedValuesAnimateLikeStructs() async {
        let loop = makeLoop()
        let layer = makeLayer()
        layer.add(
            basic(
                "position", from: NSValue(point: CGPoint(x: 0, y: 0)), to: NSValue(point: CGPoint(x: 100, y: 40))),
            forKey: "p")
        layer.add(
            basic(
                "bounds.size", from: NSValue(size: CGSize(width: 10, height: 10)),
                to: NSValue(size: CGSize(width: 30, height: 50))), forKey: "s")
        layer.add(
            basic(
                "contentsRect", from: NSValue(rect: CGRect(x: 0, y: 0, width: 1, height: 1)),
                to: NSValue(rect: CGRect(x: 0, y: 0, width: 0.5, height: 0.5))), forKey: "r")
        layer.add(
            basic(
                "transform", from: NSValue(caTransform3D: CATransform3DIdentity),
                to: NSValue(caTransform3D: CATransform3DMakeTranslation(0, 0, 0).translated(x: 80))), forKey: "t")
        layer.add(basic("opacity", from: NSNumber(value: 1), to: NSNumber(value: 0)), forKey: "o")
        layer.add(basic("position", from: NSValue(size: .zero), to: NSValue(size: .zero)), forKey: "wrong")
        XCTAssertEqual(layer.animationKeys(), ["p", "s", "r", "t", "o"])
        XCTAssertEqual(loop.diagnostics.map(\.code), [.animationValueMismatch])
        loop.advance(frames: 30)
        let presented = layer.presentation()!
        XCTAssertEqual(presented.position.x, 50, accuracy: 1e-9)
        XCTAssertEqual(presented.position.y, 20, accuracy: 1e-9)
        XCTAssertEqual(presented.bounds.size.height, 30, accuracy: 1e-9)
        XCTAssertEqual(presented.contentsRect.width, 0.75, accuracy: 1e-9)
        XCTAssertEqual(presented.transform.m41, 40, accuracy: 1e-9)
        XCTAssertEqual(presented.opacity, 0.5, accuracy: 1e-6)
    }
}

extension CATransform3D {
    fileprivate func translated(x: CGFloat) -> CATransform3D { CATransform3DTranslate(self, x, 0, 0) }
}
