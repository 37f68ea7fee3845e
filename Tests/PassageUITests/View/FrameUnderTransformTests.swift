// Setting `frame` on a view under a transform, as flip and zoom transitions do: Passage's rule (UIKit documents
// the result as undefined) keeps UIKit's answer for affine scales and quarter turns and gives every other case
// the frame's size, never a non-finite or absurd one.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class FrameUnderTransformTests: XCTestCase {
    /// A flip transition's pattern: the destination is turned 90° about y in perspective, then placed with
    /// `frame = finalFrame`; it gets the final frame's size and its centre.
    func testFrameOfAViewTurnedAQuarterAboutYInPerspectiveTakesTheFramesSize() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var turned = CATransform3DIdentity
        turned.m34 = -1 / 500
        view.layer.transform = CATransform3DRotate(turned, .pi / 2, 0, 1, 0)
        view.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        XCTAssertEqual(view.bounds.size, CGSize(width: 400, height: 800))
        XCTAssertEqual(view.center, CGPoint(x: 200, y: 400))
        view.layer.transform = CATransform3DIdentity
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 400, height: 800))
    }

    /// Without perspective too: a rotation about y (not affine) leaves the frame's size.
    func testFrameUnderARotationAboutYTakesTheFramesSize() async {
        let view = UIView()
        view.transform3D = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        view.frame = CGRect(x: 10, y: 20, width: 300, height: 200)
        XCTAssertEqual(view.bounds.size, CGSize(width: 300, height: 200))
        XCTAssertEqual(view.center, CGPoint(x: 160, y: 120))
    }

    /// Affine transforms keep UIKit's answer: a scale of 0.5 doubles the bounds; a quarter turn swaps them.
    func testAffineScalesAndQuarterTurnsMapTheFrameBack() async {
        let scaled = UIView()
        scaled.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        scaled.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        XCTAssertEqual(scaled.bounds.size, CGSize(width: 200, height: 120))
        let turned = UIView()
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        turned.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        XCTAssertEqual(turned.bounds.size.width, 60, accuracy: 1e-9)
        XCTAssertEqual(turned.bounds.size.height, 100, accuracy: 1e-9)
    }

    /// A singular or nearly singular affine transform (a scale of 0, a collapsed shear) cannot be inverted:
    /// the bounds take the frame's size.
    func testSingularAffineTransformsGiveTheFramesSize() async {
        for transform in [
            CGAffineTransform(scaleX: 0, y: 1), CGAffineTransform(a: 1, b: 1, c: 1, d: 1 + 1e-13, tx: 0, ty: 0),
        ] {
            let view = UIView()
            view.transform = transform
            view.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
            XCTAssertEqual(view.bounds.size, CGSize(width: 100, height: 60), "\(transform)")
        }
    }
}
