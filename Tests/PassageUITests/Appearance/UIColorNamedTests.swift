// The named UIColor class properties carry UIKit's light-appearance values.
import Foundation
import PassageUI
import XCTest

final class UIColorNamedTests: XCTestCase {
    private func assertColor(
        _ color: UIColor, _ expected: [CGFloat], file: StaticString = #filePath, line: UInt = #line
    ) {
        let components = color.cgColor.components ?? []
        XCTAssertEqual(components.count, 4, file: file, line: line)
        for (actual, wanted) in zip(components, expected + [1]) {
            XCTAssertEqual(actual, wanted, accuracy: 1e-15, "\(color)", file: file, line: line)
        }
    }

    func testBasicColours() {
        assertColor(.black, [0, 0, 0])
        assertColor(.darkGray, [1.0 / 3, 1.0 / 3, 1.0 / 3])
        assertColor(.lightGray, [2.0 / 3, 2.0 / 3, 2.0 / 3])
        assertColor(.white, [1, 1, 1])
        assertColor(.gray, [0.5, 0.5, 0.5])
        assertColor(.red, [1, 0, 0])
        assertColor(.green, [0, 1, 0])
        assertColor(.blue, [0, 0, 1])
        assertColor(.cyan, [0, 1, 1])
        assertColor(.yellow, [1, 1, 0])
        assertColor(.magenta, [1, 0, 1])
        assertColor(.orange, [1, 0.5, 0])
        assertColor(.purple, [0.5, 0, 0.5])
        assertColor(.brown, [0.6, 0.4, 0.2])
        XCTAssertEqual(UIColor.clear.cgColor.components, [0, 0, 0, 0])
    }

    func testSystemColoursInLightAppearance() {
        func c(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> [CGFloat] { [r / 255, g / 255, b / 255] }
        assertColor(.systemBlue, c(0, 122, 255))
        assertColor(.systemRed, c(255, 59, 48))
        assertColor(.systemGreen, c(52, 199, 89))
        assertColor(.systemOrange, c(255, 149, 0))
        assertColor(.systemYellow, c(255, 204, 0))
        assertColor(.systemPink, c(255, 45, 85))
        assertColor(.systemPurple, c(175, 82, 222))
        assertColor(.systemTeal, c(48, 176, 199))
        assertColor(.systemIndigo, c(88, 86, 214))
        assertColor(.systemGray, c(142, 142, 147))
        assertColor(.systemBackground, [1, 1, 1])
        assertColor(.secondarySystemBackground, c(242, 242, 247))
        assertColor(.label, [0, 0, 0])
    }
}
