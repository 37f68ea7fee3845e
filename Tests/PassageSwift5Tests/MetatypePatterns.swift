// Swift 5 code that makes views and layers from classes held in values, written the ways that compile on Linux
// as on iOS (see "Making an object from a metatype" in the porting article): a closure that makes the view, a base
// class of the library's own with a `required init()`, and a layer class made through `init(_passageMaking:)`.
// The subclasses are written as iOS code writes them: one with only an initializer of its own, which is why
// Passage does not make UIKit's `init()` required.
import UIKit

/// A badge with only an initializer of its own (and the `init?(coder:)` UIKit requires).
final class ColorBadgeView: UIView {
    let color: UIColor

    init(color: UIColor) {
        self.color = color
        super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        backgroundColor = color
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A placeholder base whose metatype the library keeps: its `init()` is required, so every subclass has one.
class PlaceholderView: UIView {
    required init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A placeholder with a stored property given its value in the required initializer.
final class SpinnerPlaceholderView: PlaceholderView {
    let lineWidth: CGFloat

    required init() {
        lineWidth = 3
        super.init()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A placeholder with no initializer of its own, which inherits the required one.
final class EmptyPlaceholderView: PlaceholderView {}

/// A ring layer as iOS code writes one: `override init()`, `override init(layer:)`, `required init?(coder:)`.
final class GaugeRingLayer: CALayer {
    var ringWidth: CGFloat = 4

    override init() {
        super.init()
        ringWidth = 6
    }

    override init(layer: Any) {
        super.init(layer: layer)
        ringWidth = (layer as? GaugeRingLayer)?.ringWidth ?? ringWidth
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// What a library keeps to make its views and layers later, and makes them with.
struct PlaceholderConfiguration {
    var badgeMaker: () -> UIView
    var placeholderType: PlaceholderView.Type
    var layerType: CALayer.Type

    func makeBadge() -> UIView { return badgeMaker() }
    func makePlaceholder() -> PlaceholderView { return placeholderType.init() }
    func makeLayer() -> CALayer { return layerType.init(_passageMaking: nil) }
}
