// CGColor construction, components and equality.
import Foundation
import PassageCore
import XCTest

final class CGColorTests: XCTestCase {
    func testComponentsAreRGBAInOrder() {
        let color = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        XCTAssertEqual(color.components, [0.1, 0.2, 0.3, 0.4])
        XCTAssertEqual(color.numberOfComponents, 4)
        XCTAssertEqual(color.alpha, 0.4)
    }

    func testGrayStoresEqualColourComponents() {
        XCTAssertEqual(CGColor(gray: 0.25, alpha: 1).components, [0.25, 0.25, 0.25, 1])
    }

    func testCopyReplacesOnlyAlpha() {
        let copy = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1).copy(alpha: 0.3)
        XCTAssertEqual(copy?.components, [1, 0.5, 0, 0.3])
    }

    func testNamedColours() {
        XCTAssertEqual(CGColor.black.components, [0, 0, 0, 1])
        XCTAssertEqual(CGColor.white.components, [1, 1, 1, 1])
        XCTAssertEqual(CGColor.clear.components, [0, 0, 0, 0])
    }

    func testEqualityAndHashFollowComponents() {
        let a = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        let b = CGColor(rgba: RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        XCTAssertEqual(a, b)
        XCTAssertEqual(Set([a, b]).count, 1)
        XCTAssertNotEqual(a, CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        XCTAssertEqual(a.rgba, RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    }

    func testExtendedRangeComponentsAreKept() {
        XCTAssertEqual(CGColor(red: 1.2, green: -0.1, blue: 0, alpha: 1).components, [1.2, -0.1, 0, 1])
    }
}
