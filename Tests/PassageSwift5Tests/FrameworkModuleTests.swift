import XCTest

// iOS sources keep their imports: `import UIKit`, `import QuartzCore` and `import CoreGraphics` resolve to
// Passage's modules of those names, `canImport` sees them, and names qualified with them resolve.
#if canImport(UIKit)
import UIKit
#endif
#if canImport(QuartzCore)
import QuartzCore
#endif
#if canImport(CoreGraphics)
import CoreGraphics
#endif

@MainActor
final class FrameworkModuleTests: XCTestCase {
    /// Code guarded by `canImport(UIKit)`, `canImport(QuartzCore)` and `canImport(CoreGraphics)` is compiled.
    func testCanImportSeesTheFrameworkModules() async {
        var seen: [String] = []
        #if canImport(UIKit)
        seen.append("UIKit")
        #endif
        #if canImport(QuartzCore)
        seen.append("QuartzCore")
        #endif
        #if canImport(CoreGraphics)
        seen.append("CoreGraphics")
        #endif
        XCTAssertEqual(seen, ["UIKit", "QuartzCore", "CoreGraphics"])
    }

    /// Names qualified with the framework modules are Passage's (and Foundation's, for Core Graphics' geometry).
    func testQualifiedNamesResolveToPassage() async {
        let view: UIKit.UIView = UIKit.UIView(frame: CoreGraphics.CGRect(x: 0, y: 0, width: 10, height: 20))
        let layer: QuartzCore.CALayer = view.layer
        let width: CoreGraphics.CGFloat = layer.bounds.width
        XCTAssertEqual(width, 10)
        XCTAssertTrue(type(of: view) == Passage.UIView.self)
        XCTAssertEqual(CoreGraphics.CGAffineTransform(scaleX: 2, y: 2).a, 2)
    }
}
