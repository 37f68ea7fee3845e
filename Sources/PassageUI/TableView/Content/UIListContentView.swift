// The view of a list content configuration: an image view and two labels, placed by ListContentLayout. It keeps
// the cell's horizontal margin when wider than the configuration's (UIKit preserves the superview's horizontal
// layout margins by default).
import Foundation
import PassageCore

/// The view that shows a `UIListContentConfiguration` (UIKit's `UIListContentView`).
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    /// The configuration shown, as a list content configuration.
    open var listConfiguration: UIListContentConfiguration {
        didSet { apply() }
    }

    /// The configuration shown; a configuration of another type is ignored (logged).
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                diagnosticLoop.diagnose(
                    .contentConfigurationUnsupported, .warning,
                    "UIListContentView.configuration = \(type(of: newValue)): a list content view shows only UIListContentConfiguration; kept the old one"
                )
                return
            }
            listConfiguration = list
        }
    }

    /// Whether the view shows `configuration`: only list content configurations.
    open func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    let imageView = UIImageView(frame: .zero)
    let textLabel = UILabel(frame: .zero)
    let secondaryTextLabel = UILabel(frame: .zero)
    /// The horizontal margin of the cell or header holding the view (it wins when wider than the configuration's).
    var preservedHorizontalMargin: CGFloat = 0 {
        didSet { if preservedHorizontalMargin != oldValue { setNeedsLayout() } }
    }

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// Creates the view from an archive. Passage has no archives: this logs a diagnostic and fails.
    public required init?(coder: NSCoder) {
        diagnose(
            .decodingUnsupported, .error,
            "UIListContentView.init(coder:): Passage does not decode views; use init(configuration:)")
        return nil
    }

    private func apply() {
        let configuration = listConfiguration
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        Self.style(textLabel, configuration.text, configuration.textProperties)
        Self.style(secondaryTextLabel, configuration.secondaryText, configuration.secondaryTextProperties)
        setNeedsLayout()
    }

    private static func style(
        _ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties
    ) {
        label.text = text
        label.isHidden = text?.isEmpty ?? true
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        switch properties.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        }
    }

    /// The margins used: the configuration's, with the preserved horizontal margin when wider.
    var effectiveMargins: NSDirectionalEdgeInsets {
        var margins = listConfiguration.directionalLayoutMargins
        margins.leading = max(margins.leading, preservedHorizontalMargin)
        margins.trailing = max(margins.trailing, preservedHorizontalMargin)
        return margins
    }

    /// The image's size on screen: its own, limited by `maximumSize`, widened to `reservedLayoutSize`.
    var displayedImageSize: CGSize? {
        guard let image = listConfiguration.image else { return nil }
        var size = image.size
        let properties = listConfiguration.imageProperties
        if properties.maximumSize.width > 0 { size.width = min(size.width, properties.maximumSize.width) }
        if properties.maximumSize.height > 0 { size.height = min(size.height, properties.maximumSize.height) }
        return size
    }

    var arrangement: ListContentLayout.Arrangement {
        listConfiguration.prefersSideBySideTextAndSecondaryText
            ? .sideBySide(gap: listConfiguration.textToSecondaryTextHorizontalPadding)
            : .stacked(gap: listConfiguration.textToSecondaryTextVerticalPadding)
    }

    /// The frames for the current bounds.
    func contentLayout(in size: CGSize) -> ListContentLayout {
        let reserved = listConfiguration.imageProperties.reservedLayoutSize
        var imageSize = displayedImageSize
        if let shown = imageSize, reserved.width > shown.width { imageSize?.width = reserved.width }
        let layout = ListContentLayout.layout(
            size: size, margins: effectiveMargins, imageSize: imageSize,
            imageToText: listConfiguration.imageToTextPadding, arrangement: arrangement,
            measureText: { [textLabel] width in Self.measure(textLabel, width: width) },
            measureSecondary: { [secondaryTextLabel] width in Self.measure(secondaryTextLabel, width: width) })
        return layout
    }

    static func measure(_ label: UILabel, width: CGFloat) -> CGSize? {
        guard let text = label.text, !text.isEmpty else { return nil }
        let size = label.sizeThatFits(CGSize(width: width, height: 0))
        return CGSize(width: min(size.width, width), height: size.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = contentLayout(in: bounds.size)
        var imageFrame = layout.image
        if let shown = displayedImageSize, imageFrame.width > shown.width {
            imageFrame.origin.x += ((imageFrame.width - shown.width) / 2).rounded()
            imageFrame.size.width = shown.width
        }
        imageView.frame = imageFrame
        textLabel.frame = layout.text
        secondaryTextLabel.frame = layout.secondaryText
    }

    /// The size the content needs at `size.width`: its texts measured at the width left beside the image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let layout = contentLayout(in: CGSize(width: size.width, height: 0))
        let height = ListContentLayout.fittingHeight(
            margins: effectiveMargins, imageHeight: displayedImageSize?.height ?? 0, arrangement: arrangement,
            textHeight: textLabel.isHidden ? nil : layout.text.height,
            secondaryHeight: secondaryTextLabel.isHidden ? nil : layout.secondaryText.height)
        return CGSize(width: size.width, height: height)
    }
}
