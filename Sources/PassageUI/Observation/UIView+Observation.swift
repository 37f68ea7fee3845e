// Views are observable with `observe(_:options:changeHandler:)` (`frame`, `bounds`, `center`, `transform`,
// `alpha`, `isHidden`, …): every one of those lives in the view's layer, so a view observes through it.
import Foundation
import PassageCore

extension UIView: PassageKeyValueObserving, KeyValueObservationAnchor {
    package var observationLayer: CALayer { layer }
}
