// Construction, composition order and inversion of CGAffineTransform.
import Foundation
import PassageCore
import XCTest

final class CGAffineTransformTests: XCTestCase {
    func testDefaultInitIsAllZerosAndNotIdentity() {
        let t = CGAffineTransform()
        XCTAssertEqual(t, CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        XCTAssertFalse(t.isIdentity)
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
    }

    func testRotationByQuarterTurnMapsXAxisOntoYAxis() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        assertEqual(p, CGPoint(x: 0, y: 1), accuracy: 1e-15)
    }

    func testConcatenatingAppliesReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 10, y: 20)
        // Scale first, then translate: (1,1) → (2,3) → (12,23).
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)), CGPoint(x: 12, y: 23))
        // Translate first, then scale: (1,1) → (11,21) → (22,63).
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)), CGPoint(x: 22, y: 63))
    }

    func testTranslatedByAppliesTranslationBeforeReceiver() {
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
        // (0,0) → translate (5,0) → scale (10,0).
        XCTAssertEqual(CGPoint.zero.applying(t), CGPoint(x: 10, y: 0))
        XCTAssertEqual(t, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
    }

    func testScaledByAndRotatedByPrependTheirOperation() {
        let base = CGAffineTransform(translationX: 100, y: 0)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(base.scaledBy(x: 3, y: 4)), CGPoint(x: 103, y: 4))
        let rotated = base.rotated(by: .pi / 2)
        assertEqual(CGPoint(x: 1, y: 0).applying(rotated), CGPoint(x: 100, y: 1), accuracy: 1e-13)
    }

    func testInvertedComposesToIdentity() {
        let t = CGAffineTransform(a: 2, b: 1, c: -0.5, d: 3, tx: 7, ty: -4)
        assertEqual(t.concatenating(t.inverted()), .identity, accuracy: 1e-14)
        assertEqual(t.inverted().concatenating(t), .identity, accuracy: 1e-14)
    }

    func testInvertingSingularMatrixReturnsItUnchanged() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(singular.inverted(), singular)
        XCTAssertEqual(CGAffineTransform(scaleX: 0, y: 1).inverted(), CGAffineTransform(scaleX: 0, y: 1))
    }

    func testInvertingTinyButRegularScaleSucceeds() {
        let t = CGAffineTransform(scaleX: 1e-6, y: 1e-6)
        XCTAssertEqual(t.inverted().a, 1e6, accuracy: 1e-6)
        XCTAssertEqual(t.inverted().d, 1e6, accuracy: 1e-6)
    }
}
