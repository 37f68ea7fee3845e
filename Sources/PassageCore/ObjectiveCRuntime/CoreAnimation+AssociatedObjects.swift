// Core Animation's root classes keep associated objects, so every layer, animation and display link can have
// them, as NSObject subclasses can on iOS.

extension CALayer: AssociatedObjectStoring {}
extension CAAnimation: AssociatedObjectStoring {}
extension CADisplayLink: AssociatedObjectStoring {}
