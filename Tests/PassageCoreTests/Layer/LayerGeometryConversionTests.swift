// Layer geometry: frame from bounds/position/anchorPoint/transform, point conversion through rotations
// and perspective, hit testing and key-value access. Expected numbers are worked out by hand below.
import XCTest

@testable import PassageCore

@MainActor
final class LayerGeometryConversionTests: XCTestCase {
    /// frame = position − anchorPoint × size, for each anchor point (identity transform).
    func testFrameFollowsPositionAndAnchorPoint() async {
        _ = makeLoop()
        let cases: [(anchor: CGPoint, frame: CGRect)] = [
            (CGPoint(x: 0.5, y: 0.5), CGRect(x: 0, y: 40, width: 100, height: 40)),
            (CGPoint(x: 0, y: 0), CGRect(x: 50, y: 60, width: 100, height: 40)),
            (CGPoint(x: 1, y: 1), CGRect(x: -50, y: 20, width: 100, height: 40)),
            (CGPoint(x: 0.25, y: 0.75), CGRect(x: 25, y: 30, width: 100, height: 40)),
        ]
        for (anchor, expected) in cases {
            let layer = makeLayer(bounds: CGRect(x: 0, y: 0, width: 100, height: 40), position: CGPoint(x: 50, y: 60))
            withoutActions { layer.anchorPoint = anchor }
            assertEqual(layer.frame, expected, accuracy: 1e-12)
        }
    }

