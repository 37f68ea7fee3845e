// Motion effects are kept on their views in the order added and answer for a viewer offset as UIKit's do (the
// value interpolated between the minimum at −1 and the maximum at +1), but Passage's device never tilts, so a
// view with a parallax effect stays where its frame puts it while frames run.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class MotionEffectTests: XCTestCase {
    /// The parallax pattern: a horizontal and a vertical effect of ±20 pt on the centre, grouped.
    private func parallax() -> (UIMotionEffectGroup, UIInterpolatingMotionEffect, UIInterpolatingMotionEffect) {
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -20
        horizontal.maximumRelativeValue = 20
        let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        vertical.minimumRelativeValue = -20.0
        vertical.maximumRelativeValue = CGFloat(20)
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal, vertical]
        return (group, horizontal, vertical)
    }

    func testAnInterpolatingEffectMapsTheOffsetAlongItsAxis() async {
        let (_, horizontal, vertical) = parallax()
        XCTAssertEqual(horizontal.keyPath, "center.x")
        XCTAssertEqual(vertical.type, .tiltAlongVerticalAxis)
        let offset = UIOffset(horizontal: 0.5, vertical: -1)
        XCTAssertEqual(horizontal.keyPathsAndRelativeValues(forViewerOffset: offset)?["center.x"] as? CGFloat, 10)
        XCTAssertEqual(vertical.keyPathsAndRelativeValues(forViewerOffset: offset)?["center.y"] as? CGFloat, -20)
        XCTAssertEqual(horizontal.keyPathsAndRelativeValues(forViewerOffset: .zero)?["center.x"] as? CGFloat, 0)
        XCTAssertEqual(
            horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 3, vertical: 0))?["center.x"]
                as? CGFloat, 20, "the offset is clamped to ±1")
        let shadow = UIInterpolatingMotionEffect(keyPath: "layer.shadowOffset", type: .tiltAlongHorizontalAxis)
        shadow.minimumRelativeValue = CGSize(width: -8, height: 0)
        shadow.maximumRelativeValue = CGSize(width: 8, height: 4)
        XCTAssertEqual(
            shadow.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: -0.5, vertical: 0))?[
                "layer.shadowOffset"] as? CGSize, CGSize(width: -4, height: 1))
        let unset = UIInterpolatingMotionEffect(keyPath: "alpha", type: .tiltAlongHorizontalAxis)
        XCTAssertNil(unset.keyPathsAndRelativeValues(forViewerOffset: offset))
        unset.minimumRelativeValue = "a"
        unset.maximumRelativeValue = 1
        XCTAssertNil(unset.keyPathsAndRelativeValues(forViewerOffset: offset), "values that do not interpolate")
    }

    func testAGroupMergesItsEffectsValues() async {
        let (group, _, _) = parallax()
        let values = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 0.25))
        XCTAssertEqual(values?.count, 2)
        XCTAssertEqual(values?["center.x"] as? CGFloat, 20)
        XCTAssertEqual(values?["center.y"] as? CGFloat, 5)
        XCTAssertNil(UIMotionEffectGroup().keyPathsAndRelativeValues(forViewerOffset: .zero))
        XCTAssertNil(UIMotionEffect().keyPathsAndRelativeValues(forViewerOffset: .zero))
    }

    /// Added once each, in order, removable; the view does not move while frames run (no tilt).
    func testAViewKeepsItsEffectsInertly() async {
        let (loop, window) = makeWindow(root: UIViewController())
        let card = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 120))
        window.rootViewController!.view.addSubview(card)
        let (group, horizontal, _) = parallax()
        card.addMotionEffect(group)
        card.addMotionEffect(horizontal)
        card.addMotionEffect(group)
        XCTAssertEqual(card.motionEffects.count, 2)
        XCTAssertTrue(card.motionEffects[0] === group && card.motionEffects[1] === horizontal)
        loop.advance(seconds: 1)
        XCTAssertEqual(card.center, CGPoint(x: 150, y: 160))
        XCTAssertEqual(card.layer.presentation()?.position, CGPoint(x: 150, y: 160))
        card.removeMotionEffect(group)
        XCTAssertTrue(card.motionEffects.count == 1 && card.motionEffects[0] === horizontal)
        card.removeMotionEffect(group)
        XCTAssertEqual(card.motionEffects.count, 1, "removing an effect the view does not have does nothing")
        card.motionEffects = []
        XCTAssertTrue(card.motionEffects.isEmpty)
    }
}
