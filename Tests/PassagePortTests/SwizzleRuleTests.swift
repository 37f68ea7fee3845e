// Swizzling is reported, never rewritten: a swizzle of CALayer.add(_:forKey:) names Passage's replacement
// (CALayer.addedAnimations(during:)), any other gets the generic advice; each line is reported once.
import PassagePort
import XCTest

final class SwizzleRuleTests: XCTestCase {
    /// The fixture ports to its expected text (only `@objc dynamic` dropped) with a finding on every line that
    /// looks up, exchanges or names a swizzled method, the layer's pointing to `CALayer.addedAnimations(during:)`.
    func testSwizzlesAreReportedWithTheirReplacement() throws {
        let result = Porter.port(try PortFixtures.source("SwizzledLayerAdd"), path: "SwizzledLayerAdd.swift")
        XCTAssertEqual(result.text, try PortFixtures.expected("SwizzledLayerAdd"))
        XCTAssertEqual(result.findings.map(\.line), [9, 10, 11, 12, 14, 27, 28, 30])
        let layer = result.findings.prefix(5)
        let other = result.findings.suffix(3)
        for finding in layer {
            XCTAssertTrue(finding.reason.hasPrefix("swizzling CALayer.add(_:forKey:)"), finding.reason)
            XCTAssertTrue(finding.reason.contains("CALayer.addedAnimations(during:)"), finding.reason)
        }
        for finding in other {
            XCTAssertTrue(finding.reason.hasPrefix("method swizzling: Swift on Linux has no Objective-C runtime"))
        }
    }

    /// A `#selector` outside any swizzle keeps the generic selector finding; the runtime functions alone are
    /// reported wherever they are.
    func testSelectorsOutsideASwizzleAreNotBlamedOnIt() {
        let (_, findings) = port(
            """
            let item = UIBarButtonItem(title: "Done", style: .plain, target: nil, action: #selector(UIView.layoutSubviews))
            let method = class_getInstanceMethod(UIView.self, Selector(("layoutSubviews")))

            """)
        XCTAssertEqual(findings.count, 3)
        XCTAssertTrue(
            findings[0].hasPrefix("1: #selector(UIView.layoutSubviews) in a call Passage has no selector form"))
        XCTAssertTrue(findings.contains { $0.hasPrefix("2: method swizzling") })
        XCTAssertTrue(findings.contains { $0.hasPrefix("2: selector built from a string") })
    }
}
