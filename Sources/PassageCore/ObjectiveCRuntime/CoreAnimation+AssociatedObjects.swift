// Core Animation's root classes keep associated objects, so every layer, animation, display link and timing
// function can have them, as NSObject subclasses can on iOS.

extension CALayer: AssociatedObjectStoring {}
extension CAAnimation: AssociatedObjectStoring {}
extension CADisplayLink: AssociatedObjectStoring {}
extension CAMediaTimingFunction: AssociatedObjectStoring {}
extension CAValueFunction: AssociatedObjectStoring {}
