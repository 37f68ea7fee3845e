// CATransformLayer: a cube of six faces keeps its depth (faces sorted by their centres, nearer drawn
// over farther, whatever the order they were added in), back faces that are not double-sided are skipped.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class TransformLayerGoldenTests: XCTestCase {
    private static let faceColors: [CGColor] = [
        Golden.blue, Golden.red, Golden.green, Golden.black,
        CGColor(red: 1, green: 0.8, blue: 0, alpha: 1), CGColor(red: 0.6, green: 0.2, blue: 0.8, alpha: 1),
    ]

    /// A 70-point cube of faces in a transform layer, turned so three faces show, in perspective.
    private func cube(doubleSided: Bool) -> CALayer {
        let root = Golden.makeRoot()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 400
        root.sublayerTransform = perspective
        let cube = CATransformLayer()
        cube.frame = CGRect(x: 45, y: 45, width: 70, height: 70)
        let half: CGFloat = 35
        let placements: [CATransform3D] = [
            CATransform3DMakeTranslation(0, 0, half),
            CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), CATransform3DMakeTranslation(half, 0, 0)),
            CATransform3DConcat(CATransform3DMakeRotation(.pi, 0, 1, 0), CATransform3DMakeTranslation(0, 0, -half)),
            CATransform3DConcat(
                CATransform3DMakeRotation(-.pi / 2, 0, 1, 0), CATransform3DMakeTranslation(-half, 0, 0)),
            CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 1, 0, 0), CATransform3DMakeTranslation(0, -half, 0)),
            CATransform3DConcat(CATransform3DMakeRotation(-.pi / 2, 1, 0, 0), CATransform3DMakeTranslation(0, half, 0)),
        ]
        // Added back faces last, so drawing in insertion order would show them on top.
        for i in [0, 1, 4, 2, 3, 5] {
            let face = Golden.solid(CGRect(x: 0, y: 0, width: 70, height: 70), Self.faceColors[i])
            face.transform = placements[i]
            face.isDoubleSided = doubleSided
            cube.addSublayer(face)
        }
        cube.transform = CATransform3DConcat(
            CATransform3DMakeRotation(-.pi / 6, 0, 1, 0), CATransform3DMakeRotation(-.pi / 8, 1, 0, 0))
        root.addSublayer(cube)
        return root
    }

    /// The cube's three near faces show (front, right, top), drawn over the far ones (tolerance: Golden.tolerance).
    func testCubeFacesAreSortedByDepth() async throws {
        try Golden.assertMatches(cube(doubleSided: true), named: "transform-layer-cube")
    }

    /// Single-sided faces: the same picture but for the anti-aliased seams, where the far faces no longer
    /// show through (about one pixel along each edge: under 4% of the frame; the face centres are equal).
    func testSingleSidedCubeLooksTheSameButForSeams() async {
        let doubleSided = Golden.render(cube(doubleSided: true))
        let singleSided = Golden.render(cube(doubleSided: false))
        let differing = stride(from: 0, to: doubleSided.pixels.count, by: 4).filter { i in
            (0..<4).contains {
                abs(Int(doubleSided.pixels[i + $0]) - Int(singleSided.pixels[i + $0])) > Golden.tolerance
            }
        }.count
        XCTAssertLessThan(differing, 160 * 160 / 25)
        XCTAssertGreaterThan(differing, 0, "seams differ: back faces are really skipped")
        for (x, y) in [(65, 85), (105, 85), (80, 48)] {
            XCTAssertTrue(doubleSided.pixel(x: x, y: y) == singleSided.pixel(x: x, y: y), "(\(x), \(y))")
        }
    }

    /// A face 10 points nearer, added first, is drawn over a farther one added later in a transform layer;
    /// a plain layer flattens both and draws them in order (the later one on top).
    func testNearerFaceWinsOnlyInATransformLayer() async {
        func scene(_ container: CALayer) -> Pixmap {
            let root = Golden.makeRoot()
            container.frame = root.bounds
            let near = Golden.solid(CGRect(x: 40, y: 40, width: 80, height: 80), Golden.red)
            near.transform = CATransform3DMakeTranslation(0, 0, 10)
            let far = Golden.solid(CGRect(x: 40, y: 40, width: 80, height: 80), Golden.blue)
            far.transform = CATransform3DMakeTranslation(0, 0, -10)
            container.addSublayer(near)
            container.addSublayer(far)
            root.addSublayer(container)
            return Golden.render(root)
        }
        XCTAssertEqual(scene(CATransformLayer()).pixel(x: 80, y: 80).r, 255, "the near red face")
        XCTAssertEqual(scene(CALayer()).pixel(x: 80, y: 80).b, 255, "flattened: the blue face added last")
    }

    /// A face turned away with isDoubleSided = false is not drawn; turned away but double-sided, it is.
    func testBackFacingSingleSidedFaceIsSkipped() async {
        func scene(doubleSided: Bool) -> Pixmap {
            let root = Golden.makeRoot()
            let container = CATransformLayer()
            container.frame = root.bounds
            let face = Golden.solid(CGRect(x: 40, y: 40, width: 80, height: 80), Golden.red)
            face.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            face.isDoubleSided = doubleSided
            container.addSublayer(face)
            root.addSublayer(container)
            return Golden.render(root)
        }
        XCTAssertEqual(scene(doubleSided: true).pixel(x: 80, y: 80).g, 59)
        XCTAssertEqual(scene(doubleSided: false).pixel(x: 80, y: 80).g, 255, "white background shows")
    }
}
