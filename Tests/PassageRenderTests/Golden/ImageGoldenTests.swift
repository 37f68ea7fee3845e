// Images: layer contents scaled into the bounds (bilinear), a contentsRect showing part of the image,
// and aspect-fit gravity.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class ImageGoldenTests: XCTestCase {
    /// An 8 × 8 checkerboard-and-gradient image: stretched into 70 × 70, its top-left quarter through
    /// contentsRect, and aspect-fit into a wide layer.
    func testStretchedPartialAndAspectFitImage() async throws {
        var bytes = [UInt8]()
        for y in 0..<8 {
            for x in 0..<8 {
                let on = (x + y) % 2 == 0
                bytes += on ? [UInt8(x * 32), UInt8(y * 32), 200, 255] : [255, 255, 255, 255]
            }
        }
        let image = CGImage(width: 8, height: 8, pixels: bytes)!
        let root = Golden.makeRoot()
        let stretched = CALayer()
        stretched.frame = CGRect(x: 5, y: 5, width: 70, height: 70)
        stretched.contents = image
        let partial = CALayer()
        partial.frame = CGRect(x: 85, y: 5, width: 70, height: 70)
        partial.contents = image
        partial.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 0.5)
        let fitted = CALayer()
        fitted.frame = CGRect(x: 5, y: 85, width: 150, height: 70)
        fitted.backgroundColor = Golden.green
        fitted.contents = image
        fitted.contentsGravity = .resizeAspect
        root.addSublayer(stretched)
        root.addSublayer(partial)
        root.addSublayer(fitted)
        try Golden.assertMatches(root, named: "images")
    }
}