    /// The frame of a transformed layer is the bounding box of its transformed corners (scale 2 about the
    /// centre doubles the size around the same centre; a 90° turn swaps width and height).
    func testFrameIsTheBoundingBoxOfTheTransformedBounds() async {
        _ = makeLoop()
        let layer = makeLayer(bounds: CGRect(x: 0, y: 0, width: 100, height: 40), position: CGPoint(x: 50, y: 60))
        withoutActions { layer.transform = CATransform3DMakeScale(2, 2, 1) }
        assertEqual(layer.frame, CGRect(x: -50, y: 20, width: 200, height: 80), accuracy: 1e-12)
        withoutActions { layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1) }
        assertEqual(layer.frame, CGRect(x: 30, y: 10, width: 40, height: 100), accuracy: 1e-12)
    }

    /// Setting frame sets position (through the anchor point) and bounds.size; bounds.origin is kept.
    func testSettingFrameSetsPositionAndBoundsSize() async {
        _ = makeLoop()
        let layer = makeLayer(bounds: CGRect(x: 5, y: 5, width: 10, height: 10))
        withoutActions {
            layer.anchorPoint = CGPoint(x: 0, y: 1)
            layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        }
        XCTAssertEqual(layer.position, CGPoint(x: 10, y: 60))
        XCTAssertEqual(layer.bounds, CGRect(x: 5, y: 5, width: 30, height: 40))
        XCTAssertEqual(layer.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    /// Through a 90° z rotation (row vectors: (x, y) → (−y, x)) about the anchor: a 100×50 child at
    /// (50, 50) maps its corner (0, 0) → anchor-relative (−50, −25) → (25, −50) → (75, 0) in the parent.
    func testConvertThroughARotation() async {
        _ = makeLoop()
        let parent = makeLayer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), position: CGPoint(x: 100, y: 100))
        let child = makeLayer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 50, y: 50))
        withoutActions { child.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1) }
        parent.addSublayer(child)
        let cases: [(child: CGPoint, parent: CGPoint)] = [
            (CGPoint(x: 0, y: 0), CGPoint(x: 75, y: 0)),
            (CGPoint(x: 100, y: 0), CGPoint(x: 75, y: 100)),
            (CGPoint(x: 50, y: 25), CGPoint(x: 50, y: 50)),
            (CGPoint(x: 0, y: 50), CGPoint(x: 25, y: 0)),
        ]
        for (inChild, inParent) in cases {
            assertEqual(child.convert(inChild, to: parent), inParent, accuracy: 1e-9)
            assertEqual(parent.convert(inChild, from: child), inParent, accuracy: 1e-9)
            assertEqual(child.convert(inParent, from: parent), inChild, accuracy: 1e-9)
            assertEqual(parent.convert(inParent, to: child), inChild, accuracy: 1e-9)
        }
        assertEqual(child.frame, CGRect(x: 25, y: 0, width: 50, height: 100), accuracy: 1e-9)
        assertEqual(
            child.convert(CGRect(x: 0, y: 0, width: 100, height: 50), to: parent),
            CGRect(x: 25, y: 0, width: 50, height: 100), accuracy: 1e-9)
    }

    /// Through the parent's perspective sublayerTransform (m34 = −1/500) about its anchor (100, 100) and a
    /// child rotated θ = 60° about y: child (x, y) → anchor-relative (x−50, y−50, 0) → rotated
    /// ((x−50)c, y−50, −(x−50)s) → + position (100, 100) → − parent anchor → w = 1 − z/500 →
    /// parent point (X/w + 100, Y/w + 100) with X = (x−50)c, Y = y−50.
    func testConvertThroughAPerspectiveSublayerTransform() async {
        _ = makeLoop()
        let parent = makeLayer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), position: CGPoint(x: 100, y: 100))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let theta = CGFloat.pi / 3
        let child = makeLayer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 100, y: 100))
        withoutActions {
            parent.sublayerTransform = perspective
            child.transform = CATransform3DMakeRotation(theta, 0, 1, 0)
        }
        parent.addSublayer(child)
        let c = Double(cos(theta))
        let s = Double(sin(theta))
        func byHand(_ p: CGPoint) -> CGPoint {
            let x = Double(p.x) - 50
            let y = Double(p.y) - 50
            let z = -x * s
            let w = 1 + z * (-1.0 / 500)
            return CGPoint(x: x * c / w + 100, y: y / w + 100)
        }
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 25, y: 80)] {
            let expected = byHand(p)
            assertEqual(child.convert(p, to: parent), expected, accuracy: 1e-9)
            assertEqual(child.convert(expected, from: parent), p, accuracy: 1e-9)
        }
        // Corner (0, 0): x = −50 → z = 50·s, w = 1 − s/10 ≈ 0.9134, so it lands at ≈ (72.630, 45.259).
        assertEqual(child.convert(CGPoint.zero, to: parent), CGPoint(x: 72.62966, y: 45.25932), accuracy: 1e-5)
        // Cross-check against CATransform3D's own projection of the composed 4×4 map.
        let toAnchor = CATransform3DMakeTranslation(-50, -50, 0)
        let placed = CATransform3DConcat(
            CATransform3DConcat(toAnchor, child.transform), CATransform3DMakeTranslation(100, 100, 0))
        let sub = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(-100, -100, 0), perspective),
            CATransform3DMakeTranslation(100, 100, 0))
        let m = CATransform3DConcat(placed, sub)
        let p = CGPoint(x: 25, y: 80)
        let X = p.x * m.m11 + p.y * m.m21 + m.m41
        let Y = p.x * m.m12 + p.y * m.m22 + m.m42
        let W = p.x * m.m14 + p.y * m.m24 + m.m44
        assertEqual(child.convert(p, to: parent), CGPoint(x: X / W, y: Y / W), accuracy: 1e-9)
    }

    /// Conversions between siblings go through the common parent; nil means the root layer.
    func testConvertBetweenSiblingsAndToTheRoot() async {
        _ = makeLoop()
        let root = makeLayer(bounds: CGRect(x: 0, y: 0, width: 300, height: 300), position: CGPoint(x: 150, y: 150))
        let a = makeLayer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 100, y: 100))
        let b = makeLayer(bounds: CGRect(x: 10, y: 10, width: 100, height: 100), position: CGPoint(x: 200, y: 100))
        root.sublayers = [a, b]
        // a's (0,0) is root (50, 50); b's bounds origin (10, 10) is at root (150, 50), so root (50, 50) is b (−90, 10).
        assertEqual(a.convert(CGPoint.zero, to: b), CGPoint(x: -90, y: 10), accuracy: 1e-12)
        assertEqual(a.convert(CGPoint.zero, to: nil), CGPoint(x: 50, y: 50), accuracy: 1e-12)
        assertEqual(b.convert(CGPoint(x: 150, y: 50), from: nil), CGPoint(x: 10, y: 10), accuracy: 1e-12)
    }

    /// A scene for hit testing: a 200×200 root with two overlapping 100×100 children a (0,0) and b (50,50).
    private func hitScene() -> (root: CALayer, a: CALayer, b: CALayer) {
        let root = makeLayer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), position: CGPoint(x: 100, y: 100))
        let a = makeLayer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 50, y: 50))
        let b = makeLayer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 100, y: 100))
        root.sublayers = [a, b]
        return (root, a, b)
    }

    /// hitTest returns the frontmost layer: later siblings first, unless zPosition puts another on top.
    func testHitTestPrefersTheFrontmostSibling() async {
        _ = makeLoop()
        let (root, a, b) = hitScene()
        XCTAssertTrue(root.hitTest(CGPoint(x: 75, y: 75)) === b)
        XCTAssertTrue(root.hitTest(CGPoint(x: 25, y: 25)) === a)
        XCTAssertTrue(root.hitTest(CGPoint(x: 180, y: 20)) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 250, y: 20)))
        withoutActions { a.zPosition = 1 }
        XCTAssertTrue(root.hitTest(CGPoint(x: 75, y: 75)) === a)
        withoutActions { b.zPosition = 2 }
        XCTAssertTrue(root.hitTest(CGPoint(x: 75, y: 75)) === b)
    }

    /// Hidden layers (and their sublayers) are skipped.
    func testHitTestSkipsHiddenLayers() async {
        _ = makeLoop()
        let (root, a, b) = hitScene()
        withoutActions { b.isHidden = true }
        XCTAssertTrue(root.hitTest(CGPoint(x: 75, y: 75)) === a)
        XCTAssertTrue(root.hitTest(CGPoint(x: 120, y: 120)) === root)
        withoutActions { root.isHidden = true }
        XCTAssertNil(root.hitTest(CGPoint(x: 25, y: 25)))
    }

    /// Sublayers outside a masksToBounds layer's bounds cannot be hit; without it they can.
    func testHitTestHonoursMasksToBounds() async {
        _ = makeLoop()
        let (root, _, b) = hitScene()
        let outside = makeLayer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 200, y: 200))
        root.addSublayer(outside)
        XCTAssertTrue(root.hitTest(CGPoint(x: 230, y: 230)) === outside)
        withoutActions { root.masksToBounds = true }
        XCTAssertNil(root.hitTest(CGPoint(x: 230, y: 230)))
        XCTAssertTrue(root.hitTest(CGPoint(x: 190, y: 190)) === outside)
        XCTAssertTrue(root.hitTest(CGPoint(x: 140, y: 140)) === b)
        outside.removeFromSuperlayer()
        XCTAssertTrue(root.hitTest(CGPoint(x: 190, y: 190)) === root)
    }

    /// value(forKeyPath:) reads animatable key paths and sub-paths; unknown paths give nil.
    func testValueForKeyPathReadsSubPaths() async {
        _ = makeLoop()
        let layer = makeLayer(bounds: CGRect(x: 0, y: 0, width: 30, height: 40), position: CGPoint(x: 5, y: 6))
        withoutActions { layer.transform = CATransform3DScale(CATransform3DMakeRotation(0.5, 0, 0, 1), 2, 2, 2) }
        XCTAssertEqual(layer.value(forKeyPath: "position.x") as? CGFloat, 5)
        XCTAssertEqual(layer.value(forKeyPath: "position") as? CGPoint, CGPoint(x: 5, y: 6))
        XCTAssertEqual(layer.value(forKeyPath: "bounds.size") as? CGSize, CGSize(width: 30, height: 40))
        XCTAssertEqual(layer.value(forKeyPath: "bounds.size.height") as? CGFloat, 40)
        XCTAssertEqual(Double(layer.value(forKeyPath: "transform.rotation.z") as! CGFloat), 0.5, accuracy: 1e-12)
        XCTAssertEqual(Double(layer.value(forKeyPath: "transform.scale") as! CGFloat), 2, accuracy: 1e-12)
        XCTAssertEqual(layer.value(forKeyPath: "opacity") as? CGFloat, 1)
        XCTAssertNil(layer.value(forKeyPath: "position.w"))
        XCTAssertNil(layer.value(forKeyPath: "nonsense"))
    }

    /// setValue(_:forKeyPath:) writes through the property (so it can animate); a wrong type is ignored.
    func testSetValueForKeyPathWritesTheModel() async {
        _ = makeLoop()
        let layer = makeLayer()
        withoutActions {
            layer.setValue(CGFloat(42), forKeyPath: "position.y")
            layer.setValue("not a number", forKeyPath: "position.x")
        }
        XCTAssertEqual(layer.position, CGPoint(x: 0, y: 42))
        XCTAssertNil(layer.animationKeys())
    }
}
