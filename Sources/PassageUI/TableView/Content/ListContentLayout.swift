// Where the image and the two texts of a standard cell or list content view go, from their measured sizes.
// Pure arithmetic: no views. Texts are laid out between the leading edge (after the image) and the trailing
// edge; stacked texts are centred vertically as a block; side-by-side texts share the line, the secondary text
// right-aligned; a title column (`.value2`) puts the text right-aligned in a fixed column.
import Foundation
import PassageCore

/// The frames of a list row's image and texts.
struct ListContentLayout: Equatable {
    /// How the two texts are arranged.
    enum Arrangement: Equatable {
        /// The secondary text below the text, `gap` points apart.
        case stacked(gap: CGFloat)
        /// The secondary text beside the text at the trailing edge, at least `gap` points apart.
        case sideBySide(gap: CGFloat)
        /// The text right-aligned in a column `fraction` of the width wide, the secondary text after it.
        case titleColumn(fraction: CGFloat, gap: CGFloat)
    }

    var image: CGRect = .zero
    var text: CGRect = .zero
    var secondaryText: CGRect = .zero

    /// Lays out in `size` with `margins` (top, leading, bottom, trailing); `imageSize` nil for no image;
    /// `measure(text, maxWidth)` gives a text's size at most `maxWidth` wide (nil when the text is absent).
    static func layout(
        size: CGSize, margins: NSDirectionalEdgeInsets, imageSize: CGSize?, imageToText: CGFloat,
        arrangement: Arrangement, measureText: (CGFloat) -> CGSize?, measureSecondary: (CGFloat) -> CGSize?
    ) -> ListContentLayout {
        var result = ListContentLayout()
        var leading = margins.leading
        let trailing = size.width - margins.trailing
        if let imageSize, imageSize.width > 0, imageSize.height > 0 {
            result.image = CGRect(
                x: leading, y: ((size.height - imageSize.height) / 2).rounded(), width: imageSize.width,
                height: imageSize.height)
            leading = result.image.maxX + imageToText
        }
        let available = max(0, trailing - leading)
        switch arrangement {
        case .stacked(let gap):
            let text = measureText(available)
            let secondary = measureSecondary(available)
            let textHeight = text?.height ?? 0
            let secondaryHeight = secondary?.height ?? 0
            let blockHeight = textHeight + secondaryHeight + (text != nil && secondary != nil ? gap : 0)
            var y = ((size.height - blockHeight) / 2).rounded()
            if let text {
                result.text = CGRect(x: leading, y: y, width: min(available, text.width), height: textHeight)
                y = result.text.maxY + (secondary != nil ? gap : 0)
            }
            if let secondary {
                result.secondaryText = CGRect(
                    x: leading, y: y, width: min(available, secondary.width), height: secondaryHeight)
            }
        case .sideBySide(let gap):
            let secondary = measureSecondary(available)
            let secondaryWidth = min(secondary?.width ?? 0, available / 2)
            if let secondary {
                result.secondaryText = CGRect(
                    x: trailing - secondaryWidth, y: ((size.height - secondary.height) / 2).rounded(),
                    width: secondaryWidth, height: secondary.height)
            }
            let textSpace = max(0, available - (secondary != nil ? secondaryWidth + gap : 0))
            if let text = measureText(textSpace) {
                result.text = CGRect(
                    x: leading, y: ((size.height - text.height) / 2).rounded(), width: min(textSpace, text.width),
                    height: text.height)
            }
        case .titleColumn(let fraction, let gap):
            let column = (size.width * fraction).rounded()
            let columnWidth = max(0, column - leading)
            if let text = measureText(columnWidth) {
                let width = min(columnWidth, text.width)
                result.text = CGRect(
                    x: column - width, y: ((size.height - text.height) / 2).rounded(), width: width,
                    height: text.height)
            }
            let secondaryLeading = column + gap
            if let secondary = measureSecondary(max(0, trailing - secondaryLeading)) {
                result.secondaryText = CGRect(
                    x: secondaryLeading, y: ((size.height - secondary.height) / 2).rounded(),
                    width: min(max(0, trailing - secondaryLeading), secondary.width), height: secondary.height)
            }
        }
        return result
    }

    /// The height the content needs: the margins around the taller of the image and the text block.
    static func fittingHeight(
        margins: NSDirectionalEdgeInsets, imageHeight: CGFloat, arrangement: Arrangement, textHeight: CGFloat?,
        secondaryHeight: CGFloat?
    ) -> CGFloat {
        let block: CGFloat
        switch arrangement {
        case .stacked(let gap):
            block =
                (textHeight ?? 0) + (secondaryHeight ?? 0) + (textHeight != nil && secondaryHeight != nil ? gap : 0)
        case .sideBySide, .titleColumn:
            block = max(textHeight ?? 0, secondaryHeight ?? 0)
        }
        return margins.top + max(block, imageHeight) + margins.bottom
    }
}
