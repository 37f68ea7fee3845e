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
        XCTAssertEqual(layer.value(forKey: "opacity") as? CGFloat, 0.5)
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
}
