// CAGradientLayer's model and animations: Core Animation's defaults, colors and locations animated element
// by element, end points animated as points, implicit animations of a standalone layer.
import XCTest

@testable import PassageCore

@MainActor
final class GradientLayerTests: XCTestCase {
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    private let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// Core Animation's defaults: no colors or locations, start (0.5, 0), end (0.5, 1), axial.
    func testDefaultsAreCoreAnimations() async {
        _ = makeLoop()
        let layer = CAGradientLayer()
        XCTAssertNil(layer.colors)
        XCTAssertNil(layer.locations)
        XCTAssertEqual(layer.startPoint, CGPoint(x: 0.5, y: 0))
        XCTAssertEqual(layer.endPoint, CGPoint(x: 0.5, y: 1))
        XCTAssertEqual(layer.type, .axial)
    }

    /// Colors and locations read back as set (CGColor and NSNumber arrays).
    func testColorsAndLocationsReadBackAsSet() async {
        _ = makeLoop()
        let layer = CAGradientLayer()
        withoutActions {
            layer.colors = [red, blue]
            layer.locations = [0.25, 0.75]
        }
        XCTAssertEqual((layer.colors as? [CGColor])?.map(\.rgba), [red.rgba, blue.rgba])
        XCTAssertEqual(layer.locations?.map(\.doubleValue), [0.25, 0.75])
    }

    /// A colors animation interpolates each color: red → blue is (0.5, 0, 0.5) halfway, linear pacing.
    func testColorsAnimateElementByElementAtStartMiddleAndEnd() async {
        let loop = makeLoop()
        let layer = CAGradientLayer()
        withoutActions { layer.colors = [white, blue] }
        layer.add(basic("colors", from: [red, white], to: [blue, blue], duration: 1), forKey: "colors")
        func presentedFirst() -> RGBA? { (layer.presentation()?.colors?.first as! CGColor?)?.rgba }
        XCTAssertEqual(presentedFirst(), red.rgba)
        loop.advance(seconds: 0.5)
        let middle = presentedFirst()!
        XCTAssertEqual(middle.red, 0.5, accuracy: 1e-9)
        XCTAssertEqual(middle.blue, 0.5, accuracy: 1e-9)
        loop.advance(seconds: 0.6)
        XCTAssertEqual(presentedFirst(), white.rgba, "after the animation, the model shows")
    }

    /// Locations animate as numbers; a standalone layer's change animates implicitly (0.25 s default).
    func testLocationsAnimateImplicitly() async {
        let loop = makeLoop()
        let layer = CAGradientLayer()
        withoutActions {
            layer.colors = [red, blue]
            layer.locations = [0, 1]
        }
        loop.advance(frames: 1)
        layer.locations = [0.5, 1]
        XCTAssertEqual(layer.presentation()?.locations?.first?.doubleValue ?? -1, 0, accuracy: 1e-9)
        loop.advance(seconds: 1)
        XCTAssertEqual(layer.presentation()?.locations?.first?.doubleValue ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(layer.locations?.first?.doubleValue, 0.5, "the model changes at once")
    }

    /// Arrays of different lengths do not interpolate: the value switches at the midpoint.
    func testColorArraysOfDifferentCountsSwitchAtTheMidpoint() async {
        let loop = makeLoop()
        let layer = CAGradientLayer()
        layer.add(basic("colors", from: [red, blue], to: [white, white, white], duration: 1), forKey: "colors")
        loop.advance(seconds: 0.4)
        XCTAssertEqual(layer.presentation()?.colors?.count, 2)
        loop.advance(seconds: 0.2)
        XCTAssertEqual(layer.presentation()?.colors?.count, 3)
    }

    /// startPoint animates as a point; value(forKey:) reaches it.
    func testStartPointAnimatesAsAPoint() async {
        let loop = makeLoop()
        let layer = CAGradientLayer()
        layer.add(basic("startPoint", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 0), duration: 1), forKey: "p")
        loop.advance(seconds: 0.25)
        XCTAssertEqual(layer.presentation()!.startPoint.x, 0.25, accuracy: 1e-9)
        XCTAssertEqual(layer.value(forKey: "startPoint") as? CGPoint, CGPoint(x: 0.5, y: 0))
    }
}
