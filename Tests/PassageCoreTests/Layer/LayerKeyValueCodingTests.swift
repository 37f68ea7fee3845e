// Key-value coding on layers: animatable keys read and write the layer's properties (with their actions);
// other keys are kept, as Core Animation documents CALayer as a key-value coding container.
import XCTest

@testable import PassageCore

@MainActor
final class LayerKeyValueCodingTests: XCTestCase {
    /// `value(forKey:)` reads animatable properties typed as their API types.
    func testValueForKeyReadsProperties() async {
        _ = makeLoop()
        let layer = makeLayer(bounds: CGRect(x: 0, y: 0, width: 40, height: 30), position: CGPoint(x: 5, y: 6))
        withoutActions { layer.opacity = 0.5 }
        XCTAssertEqual(layer.value(forKey: "opacity") as? Float, 0.5)
        XCTAssertEqual(layer.value(forKey: "position") as? CGPoint, CGPoint(x: 5, y: 6))
        XCTAssertEqual(layer.value(forKey: "bounds") as? CGRect, CGRect(x: 0, y: 0, width: 40, height: 30))
        XCTAssertNil(layer.value(forKey: "neverSet"))
    }

    /// `setValue(_:forKey:)` on an animatable key goes through the property's setter path: the model changes
    /// at once and the standalone layer's implicit animation (0.25 s) runs, as setting `position` does.
    func testSetValueForKeyRunsTheImplicitAction() async {
        let loop = makeLoop()
        let layer = makeLayer()
        layer.setValue(CGPoint(x: 100, y: 0), forKey: "position")
        XCTAssertEqual(layer.position, CGPoint(x: 100, y: 0))
        let implicit = layer.animation(forKey: "position") as? CABasicAnimation
        XCTAssertEqual(implicit?.duration, 0.25)
        XCTAssertEqual(layer.presentation()?.position, .zero)
        loop.runUntilIdle()
        XCTAssertEqual(layer.presentation()?.position, CGPoint(x: 100, y: 0))
    }

    /// A value of the wrong type for an animatable key is ignored (diagnostic), the property keeps its value.
    func testWrongTypeForAnAnimatableKeyIsIgnored() async {
        _ = makeLoop()
        let layer = makeLayer()
        layer.setValue("far", forKey: "position")
        XCTAssertEqual(layer.position, .zero)
    }

    /// Other keys are stored and read back, copied into presentation copies, and removed by nil.
    func testArbitraryKeysAreKeptLikeAContainer() async {
        _ = makeLoop()
        let layer = CALayer()
        layer.setValue(0.75 as CGFloat, forKey: "progress")
        layer.setValue("card", forKey: "role")
        XCTAssertEqual(layer.value(forKey: "progress") as? CGFloat, 0.75)
        XCTAssertEqual(layer.presentation()?.value(forKey: "role") as? String, "card")
        layer.setValue(nil, forKey: "role")
        XCTAssertNil(layer.value(forKey: "role"))
    }

    /// Numbers come boxed as iOS boxes them, in an `NSNumber` that casts to every numeric type iOS code asks
    /// for: `opacity` is a `Float` on iOS, so 0.3 reads exactly as a `Float` and as 0.30000001192092896 as a
    /// `Double` or `CGFloat`; a `CGFloat` property (`cornerRadius`, `transform.rotation.z`) reads exactly as
    /// `CGFloat`, `Double` and (12.5, which a `Float` holds exactly) `Float`.
    func testNumbersCastAsOnIOS() async {
        _ = makeLoop()
        let layer = CALayer()
        withoutActions {
            layer.opacity = 0.3
            layer.cornerRadius = 12.5
            layer.shadowRadius = 0.1
            layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        }
        let opacity = layer.value(forKeyPath: "opacity")
        XCTAssertEqual(opacity as? Float, 0.3)
        XCTAssertEqual(opacity as? Double, 0.30000001192092896)
        XCTAssertEqual(opacity as? CGFloat, 0.30000001192092896)
        XCTAssertEqual((opacity as? NSNumber)?.floatValue, 0.3)
        XCTAssertNil(opacity as? Int)
        XCTAssertEqual(layer.value(forKey: "opacity") as? Float, 0.3)
        let radius = layer.value(forKey: "cornerRadius")
        XCTAssertEqual(radius as? CGFloat, 12.5)
        XCTAssertEqual(radius as? Double, 12.5)
        XCTAssertEqual(radius as? Float, 12.5)
        XCTAssertEqual((radius as? NSNumber)?.doubleValue, 12.5)
        XCTAssertEqual(layer.value(forKey: "shadowRadius") as? CGFloat, 0.1)
        let angle = layer.value(forKeyPath: "transform.rotation.z") as? CGFloat
        XCTAssertEqual(Double(angle ?? 0), .pi / 4, accuracy: 1e-12)
        XCTAssertEqual(layer.presentation()?.value(forKeyPath: "opacity") as? Float, 0.3)
    }

    /// Geometry reads as the struct and as the `NSValue` iOS hands out; an `NSValue` of another kind does not
    /// cast (a boxed rectangle is no point), and boxed values set through `setValue` are unboxed.
    func testGeometryCastsToTheStructAndToNSValue() async {
        _ = makeLoop()
        let layer = makeLayer(bounds: CGRect(x: 0, y: 0, width: 40, height: 30), position: CGPoint(x: 5, y: 6))
        let position = layer.value(forKey: "position")
        XCTAssertEqual(position as? CGPoint, CGPoint(x: 5, y: 6))
        XCTAssertEqual((position as? NSValue)?.pointValue, CGPoint(x: 5, y: 6))
        XCTAssertNil(position as? CGSize)
        XCTAssertEqual(
            (layer.value(forKey: "bounds") as? NSValue)?.rectValue, CGRect(x: 0, y: 0, width: 40, height: 30))
        XCTAssertEqual(layer.value(forKeyPath: "bounds.size") as? CGSize, CGSize(width: 40, height: 30))
        let boxedRect: Any = NSValue(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertNil(boxedRect as? CGPoint)
        XCTAssertEqual(boxedRect as? CGRect, CGRect(x: 1, y: 2, width: 3, height: 4))
        let rotation = CATransform3DMakeRotation(0.5, 0, 1, 0)
        withoutActions { layer.setValue(NSValue(caTransform3D: rotation), forKey: "transform") }
        XCTAssertTrue(CATransform3DEqualToTransform(layer.transform, rotation))
        XCTAssertTrue(
            CATransform3DEqualToTransform(
                layer.value(forKey: "transform") as? CATransform3D ?? CATransform3DIdentity, rotation))
        XCTAssertNotNil(layer.value(forKey: "transform") as? NSValue)
    }

    /// A number stored under a custom key reads back as an `NSNumber` of the type it was given, as on iOS.
    func testCustomNumbersReadBackAsNumbers() async {
        _ = makeLoop()
        let layer = CALayer()
        layer.setValue(Float(0.3), forKey: "progress")
        layer.setValue(3, forKey: "count")
        layer.setValue(true, forKey: "flag")
        XCTAssertEqual(layer.value(forKey: "progress") as? Float, 0.3)
        XCTAssertEqual(layer.value(forKey: "progress") as? CGFloat, 0.30000001192092896)
        XCTAssertEqual(layer.value(forKey: "count") as? Int, 3)
        XCTAssertEqual(layer.value(forKey: "count") as? CGFloat, 3)
        XCTAssertEqual(layer.value(forKey: "flag") as? Bool, true)
    }
}
