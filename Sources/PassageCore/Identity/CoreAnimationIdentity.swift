// Core Animation's objects compare by identity, as NSObject subclasses do on iOS.

extension CALayer: IdentityHashable {}
extension CAAnimation: IdentityHashable {}
