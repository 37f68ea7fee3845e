// A view that shows read-only text. The label is backed by a CATextLayer: every property is forwarded to
// it, and the render server lays out and draws the glyphs (vertically centred, as UILabel draws).
// `sizeThatFits` and `intrinsicContentSize` measure with the frame loop (`FrameLoop.measure`): the DejaVu fonts'
// metrics, set exactly as the render server draws them; without the fonts the label keeps its size (diagnosed).
import Foundation
import PassageCore

/// A view that displays one or more lines of read-only text (UIKit's `UILabel`). Ignores touches by default.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown; nil or empty shows nothing. Default nil.
    open var text: String? {
        didSet {
            textLayer.string = text
            if text != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The text colour; setting nil restores the default. Default `UIColor.label` (opaque black).
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? UIColor.label }
    }

    /// The font; setting nil restores the default. Default the system font at 17 points.
    open var font: UIFont! {
        get { storedFont }
        set { storedFont = newValue ?? UIFont.systemFont(ofSize: 17) }
    }

    /// How the lines are aligned. Default `.natural`.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { textLayer.alignmentMode = Self.alignmentMode(textAlignment) }
    }

    /// The most lines shown; 0 means as many as needed. Default 1.
    open var numberOfLines: Int = 1 {
        didSet {
            textLayer.maximumNumberOfLines = max(0, numberOfLines)
            invalidateIntrinsicContentSize()
        }
    }

    /// The width, in points, at which a multi-line label wraps its intrinsic size; 0 means unwrapped. Default 0.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }

    private var storedTextColor: UIColor = UIColor.label {
        didSet { textLayer.foregroundColor = storedTextColor.cgColor }
    }
    private var storedFont: UIFont = UIFont.systemFont(ofSize: 17) {
        didSet {
            textLayer.font = storedFont.fontName
            textLayer.fontSize = storedFont.pointSize
            invalidateIntrinsicContentSize()
        }
    }

    /// Labels draw through a CATextLayer.
    open override class var layerClass: AnyClass { CATextLayer.self }

    private var textLayer: CATextLayer { layer as! CATextLayer }

    /// Creates a label; `isUserInteractionEnabled` is false, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureLabel()
    }

    /// Creates a label from an archive (not read: Passage has no nibs), configured as `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureLabel()
    }

    /// Labels are accessibility elements unless told otherwise, as UIKit's standard controls are.
    override var defaultIsAccessibilityElement: Bool { true }

    private func configureLabel() {
        isUserInteractionEnabled = false
        textLayer.foregroundColor = storedTextColor.cgColor
        textLayer.font = storedFont.fontName
        textLayer.fontSize = storedFont.pointSize
        textLayer.isWrapped = true
        textLayer.truncationMode = .end
        textLayer.maximumNumberOfLines = numberOfLines
        textLayer.centersVertically = true
    }

    /// The size the text needs: one line (or, when `numberOfLines` is not 1, lines wrapped at `size.width`),
    /// measured by the current frame loop (`FrameLoop.measure`); zero without text; the current size when the
    /// fonts are missing.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let maxWidth: CGFloat? = numberOfLines != 1 && size.width > 0 && size.width.isFinite ? size.width : nil
        return FrameLoop.current.measure(
            text, fontName: font.fontName, pointSize: font.pointSize, maxWidth: maxWidth, numberOfLines: numberOfLines,
            scale: drawingScale) ?? bounds.size
    }

    /// The text's size for Auto Layout: one line, or lines wrapped at `preferredMaxLayoutWidth` when
    /// `numberOfLines` is not 1; (0, 0) without text; no intrinsic size when the fonts are missing.
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let wrap: CGFloat? = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
        return FrameLoop.current.measure(
            text, fontName: font.fontName, pointSize: font.pointSize, maxWidth: wrap, numberOfLines: numberOfLines,
            scale: drawingScale) ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The scale the text is drawn at: its window's screen's, else the main screen's.
    private var drawingScale: CGFloat { (window?.stage.mainScreen ?? UIScreen.main).scale }

    private static func alignmentMode(_ alignment: NSTextAlignment) -> CATextLayerAlignmentMode {
        switch alignment {
        case .center: .center
        case .right: .right
        case .left: .left
        case .justified: .justified
        default: .natural
        }
    }
}
