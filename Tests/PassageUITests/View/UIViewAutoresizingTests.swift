// Autoresizing: how subviews follow a change of their superview's bounds size, with UIKit's numbers.
import Foundation
import PassageUI
import XCTest

@MainActor
final class UIViewAutoresizingTests: XCTestCase {
    /// A subview (30, 20, 60, 40) in a 300 × 200 superview that grows to 400 × 300. Margins before:
    /// left 30, right 210, top 20, bottom 140. Shares go to flexible parts in proportion to their lengths.
    func testEachMaskDistributesTheSizeChangeInProportion() async {
        let cases: [(UIView.AutoresizingMask, CGRect)] = [
            ([], CGRect(x: 30, y: 20, width: 60, height: 40)),
            (.flexibleWidth, CGRect(x: 30, y: 20, width: 160, height: 40)),
            (.flexibleHeight, CGRect(x: 30, y: 20, width: 60, height: 140)),
            (.flexibleLeftMargin, CGRect(x: 130, y: 20, width: 60, height: 40)),
            (.flexibleRightMargin, CGRect(x: 30, y: 20, width: 60, height: 40)),
            (.flexibleTopMargin, CGRect(x: 30, y: 120, width: 60, height: 40)),
            ([.flexibleLeftMargin, .flexibleRightMargin], CGRect(x: 42.5, y: 20, width: 60, height: 40)),
            ([.flexibleTopMargin, .flexibleBottomMargin], CGRect(x: 30, y: 32.5, width: 60, height: 40)),
            (
                [
                    .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
                    .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin,
                ], CGRect(x: 40, y: 30, width: 80, height: 60)
            ),
        ]
        for (mask, expected) in cases {
            FrameLoop().makeCurrent()
            let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let subview = UIView(frame: CGRect(x: 30, y: 20, width: 60, height: 40))
            subview.autoresizingMask = mask
            superview.addSubview(subview)
            superview.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
            XCTAssertEqual(subview.frame, expected, "mask \(mask.rawValue)")
        }
    }

    /// When the flexible parts all have length 0, they share the change equally.
    func testZeroLengthFlexiblePartsShareEqually() async {
        FrameLoop().makeCurrent()
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let filler = UIView(frame: superview.bounds)
        filler.autoresizingMask = [
            .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
        ]
        superview.addSubview(filler)
        superview.bounds = CGRect(x: 0, y: 0, width: 400, height: 260)
        XCTAssertEqual(filler.frame, CGRect(x: 50, y: 30, width: 300, height: 200))
    }

    /// Shrinking works the same way; flexible width with fixed margins keeps both margins.
    func testShrinkingWithFlexibleSizeKeepsTheMargins() async {
        FrameLoop().makeCurrent()
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let inset = UIView(frame: CGRect(x: 20, y: 20, width: 360, height: 260))
        inset.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(inset)
        superview.frame.size = CGSize(width: 200, height: 100)
        XCTAssertEqual(inset.frame, CGRect(x: 20, y: 20, width: 160, height: 60))
    }

    /// autoresizesSubviews = false leaves the subviews alone; moving the superview (same size) does nothing.
    func testNoResizingWhenDisabledOrWhenOnlyTheOriginChanges() async {
        FrameLoop().makeCurrent()
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let subview = UIView(frame: CGRect(x: 30, y: 20, width: 60, height: 40))
        subview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(subview)
        superview.frame = CGRect(x: 50, y: 50, width: 300, height: 200)
        XCTAssertEqual(subview.frame, CGRect(x: 30, y: 20, width: 60, height: 40))
        superview.autoresizesSubviews = false
        superview.frame.size = CGSize(width: 600, height: 400)
        XCTAssertEqual(subview.frame, CGRect(x: 30, y: 20, width: 60, height: 40))
    }

    /// The option set has UIKit's raw values.
    func testMaskRawValuesMatchUIKit() async {
        XCTAssertEqual(UIView.AutoresizingMask.flexibleLeftMargin.rawValue, 1)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleWidth.rawValue, 2)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleRightMargin.rawValue, 4)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleTopMargin.rawValue, 8)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleHeight.rawValue, 16)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleBottomMargin.rawValue, 32)
    }
}
