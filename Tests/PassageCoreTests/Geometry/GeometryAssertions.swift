// Shared tolerance assertions for geometry tests: every comparison states its tolerance.
import Foundation
import PassageCore
import XCTest

func assertEqual(
    _ a: CGAffineTransform, _ b: CGAffineTransform, accuracy: Double,
    file: StaticString = #filePath, line: UInt = #line
) {
    let pairs: [(CGFloat, CGFloat)] = [(a.a, b.a), (a.b, b.b), (a.c, b.c), (a.d, b.d), (a.tx, b.tx), (a.ty, b.ty)]
    for (index, pair) in pairs.enumerated() {
        XCTAssertEqual(pair.0, pair.1, accuracy: accuracy, "entry \(index): \(a) vs \(b)", file: file, line: line)
    }
}

func entries(_ t: CATransform3D) -> [CGFloat] {
    [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ]
}

func assertEqual(
    _ a: CATransform3D, _ b: CATransform3D, accuracy: Double,
    file: StaticString = #filePath, line: UInt = #line
) {
    for (index, pair) in zip(entries(a), entries(b)).enumerated() {
        XCTAssertEqual(pair.0, pair.1, accuracy: accuracy, "entry \(index): \(a) vs \(b)", file: file, line: line)
    }
}

func assertEqual(
    _ a: CGPoint, _ b: CGPoint, accuracy: Double,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(a.x, b.x, accuracy: accuracy, "x: \(a) vs \(b)", file: file, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: accuracy, "y: \(a) vs \(b)", file: file, line: line)
}

func assertEqual(
    _ a: CGRect, _ b: CGRect, accuracy: Double,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(a.origin.x, b.origin.x, accuracy: accuracy, "x: \(a) vs \(b)", file: file, line: line)
    XCTAssertEqual(a.origin.y, b.origin.y, accuracy: accuracy, "y: \(a) vs \(b)", file: file, line: line)
    XCTAssertEqual(a.size.width, b.size.width, accuracy: accuracy, "w: \(a) vs \(b)", file: file, line: line)
    XCTAssertEqual(a.size.height, b.size.height, accuracy: accuracy, "h: \(a) vs \(b)", file: file, line: line)
}
