// The contents filters and the opaque hint: Core Animation's defaults, kept in the model, copied by
// `init(layer:)` and to presentation copies, and never animated.
import XCTest

@testable import PassageCore

@MainActor
final class LayerContentsFilteringTests: XCTestCase {
    /// Core Animation's defaults: linear filters, bias 0, not opaque.
    func testDefaults() async {
        _ = makeLoop()
        let layer = CALayer()
        XCTAssertEqual(layer.minificationFilter, .linear)
        XCTAssertEqual(layer.magnificationFilter, .linear)
        XCTAssertEqual(layer.minificationFilterBias, 0)
        XCTAssertFalse(layer.isOpaque)
        XCTAssertEqual(CALayerContentsFilter.trilinear.rawValue, "trilinear")
        XCTAssertEqual(CALayerContentsFilter.nearest, CALayerContentsFilter(rawValue: "nearest"))
    }

    /// Set values are kept, copied by `init(layer:)` and shown by the presentation copy; setting them with
    /// actions enabled adds no animation (they are not animatable).
    func testValuesAreKeptCopiedAndNotAnimated() async {
        _ = makeLoop()
        let layer = CALayer()
        layer.minificationFilter = .trilinear
        layer.magnificationFilter = .nearest
        layer.minificationFilterBias = 0.5
        layer.isOpaque = true
        XCTAssertNil(layer.animationKeys())
        let copy = CALayer(layer: layer)
        XCTAssertEqual(copy.minificationFilter, .trilinear)
        XCTAssertEqual(copy.magnificationFilter, .nearest)
        XCTAssertEqual(copy.minificationFilterBias, 0.5)
        XCTAssertTrue(copy.isOpaque)
        let presented = layer.presentation()!
        XCTAssertEqual(presented.magnificationFilter, .nearest)
        XCTAssertTrue(presented.isOpaque)
    }
}
