// Runs the metatype patterns: each way of making an object from a class held in a value makes an object of the
// class held, through that class's own initializer.
import UIKit
import XCTest

@MainActor
final class MetatypePatternTests: XCTestCase {
    /// The closure makes a badge through its own initializer; the placeholder metatype makes the subclass held,
    /// with the stored property its required `init()` sets (3) or the base's frame (44 pt); the layer metatype
    /// makes a `GaugeRingLayer` through its `override init()` (ring width 6, not the initial 4).
    func testObjectsAreMadeOfTheClassHeld() async {
        var configuration = PlaceholderConfiguration(
            badgeMaker: { ColorBadgeView(color: .red) }, placeholderType: SpinnerPlaceholderView.self,
            layerType: GaugeRingLayer.self)
        let badge = configuration.makeBadge() as? ColorBadgeView
        XCTAssertEqual(badge?.color, .red)
        XCTAssertEqual(badge?.frame.size, CGSize(width: 20, height: 20))
        let spinner = configuration.makePlaceholder() as? SpinnerPlaceholderView
        XCTAssertEqual(spinner?.lineWidth, 3)
        XCTAssertEqual(spinner?.bounds.size, CGSize(width: 44, height: 44))
        configuration.placeholderType = EmptyPlaceholderView.self
        XCTAssertTrue(type(of: configuration.makePlaceholder()) == EmptyPlaceholderView.self)
        let ring = configuration.makeLayer() as? GaugeRingLayer
        XCTAssertEqual(ring?.ringWidth, 6)
    }
}
