// Swift 5 library code around controls, custom views and layers, written as on iOS (after the unavoidable
// edits for Linux: no `@objc`, no `#selector`): a close button wired with target–action, a custom view with
// its own designated initializer and `required init?(coder:)`, a layer subclass with `override init(layer:)`,
// a coordinator call without a completion, and a custom segue.
import Passage

/// A sheet's header: a close button made with `UIButton(type:)`, wired with `addTarget(_:action:for:)`.
final class SheetHeaderView: UIView {
    let closeButton = UIButton(type: .close)
    let titleLabel = UILabel()
    var onClose: (() -> Void)?
    private(set) var closeTaps = 0
    private(set) var primaryActions = 0

    init(title: String) {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        titleLabel.text = title
        addSubview(titleLabel)
        addSubview(closeButton)
        closeButton.setImage(nil, for: .normal)
        closeButton.accessibilityLabel = "Close"
        closeButton.addTarget(self, action: SheetHeaderView.didTapClose, for: .touchUpInside)
        closeButton.addAction(
            UIAction(title: "Close", image: nil) { [weak self] _ in
                self?.primaryActions += 1
            }, for: .primaryActionTriggered)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
    }

    func didTapClose(_ sender: UIButton) {
        closeTaps += 1
        onClose?()
    }
}

/// A layer with a custom property copied into its presentation copies, as iOS code writes it.
final class RingLayer: CALayer {
    var lineColor: UIColor = .systemBlue

    override init() {
        super.init()
        shouldRasterize = true
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let ring = layer as? RingLayer { lineColor = ring.lineColor }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override var bounds: CGRect {
        didSet { setNeedsDisplay() }
    }
}

/// A controller that fades its chrome alongside transitions with the one-argument coordinator call and
/// performs a custom segue in code.
final class ChromeFadingController: UIViewController {
    let chrome = UIView()
    let feedback = UIImpactFeedbackGenerator(style: .light)

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if UIAccessibility.isReduceMotionEnabled { return }
        transitionCoordinator?.animate(alongsideTransition: { _ in self.chrome.alpha = 0 })
        feedback.impactOccurred()
    }

    func show(_ destination: UIViewController) {
        let segue = ModalSegue(identifier: "show", source: self, destination: destination)
        prepare(for: segue, sender: self)
        segue.perform()
    }
}

/// A custom segue that presents its destination full screen.
final class ModalSegue: UIStoryboardSegue {
    override func perform() {
        destination.modalPresentationStyle = .fullScreen
        source.present(destination, animated: false, completion: nil)
    }
}
