// A view that blurs what lies behind it. Its layer is a BackdropLayer, whose blur radius and tint follow
// `effect`; the render server draws the blur from the pixels behind the view. Setting `effect` inside an
// animation block (or a UIViewPropertyAnimator's animations) animates the radius and tint like any view
// property, so a paused animator's fractionComplete scrubs a partial blur.
import Foundation
import PassageCore

/// A view that applies a visual effect to what lies behind it (UIKit's `UIVisualEffectView`). Add
/// subviews to `contentView`, which is drawn over the effect.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    open override class var layerClass: AnyClass { BackdropLayer.self }

    /// The effect drawn; nil draws nothing. Animatable inside UIView animation blocks.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// The view subviews go in, filling the effect view and drawn over the effect.
    open var contentView: UIView { storedContentView }

    private let storedContentView = UIView(frame: .zero)

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        installContentView()
        applyEffect()
    }

    /// An effect view with no effect, of `frame` (with `init()`, inherited from it: `UIVisualEffectView()`).
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Creates an effect view from an archive (not read: Passage has no nibs), with no effect.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        storedContentView.frame = bounds
        storedContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(storedContentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        storedContentView.frame = bounds
    }

    /// Sets the layer's blur radius and tint to the effect's. A tint fades in and out through its own color
    /// at zero opacity (not through clear black), so a blur animated from nil does not darken on the way.
    private func applyEffect() {
        guard let backdropLayer = layer as? BackdropLayer else { return }
        let backdrop = effect?.backdrop ?? (blurRadius: 0, tint: nil)
        let current = backdropLayer.tintColor?.rgba ?? .clearColor
        if let tint = backdrop.tint, current.alpha == 0 {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            backdropLayer.tintColor = CGColor(
                rgba: RGBA(red: tint.rgba.red, green: tint.rgba.green, blue: tint.rgba.blue, alpha: 0))
            CATransaction.commit()
        }
        backdropLayer.blurRadius = backdrop.blurRadius
        backdropLayer.tintColor =
            backdrop.tint
            ?? CGColor(rgba: RGBA(red: current.red, green: current.green, blue: current.blue, alpha: 0))
    }
}
