import UIKit

/// A spinner drawn by a shape layer, the way loading buttons make theirs: an initializer of its own, and
/// `init(layer:)` for Core Animation's presentation copies.
final class SpinnerLayer: CAShapeLayer {
    var spinnerColor = UIColor.white {
        didSet { strokeColor = spinnerColor.cgColor }
    }

    init(frame: CGRect) {
        super.init()
        self.frame = frame
        fillColor = nil
        strokeColor = spinnerColor.cgColor
        lineWidth = 1
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func spin() {
        let rotate = CABasicAnimation(keyPath: "transform.rotation.z")
        rotate.fromValue = 0
        rotate.toValue = Double.pi * 2
        rotate.duration = 0.4
        rotate.repeatCount = HUGE
        add(rotate, forKey: rotate.keyPath)
    }

    /// Core Animation's plain initializer, through which Passage makes layers of this class.
    override init() {
        super.init()
    }
}
