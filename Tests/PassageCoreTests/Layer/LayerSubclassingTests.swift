// CALayer subclasses written as on iOS: `override init()`, `override init(layer:)` copying their own
// properties into presentation copies, `required init?(coder:)`, overridden `bounds`/`frame`, a custom key
// that needs display, and `shouldRasterize`.
import XCTest
@testable import PassageCore

/// A layer subclass in iOS's shape, with a stored property of its own and a display counter.
private final class GaugeLayer: CALayer {
    var tint = "red"
    var displays = 0
    var boundsSets: [CGRect] = []

    override init() {
        super.init()
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? GaugeLayer { tint = other.tint }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func display() {
        displays += 1
    }

    override var bounds: CGRect {
        get { super.bounds }
        set {
            boundsSets.append(newValue)
            super.bounds = newValue
        }
    }
}

@MainActor
final class LayerSubclassingTests: XCTestCase {
    /// Core Animation makes presentation copies through `init(layer:)`: the copy is of the subclass and holds
    /// what the subclass's override copied (Core Animation Programming Guide, "Subclassing CALayer").
    func testPresentationCopyGoesThroughTheSubclassInitLayer() async {
        _ = makeLoop()
        let layer = GaugeLayer()
        layer.tint = "blue"
        let copy = layer.presentation()
        XCTAssertEqual(copy?.tint, "blue")
        XCTAssertTrue(copy?.model() === layer)
        XCTAssertEqual(GaugeLayer(layer: layer).tint, "blue")
    }

    /// `init?(coder:)` is required, as from NSCoding on iOS; `super.init(coder:)` gives Core Animation's defaults.
    func testInitWithCoderGivesTheDefaults() async {
        _ = makeLoop()
        let layer = GaugeLayer(coder: NSCoder())
        XCTAssertNotNil(layer)
        XCTAssertEqual(layer?.opacity, 1)
        XCTAssertEqual(layer?.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        XCTAssertEqual(layer?.tint, "red")
    }

    /// `bounds` and `frame` are overridable (`open` on iOS); setting `frame` reaches an overridden `bounds`.
    func testOverriddenBoundsSeesFrameChanges() async {
        _ = makeLoop()
        let layer = GaugeLayer()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(layer.boundsSets, [CGRect(x: 0, y: 0, width: 30, height: 40)])
        XCTAssertEqual(layer.position, CGPoint(x: 25, y: 40))
        XCTAssertEqual(layer.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    /// A key whose class answers `needsDisplay(forKey:)` true marks the layer for display when set; `display()`
    /// runs once, on the next frame, however often it was marked.
    func testSettingANeedsDisplayKeyDisplaysOnceOnTheNextFrame() async {
        let loop = makeLoop()
        let layer = GaugeLayer()
        layer.setValue(0.25, forKey: "progress")
        layer.setValue(0.5, forKey: "progress")
        XCTAssertTrue(layer.needsDisplay())
        XCTAssertEqual(layer.displays, 0)
        loop.step()
        XCTAssertEqual(layer.displays, 1)
        XCTAssertFalse(layer.needsDisplay())
        loop.step()
        XCTAssertEqual(layer.displays, 1)
        layer.setValue(1, forKey: "other")
        loop.step()
        XCTAssertEqual(layer.displays, 1, "needsDisplay(forKey:) is false for \"other\"")
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        XCTAssertEqual(layer.displays, 2)
        loop.step()
        XCTAssertEqual(layer.displays, 2, "displayIfNeeded() cleared the mark")
    }

    /// `shouldRasterize` is stored (default false, as Core Animation documents) and copied into presentation copies.
    func testShouldRasterizeIsStoredAndCopied() async {
        _ = makeLoop()
        let layer = CALayer()
        XCTAssertFalse(layer.shouldRasterize)
        layer.shouldRasterize = true
        layer.rasterizationScale = 3
        XCTAssertEqual(layer.presentation()?.shouldRasterize, true)
        XCTAssertEqual(layer.presentation()?.rasterizationScale, 3)
    }
}
