// UISlider: UIKit's defaults and range rules, the thumb's geometry along the track, dragging that starts only on
// the thumb, and `.valueChanged` during a drag (continuous) or once at the lift (not continuous), never for a
// value set in code.
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class UISliderTests: XCTestCase {
    /// A 228 × 31 slider at (50, 100) in a 400 × 800 window (200 pt of thumb travel), counting `.valueChanged`.
    private func makeSlider() -> (TouchBench, UISlider, () -> [Float]) {
        let bench = TouchBench()
        let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 228, height: 31))
        bench.window.addSubview(slider)
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        bench.loop.advance(frames: 1)
        return (bench, slider, { values })
    }

    /// UIKit's defaults: value 0 in 0…1, continuous, no custom colours; 31 pt tall intrinsically.
    func testDefaults() async {
        let slider = UISlider()
        XCTAssertEqual(slider.value, 0)
        XCTAssertEqual(slider.minimumValue, 0)
        XCTAssertEqual(slider.maximumValue, 1)
        XCTAssertTrue(slider.isContinuous)
        XCTAssertNil(slider.minimumTrackTintColor)
        XCTAssertNil(slider.maximumTrackTintColor)
        XCTAssertNil(slider.thumbTintColor)
        XCTAssertEqual(slider.intrinsicContentSize.height, 31)
        XCTAssertEqual(slider.intrinsicContentSize.width, UIView.noIntrinsicMetric)
    }

    /// The value stays in the range: a value set outside is clamped, and a new range clamps the value; a
    /// minimum above the maximum raises the maximum.
    func testValueIsClampedToTheRange() async {
        let slider = UISlider()
        slider.value = 2
        XCTAssertEqual(slider.value, 1)
        slider.value = -1
        XCTAssertEqual(slider.value, 0)
        slider.maximumValue = 10
        slider.value = 8
        slider.maximumValue = 5
        XCTAssertEqual(slider.value, 5)
        slider.minimumValue = 6
        XCTAssertEqual(slider.maximumValue, 6)
        XCTAssertEqual(slider.value, 6)
        slider.value = .nan
        XCTAssertEqual(slider.value, 6)
    }

    /// The thumb (28 pt) travels between the track's ends: its centre is 14 pt in at 0, half way at 0.5 and
    /// 14 pt in from the right end at 1; the track is 4 pt tall and centred.
    func testThumbTravelsAlongTheTrack() async {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        let track = slider.trackRect(forBounds: slider.bounds)
        XCTAssertEqual(track, CGRect(x: 0, y: 13.5, width: 228, height: 4))
        XCTAssertEqual(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).midX, 14)
        XCTAssertEqual(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5).midX, 114)
        XCTAssertEqual(
            slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1),
            CGRect(x: 200, y: 1.5, width: 28, height: 28))
    }

    /// Dragging the thumb 100 pt right in ten moves takes the value to 0.5, sending `.valueChanged` on each
    /// move; the thumb's view follows.
    func testDraggingTheThumbChangesTheValueContinuously() async {
        let (bench, slider, values) = makeSlider()
        bench.drag(from: CGPoint(x: 64, y: 115), step: CGVector(dx: 10, dy: 0), count: 10)
        XCTAssertEqual(slider.value, 0.5, accuracy: 1e-6)
        XCTAssertEqual(values().count, 10)
        XCTAssertEqual(values().first ?? 0, 0.05, accuracy: 1e-6)
        bench.loop.advance(frames: 1)
        let thumb = slider.subviews.last!
        XCTAssertEqual(thumb.frame.midX, 114, accuracy: 1e-9)
    }

    /// A slider that is not continuous sends `.valueChanged` once, when the finger lifts.
    func testANonContinuousSliderSendsOnceAtTheLift() async {
        let (bench, slider, values) = makeSlider()
        slider.isContinuous = false
        bench.drag(from: CGPoint(x: 64, y: 115), step: CGVector(dx: 10, dy: 0), count: 10)
        XCTAssertEqual(values(), [0.5])
    }

    /// A touch on the track away from the thumb does not move it, and dragging from there does nothing.
    func testATouchOnTheTrackDoesNotJump() async {
        let (bench, slider, values) = makeSlider()
        bench.drag(from: CGPoint(x: 250, y: 115), step: CGVector(dx: -10, dy: 0), count: 5)
        XCTAssertEqual(slider.value, 0)
        XCTAssertEqual(values(), [])
    }

    /// Setting the value in code sends nothing; animated, the thumb moves by an animation.
    func testValuesSetInCodeSendNothing() async {
        let (bench, slider, values) = makeSlider()
        slider.value = 0.3
        slider.setValue(0.9, animated: true)
        XCTAssertEqual(slider.value, 0.9)
        XCTAssertEqual(values(), [])
        let thumb = slider.subviews.last!
        XCTAssertNotNil(thumb.layer.animationKeys())
        bench.loop.advance(seconds: 1)
        XCTAssertEqual(thumb.frame.midX, 14 + 200 * 0.9, accuracy: 1e-4)
    }
}
