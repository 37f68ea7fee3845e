// contentsCenter: Core Animation's stretchable part of the contents, a unit rectangle, animatable like
// contentsRect (whole rectangle and its sub-paths).
import XCTest

@testable import PassageCore

@MainActor
final class ContentsCenterTests: XCTestCase {
    /// Core Animation's default contentsCenter is the unit rectangle (the whole image stretches).
    func testDefaultIsTheWholeImage() async {
        _ = makeLoop()
        XCTAssertEqual(CALayer().contentsCenter, CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    /// contentsCenter and its sub-paths are in the animatable-property table, keyed by the property.
    func testContentsCenterAndItsSubPathsAreAnimatable() async {
        let paths = [
            "contentsCenter", "contentsCenter.origin", "contentsCenter.origin.x", "contentsCenter.origin.y",
            "contentsCenter.size", "contentsCenter.size.width", "contentsCenter.size.height",
        ]
        for path in paths {
            let property = AnimatableProperty.named(path)
            XCTAssertNotNil(property, path)
            XCTAssertEqual(property?.propertyKey, "contentsCenter", path)
        }
        XCTAssertEqual(AnimatableProperty.named("contentsCenter")?.kind, .rect)
    }

    /// Key-value access reads and writes the same value as the property.
    func testKeyValueAccessReachesTheProperty() async {
        _ = makeLoop()
        let layer = makeLayer()
        withoutActions {
            layer.setValue(CGRect(x: 0.25, y: 0.5, width: 0.5, height: 0.25), forKeyPath: "contentsCenter")
            layer.setValue(CGFloat(0.125), forKeyPath: "contentsCenter.size.height")
        }
        XCTAssertEqual(layer.contentsCenter, CGRect(x: 0.25, y: 0.5, width: 0.5, height: 0.125))
        XCTAssertEqual(layer.value(forKeyPath: "contentsCenter.origin.x") as? CGFloat, 0.25)
    }

    /// A linear basic animation of contentsCenter presents the interpolated rectangle halfway, the model
    /// value at once; a sub-path animation moves only its component.
    func testAnimationsInterpolateTheRectangleAndItsComponents() async {
        let loop = makeLoop()
        let layer = makeLayer()
        withoutActions { layer.contentsCenter = CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2) }
        layer.add(
            basic(
                "contentsCenter", from: CGRect(x: 0, y: 0, width: 1, height: 1),
                to: CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)), forKey: "center")
        layer.add(basic("contentsCenter.origin.y", from: CGFloat(0), to: CGFloat(0.8)), forKey: "y")
        loop.advance(frames: 30)
        let presented = layer.presentation()!.contentsCenter
        XCTAssertEqual(presented.minX, 0.2, accuracy: 1e-9)
        XCTAssertEqual(presented.minY, 0.4, accuracy: 1e-9, "the later sub-path animation overrides y")
        XCTAssertEqual(presented.width, 0.6, accuracy: 1e-9)
        XCTAssertEqual(presented.height, 0.6, accuracy: 1e-9)
        XCTAssertEqual(layer.contentsCenter, CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2))
    }

    /// Like every animatable property, changing it outside a disabled transaction adds an implicit animation.
    func testChangingItAddsAnImplicitAnimation() async {
        _ = makeLoop()
        let layer = makeLayer()
        layer.contentsCenter = CGRect(x: 0.5, y: 0.5, width: 0, height: 0)
        XCTAssertEqual(layer.animationKeys(), ["contentsCenter"])
    }

    /// The presentation tree carries the presented contentsCenter (what the renderer reads).
    func testPresentationTreeCarriesIt() async {
        let loop = makeLoop()
        let layer = makeLayer()
        layer.add(basic("contentsCenter.size.width", from: CGFloat(1), to: CGFloat(0)), forKey: "w")
        loop.advance(frames: 15)
        let tree = PresentationTree(root: layer, at: loop.clock.currentTime)
        XCTAssertEqual(tree.layers[0].values.contentsCenter.width, 0.75, accuracy: 1e-9)
    }
}
