import PassageCore
// Back-face culling: which way a layer's plane faces after its transform (isDoubleSided = false).
import XCTest

@testable import PassageRender

final class BackFaceTests: XCTestCase {
    typealias S = RasterTestSupport

    /// rotateY(180°) shows the layer's back, with or without perspective; identity and small turns do not.
    func testRotateY180IsBackFacing() {
        XCTAssertTrue(LayerHomography(CATransform3DMakeRotation(.pi, 0, 1, 0)).isBackFacing)
        XCTAssertTrue(LayerHomography(CATransform3DMakeRotation(.pi, 1, 0, 0)).isBackFacing)
        let size = CGSize(width: 100, height: 100)
        XCTAssertTrue(
            S.layerMap(
                size: size, transform: S.perspectiveRotation(angle: .pi, x: 0, y: 1), position: CGPoint(x: 150, y: 150)
            ).isBackFacing)
        XCTAssertTrue(
            S.layerMap(
                size: size, transform: S.perspectiveRotation(angle: 0.6 * .pi, x: 0, y: 1),
                position: CGPoint(x: 150, y: 150)
            ).isBackFacing)
        XCTAssertFalse(LayerHomography.identity.isBackFacing)
        XCTAssertFalse(
            S.layerMap(
                size: size, transform: S.perspectiveRotation(angle: 0.4 * .pi, x: 0, y: 1),
                position: CGPoint(x: 150, y: 150)
            ).isBackFacing)
        XCTAssertFalse(LayerHomography(CATransform3DMakeRotation(.pi, 0, 0, 1)).isBackFacing)  // in-plane turn
    }
}
