// Golden images: each rendering feature has reference frames (160 × 160 points @1x, white background)
// in References/, compared with a stated tolerance: every channel of every pixel within 2 levels of 255
// (straight alpha), which absorbs rounding changes in the rasterizer's inner loops but no visible change.
// Regenerate deliberately with scripts/update-goldens.sh (PASSAGE_UPDATE_GOLDENS=1), then look at them.
import Foundation
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
enum Golden {
    static let size = CGSize(width: 160, height: 160)
    static let tolerance = 2

    static var referenceFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References")
    }

    /// A 160 × 160 root layer filling the frame (anchor in the centre, so a sublayerTransform's
    /// perspective vanishes at the centre), with a fresh frame loop current and implicit animations off
    /// (standalone layers would otherwise animate every property set while building the scene).
    static func makeRoot() -> CALayer {
        FrameLoop().makeCurrent()
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        return root
    }

    static func render(_ root: CALayer, background: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)) -> Pixmap {
        LayerRenderer(size: size, scale: 1, background: background).render(root)
    }

    /// Compares `root`'s rendering with References/`name`.png (or writes it when regenerating).
    static func assertMatches(_ root: CALayer, named name: String, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let image = render(root).makeImage()
        let url = referenceFolder.appendingPathComponent(name + ".png")
        if ProcessInfo.processInfo.environment["PASSAGE_UPDATE_GOLDENS"] == "1" {
            var pixmap = Pixmap(width: image.width, height: image.height)!
            pixmap.pixels = render(root).pixels
            try FileManager.default.createDirectory(at: referenceFolder, withIntermediateDirectories: true)
            try Data(pixmap.pngData()).write(to: url)
            return
        }
        guard let data = try? Data(contentsOf: url) else {
            return XCTFail("missing reference \(url.path): run scripts/update-goldens.sh", file: file, line: line)
        }
        let reference = try LibPNGReader.decode([UInt8](data))
        XCTAssertEqual(reference.width, image.width, file: file, line: line)
        XCTAssertEqual(reference.height, image.height, file: file, line: line)
        var worst = 0
        var differing = 0
        for (a, b) in zip(reference.pixels, image.pixels) {
            let difference = abs(Int(a) - Int(b))
            worst = max(worst, difference)
            if difference > tolerance { differing += 1 }
        }
        XCTAssertEqual(
            differing, 0, "\(name): \(differing) channels differ by more than \(tolerance) (worst \(worst))",
            file: file, line: line)
    }

    /// A solid layer of `color` with `frame` in its parent.
    static func solid(_ frame: CGRect, _ color: CGColor) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    static let blue = CGColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    static let red = CGColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
    static let green = CGColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
    static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
}
