// Where a cell's parts go: backgrounds fill it; the accessory sits at the trailing margin, centred; the content
// view fills the rest; the standard labels and image (or the configuration's view) fill the content view as the
// style arranges them; the separator is a hairline along the bottom from the separator inset (from the text's
// start when the standard image is shown, as iOS 13 and later draw it). Self-sizing asks the content view's
// constraints when it has any, else the standard layout's fitting height (at least 44 pt).
import Foundation
import PassageCore

extension UITableViewCell {
    /// Lays out the cell's parts (called from `layoutSubviews()`).
    func layOutCellParts() {
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        let margin = context.margin
        var contentWidth = bounds.width
        if let accessory = shownAccessory {
            let size = accessory.bounds.size
            accessory.frame = CGRect(
                x: bounds.width - margin - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                width: size.width, height: size.height)
            contentWidth = accessory.frame.minX
        }
        contentView.frame = CGRect(x: 0, y: 0, width: max(0, contentWidth), height: bounds.height)
        let trailing = shownAccessory == nil ? margin : TableMetrics.accessorySpacing
        if let configured = configuredContentView {
            configured.frame = contentView.bounds
            (configured as? UIListContentView)?.preservedHorizontalMargin = margin
        } else {
            let layout = standardLayout(in: contentView.bounds.size, trailing: trailing)
            storedImageViewIfShown?.frame = layout.image
            createdTextLabel?.frame = layout.text
            createdDetailTextLabel?.frame = layout.secondaryText
        }
        layoutSeparator()
    }

    private func layoutSeparator() {
        separatorView.isHidden = !context.showsSeparator
        guard context.showsSeparator else { return }
        var left = separatorInset.left
        if storedSeparatorInset == nil, let textStart = standardTextStart, textStart > left { left = textStart }
        let right = separatorInset.right
        separatorView.frame = CGRect(
            x: left, y: bounds.height - context.pixel, width: max(0, bounds.width - left - right), height: context.pixel
        )
        bringSubviewToFront(separatorView)
    }

    /// Where the text starts when an image precedes it (standard image or configured image), in the cell.
    var standardTextStart: CGFloat? {
        if let list = configuredContentView as? UIListContentView {
            guard list.listConfiguration.image != nil else { return nil }
            return list.textLabel.frame.minX + list.frame.minX
        }
        guard storedImageViewIfShown != nil, let label = createdTextLabel else { return nil }
        return label.frame.minX
    }

    /// The standard image view when it exists and has an image.
    var storedImageViewIfShown: UIImageView? {
        guard cellStyle != .value2, let view = createdImageView, view.image != nil else { return nil }
        return view
    }

    /// The frames of the standard views for the cell's style in a content view of `size`.
    func standardLayout(in size: CGSize, trailing: CGFloat) -> ListContentLayout {
        let margins = NSDirectionalEdgeInsets(
            top: TableMetrics.cellVerticalMargin, leading: context.margin, bottom: TableMetrics.cellVerticalMargin,
            trailing: trailing)
        let arrangement: ListContentLayout.Arrangement
        switch cellStyle {
        case .default, .subtitle: arrangement = .stacked(gap: 0)
        case .value1: arrangement = .sideBySide(gap: 8)
        case .value2: arrangement = .titleColumn(fraction: TableMetrics.value2ColumnFraction, gap: 6)
        }
        let text = createdTextLabel
        let detail = createdDetailTextLabel
        return ListContentLayout.layout(
            size: size, margins: margins, imageSize: storedImageViewIfShown?.image?.size,
            imageToText: TableMetrics.imageToTextPadding, arrangement: arrangement,
            measureText: { width in text.flatMap { UIListContentView.measure($0, width: width) } },
            measureSecondary: { width in detail.flatMap { UIListContentView.measure($0, width: width) } })
    }

    /// The height the cell's content needs at `size.width`: the configuration's view's, or the standard
    /// layout's, never less than the standard 44 pt row.
    func standardFittingSize(_ size: CGSize) -> CGSize {
        let width = size.width - (shownAccessory.map { $0.bounds.width + context.margin } ?? 0)
        if let configured = configuredContentView {
            let height = configured.sizeThatFits(CGSize(width: width, height: 0)).height
            return CGSize(width: size.width, height: max(TableMetrics.standardRowHeight, height))
        }
        let trailing = shownAccessory == nil ? context.margin : TableMetrics.accessorySpacing
        let layout = standardLayout(in: CGSize(width: width, height: 0), trailing: trailing)
        let margins = NSDirectionalEdgeInsets(
            top: TableMetrics.cellVerticalMargin, leading: 0, bottom: TableMetrics.cellVerticalMargin, trailing: 0)
        let arrangement: ListContentLayout.Arrangement =
            cellStyle == .subtitle || cellStyle == .default
            ? .stacked(gap: 0) : .sideBySide(gap: 0)
        let imageHeight = storedImageViewIfShown?.image.map {
            $0.size.height + 2 * TableMetrics.cellImageVerticalMargin - 2 * TableMetrics.cellVerticalMargin
        }
        let height = ListContentLayout.fittingHeight(
            margins: margins, imageHeight: imageHeight ?? 0, arrangement: arrangement,
            textHeight: createdTextLabel?.text == nil ? nil : layout.text.height,
            secondaryHeight: createdDetailTextLabel?.text == nil ? nil : layout.secondaryText.height)
        return CGSize(width: size.width, height: max(TableMetrics.standardRowHeight, height))
    }

    /// The cell's fitting size: from the content view's constraints (Auto Layout self-sizing) when it has any,
    /// else `sizeThatFits`.
    func constraintFittingSize(
        _ targetSize: CGSize, horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        guard !contentView.constraints.isEmpty else { return sizeThatFits(targetSize) }
        let accessoryWidth = shownAccessory.map { $0.bounds.width + context.margin } ?? 0
        let fitted = contentView.systemLayoutSizeFitting(
            CGSize(width: targetSize.width - accessoryWidth, height: targetSize.height),
            withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
        return CGSize(width: targetSize.width, height: fitted.height)
    }
}
