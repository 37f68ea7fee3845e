// CALayer subclasses written as on iOS: `override init()`, `override init(layer:)` copying their own
// properties into presentation copies, `required init?(coder:)`, overridden `bounds`/`frame`, a custom key
// that needs display, and `shouldRasterize`.
import XCTest

@testable import PassageCore

/// A layer subclass in iOS's shape, with a stored property of its own and a display counter.
private final class GaugeLayer: CALayer {
    var tint = "red"
    var displays = 0
    /// What each `display()` saw: whether it ran on a presentation copy, its tint and its progress.
    var drawn: [(copy: Bool, tint: String, progress: CGFloat)] = []

    /// A custom animatable property, stored through key-value coding (iOS declares it `@NSManaged`).
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }
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
        let isCopy = model() !== self
        (isCopy ? model() : self).drawn.append((isCopy, tint, progress))
        contents = "ring at \(progress)"
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

    /// Core Animation redisplays a layer every frame while a key its class redisplays for animates, on a
    /// presentation copy made through `init(layer:)` that holds the key's presented value; the copy's
    /// contents are shown. When the animation ends the model displays itself with the final value.
    func testCustomAnimatedKeyRedisplaysEveryFrameOnPresentationCopies() async {
        let loop = makeLoop()
        let layer = GaugeLayer()
        layer.tint = "green"
        withoutActions { layer.progress = 1 }
        loop.step()
        XCTAssertEqual(layer.drawn.count, 1, "setting the key displayed the model once")
        let animation = CABasicAnimation(keyPath: "progress")
        animation.fromValue = 0 as CGFloat
        animation.toValue = 1 as CGFloat
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(animation, forKey: "progress")
        XCTAssertNotNil(layer.animation(forKey: "progress"), "a custom numeric key is animatable")
        loop.advance(frames: 30)
        XCTAssertEqual(layer.drawn.count, 31, "one display per frame while it animates")
        guard let last = layer.drawn.last else { return XCTFail("nothing drawn") }
        XCTAssertTrue(last.copy)
        XCTAssertEqual(last.tint, "green", "the copy came through init(layer:)")
        XCTAssertEqual(last.progress, 0.5, accuracy: 1e-9)
        XCTAssertEqual(layer.contents as? String, "ring at \(last.progress)")
        XCTAssertEqual(layer.presentation()?.progress ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(layer.progress, 1, "the model keeps its value")
        loop.runUntilIdle()
        XCTAssertEqual(layer.drawn.last?.copy, false)
        XCTAssertEqual(layer.drawn.last?.progress, 1)
        let frames = layer.drawn.count
        loop.advance(frames: 5)
        XCTAssertEqual(layer.drawn.count, frames, "no displays once the animation is over")
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
