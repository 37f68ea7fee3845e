// Key-value coding on views for the keys UIKit's views answer, read typed and written from the property's type or
// its Foundation box, key paths through the layer, and unknown keys rejected with a diagnostic (as a spring
// animation library drives `frame`, `backgroundColor` and `layer.transform.rotation.z` by key).
import Foundation
import XCTest

@testable import PassageCore
@testable import PassageUI

@MainActor
final class UIViewKeyValueCodingTests: XCTestCase {
    /// Geometry, visibility and colour keys read the properties, typed as the properties are.
    func testKeysReadTheProperties() async {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.alpha = 0.25
        view.isHidden = true
        view.tag = 7
        view.backgroundColor = .red
        XCTAssertEqual(view.value(forKey: "frame") as? CGRect, CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(view.value(forKey: "bounds") as? CGRect, CGRect(x: 0, y: 0, width: 30, height: 40))
        XCTAssertEqual(view.value(forKey: "center") as? CGPoint, CGPoint(x: 25, y: 40))
        XCTAssertEqual(view.value(forKey: "alpha") as? CGFloat, 0.25)
        XCTAssertEqual(view.value(forKey: "hidden") as? Bool, true)
        XCTAssertEqual(view.value(forKey: "isHidden") as? Bool, true)
        XCTAssertEqual(view.value(forKey: "tag") as? Int, 7)
        XCTAssertEqual(view.value(forKey: "backgroundColor") as? UIColor, .red)
        XCTAssertTrue(view.value(forKey: "layer") as? CALayer === view.layer)
    }

    /// Values read as iOS boxes them: numbers in an `NSNumber` (`alpha` casts as CGFloat, Double, Float and
    /// NSNumber; `tag` as Int), geometry as the struct and as `NSValue`, and `layer.opacity`, a `Float` on iOS,
    /// exactly as a `Float`. A view animation's `fromValue` and `toValue` are boxed the same way.
    func testValuesCastAsOnIOS() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.alpha = 0.25
        view.tag = 7
        let alpha = view.value(forKey: "alpha")
        XCTAssertEqual(alpha as? CGFloat, 0.25)
        XCTAssertEqual(alpha as? Double, 0.25)
        XCTAssertEqual(alpha as? Float, 0.25)
        XCTAssertEqual((alpha as? NSNumber)?.doubleValue, 0.25)
        XCTAssertEqual(view.value(forKey: "tag") as? CGFloat, 7)
        XCTAssertEqual(
            (view.value(forKey: "frame") as? NSValue)?.rectValue, CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual((view.value(forKey: "center") as? NSValue)?.pointValue, CGPoint(x: 25, y: 40))
        view.alpha = 0.3
        XCTAssertEqual(view.value(forKeyPath: "layer.opacity") as? Float, 0.3)
        XCTAssertEqual(view.value(forKeyPath: "layer.opacity") as? CGFloat, 0.30000001192092896)

        UIView.animate(withDuration: 1, delay: 0, options: .beginFromCurrentState) {
            view.alpha = 0.8
            view.center = CGPoint(x: 50, y: 60)
        }
        let fade = view.layer.animation(forKey: "opacity") as? CABasicAnimation
        XCTAssertEqual(fade?.fromValue as? Float, 0.3)
        XCTAssertEqual(fade?.toValue as? Float, 0.8)
        XCTAssertEqual(fade?.toValue as? Double, 0.800000011920929)
        let move = view.layer.animation(forKey: "position") as? CABasicAnimation
        XCTAssertEqual(move?.fromValue as? CGPoint, CGPoint(x: 25, y: 40))
        XCTAssertEqual((move?.toValue as? NSValue)?.pointValue, CGPoint(x: 50, y: 60))
        loop.advance(frames: 30)
        XCTAssertEqual(Double(view.layer.presentation()?.opacity ?? 0), 0.55, accuracy: 0.02)
    }

    /// Writing a key goes through the setter, from the property's type or from NSValue and NSNumber boxes.
    func testKeysWriteThroughTheSetters() async {
        let view = UIView()
        view.setValue(CGRect(x: 1, y: 2, width: 3, height: 4), forKey: "frame")
        XCTAssertEqual(view.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
        view.setValue(NSValue(cgRect: CGRect(x: 5, y: 6, width: 7, height: 8)), forKey: "frame")
        XCTAssertEqual(view.frame, CGRect(x: 5, y: 6, width: 7, height: 8))
        view.setValue(NSNumber(value: 0.5), forKey: "alpha")
        XCTAssertEqual(view.alpha, 0.5)
        view.setValue(true, forKey: "hidden")
        XCTAssertTrue(view.isHidden)
        view.setValue(UIColor.blue, forKey: "tintColor")
        XCTAssertEqual(view.tintColor, .blue)
        view.setValue(nil, forKey: "backgroundColor")
        XCTAssertNil(view.backgroundColor)
    }

    /// Key paths go through the view or layer their first key reaches.
    func testKeyPathsReachTheLayer() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(view)
        view.setValue(CGFloat.pi / 2, forKeyPath: "layer.transform.rotation.z")
        let angle = try? XCTUnwrap(view.value(forKeyPath: "layer.transform.rotation.z") as? CGFloat)
        XCTAssertEqual(Double(angle ?? 0), Double.pi / 2, accuracy: 1e-9)
        XCTAssertEqual(view.layer.transform.m12, 1, accuracy: 1e-9)
        XCTAssertEqual(view.value(forKeyPath: "superview.bounds") as? CGRect, container.bounds)
        view.setValue(6 as CGFloat, forKeyPath: "layer.cornerRadius")
        XCTAssertEqual(view.layer.cornerRadius, 6)
    }

    /// A key views do not answer, a read-only key or a value of the wrong type reads nil and sets nothing, with a
    /// diagnostic (iOS raises NSUnknownKeyException).
    func testUnknownKeysAndWrongValuesAreRejected() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertNil(view.value(forKey: "progress"))
        view.setValue(3, forKey: "progress")
        view.setValue("wide", forKey: "frame")
        view.setValue(UIView(), forKey: "superview")
        XCTAssertNil(view.value(forKeyPath: "tag.size"))
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertNil(view.superview)
        XCTAssertEqual(loop.diagnostics.map(\.code), Array(repeating: .viewKeyValueCodingRejected, count: 5))
    }
}
