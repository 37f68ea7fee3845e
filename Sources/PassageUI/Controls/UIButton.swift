// The button: a control that shows a title and an image per state and sends `.touchUpInside` (with
// `.primaryActionTriggered`) when tapped. It draws through two subviews, `imageView` then `titleLabel`, centred
// side by side with no padding. Titles, colours and images are kept per state; the current state's value is
// the one set for that exact state, else for `.disabled`, `.highlighted` or `.selected` when the state has
// it (in that order), else for `.normal`, else the button type's default.
//
// Defaults where UIKit does not document a number (named so they can be checked): system buttons draw their
// title in the tint colour, at `systemHighlightedTitleAlpha` (0.2) while highlighted and in `systemGray`
// when disabled; custom buttons draw white titles; the title font is the system font at 15 pt.
import Foundation
import PassageCore

/// A control that shows a title and an image and reports taps (UIKit's `UIButton`).
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The style of a button (UIKit's `UIButton.ButtonType`), with UIKit's raw values. Passage draws no
    /// glyphs: the glyph types (disclosure, info, add, close) show only what is set on them.
    public enum ButtonType: Int, Sendable {
        /// No style: white titles, nothing changes when highlighted (raw value 0).
        case custom = 0
        /// The system style: tint-coloured title that dims while highlighted (raw value 1).
        case system = 1
        /// A detail disclosure button (raw value 2).
        case detailDisclosure = 2
        /// An info button on a light background (raw value 3).
        case infoLight = 3
        /// An info button on a dark background (raw value 4).
        case infoDark = 4
        /// A contact-add button (raw value 5).
        case contactAdd = 5
        /// A close button (raw value 7).
        case close = 7

        /// The rounded-rect style of old: the system style since iOS 7.
        public static var roundedRect: ButtonType { .system }
    }

    /// The alpha of a system button's title while highlighted.
    public static let systemHighlightedTitleAlpha: CGFloat = 0.2
    /// The point size of a button's title font.
    public static let defaultTitleFontSize: CGFloat = 15
    /// The space above and below a title in a button's intrinsic size, in points: UIKit's buttons measure 30 pt
    /// tall around a 15 pt title (an 18 pt line), 6 pt each side (observed; Passage's constant).
    public static let titleVerticalPadding: CGFloat = 6

    /// The button's type.
    public private(set) var buttonType: ButtonType = .custom

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private let label = UILabel()
    private let imageHolder = UIImageView()
    private let backgroundHolder = UIImageView()

    /// Creates a custom button whose frame is `frame` (UIKit's `init(frame:)` makes `.custom` buttons).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureButton()
    }

    /// Creates a custom button from an archive (not read: Passage has no nibs).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureButton()
    }

    /// Creates a button of `buttonType` with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateContent()
    }

    /// Creates a button of `buttonType` with `primaryAction` added for `.primaryActionTriggered`; the action's
    /// title and image become the button's normal title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    private func configureButton() {
        isOpaque = false
        label.font = UIFont.systemFont(ofSize: Self.defaultTitleFontSize)
        label.textAlignment = .center
        label.isHidden = true
        imageHolder.isHidden = true
        backgroundHolder.isHidden = true
        addSubview(backgroundHolder)
        addSubview(imageHolder)
        addSubview(label)
        updateContent()
    }

    // MARK: Content per state

    /// The label that draws the current title; its text and colour follow the state.
    open var titleLabel: UILabel? { label }
    /// The image view that draws the current image.
    open var imageView: UIImageView? { imageHolder }

    /// Sets the title for `state` (nil removes it; other states fall back to `.normal`'s).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        updateContent()
    }

    /// The title set for `state`, else the normal title; nil when neither is set.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// Sets the title colour for `state` (nil removes it).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// The title colour set for `state`, else the normal one, else the type's default for `state`.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue] ?? defaultTitleColor(for: state)
    }

    /// Sets the image for `state` (nil removes it).
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        updateContent()
    }

    /// The image set for `state`, else the normal image; nil when neither is set.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// Sets the background image for `state` (nil removes it): drawn behind the title and image, stretched to
    /// the bounds.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        updateContent()
    }

    /// The background image set for `state`, else the normal one; nil when neither is set.
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
    }

    /// The title shown now (for the current state).
    open var currentTitle: String? { lookUp(titles) }
    /// The title colour used now.
    open var currentTitleColor: UIColor { lookUp(titleColors) ?? defaultTitleColor(for: state) }
    /// The image shown now.
    open var currentImage: UIImage? { lookUp(images) }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { lookUp(backgroundImages) }

    /// The value for the current state: exact, then the single states it contains, then normal.
    private func lookUp<Value>(_ table: [UInt: Value]) -> Value? {
        let state = self.state
        if let value = table[state.rawValue] { return value }
        for single in [UIControl.State.disabled, .highlighted, .selected] where state.contains(single) {
            if let value = table[single.rawValue] { return value }
        }
        return table[UIControl.State.normal.rawValue]
    }

    private func defaultTitleColor(for state: UIControl.State) -> UIColor {
        guard buttonType != .custom else { return .white }
        return state.contains(.disabled) ? .systemGray : tintColor
    }

    // MARK: State and drawing

    override func stateDidChange() {
        updateContent()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    /// A tap on a button is also its primary action.
    override var touchUpInsideEvents: UIControl.Event { [.touchUpInside, .primaryActionTriggered] }

    /// Puts the current title, colour and image into the subviews.
    private func updateContent() {
        let title = currentTitle
        label.text = title
        label.isHidden = title == nil
        label.textColor = currentTitleColor
        label.alpha = buttonType == .system && isHighlighted ? Self.systemHighlightedTitleAlpha : 1
        let image = currentImage
        imageHolder.image = image
        imageHolder.isHidden = image == nil
        let background = currentBackgroundImage
        backgroundHolder.image = background
        backgroundHolder.isHidden = background == nil
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The image's and the title's sizes, as they are drawn.
    private var contentSizes: (image: CGSize, title: CGSize) {
        let image = currentImage?.size ?? .zero
        let title =
            currentTitle == nil
            ? .zero
            : label.sizeThatFits(
                CGSize(
                    width: CGFloat.greatestFiniteMagnitude,
                    height: CGFloat.greatestFiniteMagnitude))
        return (image, title)
    }

    /// Stretches the background image over the bounds, and centres the image and, to its right, the title.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let (image, title) = contentSizes
        let b = bounds
        backgroundHolder.frame = b
        let x = b.minX + (b.width - image.width - title.width) / 2
        imageHolder.frame = CGRect(
            x: x, y: b.minY + (b.height - image.height) / 2, width: image.width, height: image.height)
        label.frame = CGRect(
            x: x + image.width, y: b.minY + (b.height - title.height) / 2,
            width: title.width, height: title.height)
    }

    /// The content's natural size for Auto Layout: the image's width plus the title's, by the taller of the
    /// image and the title with `titleVerticalPadding` above and below it (zero for a button showing nothing).
    open override var intrinsicContentSize: CGSize {
        let (image, title) = contentSizes
        let titleHeight = title.height > 0 ? title.height + 2 * Self.titleVerticalPadding : 0
        return CGSize(width: image.width + title.width, height: max(image.height, titleHeight))
    }

    /// The image's width plus the title's, by the taller of the two.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let (image, title) = contentSizes
        return CGSize(width: image.width + title.width, height: max(image.height, title.height))
    }
}
