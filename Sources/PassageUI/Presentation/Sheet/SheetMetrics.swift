// A sheet's geometry as pure numbers: where the card sits for a detent value, how far the presenter has
// receded for a sheet top, and the transform that puts it there. UIKit documents none of these numbers; the
// constants are Passage's reading of iOS 15–17 screens, marked *inferred* here and listed in
// DifferencesFromUIKit.md:
// - the card's top (large detent) is `topGap` (10 pt, inferred) below the top safe-area inset, and it reaches
//   the container's bottom; its top corners are rounded with `cornerRadius` (10 pt, inferred);
// - the medium detent puts the card's top at the middle of the container ("approximately half the height of
//   the screen", UIKit's documentation);
// - the presenter recedes as the card rises from the medium height to the large one: it scales about its
//   centre so that `recededInset` (16 pt, inferred) shows on each side, and moves so that its top edge sits at
//   the top safe-area inset (10 pt above the card), with its corners rounded as the card's;
// - a sheet lower in a stack recedes the same way from its own frame;
// - the dimming behind the card is black at `dimmingAlpha` (0.2, inferred);
// - in a regular width the card is centred: a form sheet 540 × 620 pt (iOS 13–16), a page sheet 704 pt wide
//   (inferred) from `topGap` below the top inset to `topGap` above the bottom one; the presenter does not recede.
import Foundation
import PassageCore

/// The geometry of one sheet in its container.
struct SheetMetrics: Equatable {
    /// The gap between the top safe-area inset and the card's top at the large detent, in points (inferred).
    static let topGap: CGFloat = 10
    /// The radius of the card's top corners and of the receded presenter's corners, in points (inferred).
    static let cornerRadius: CGFloat = 10
    /// The gap on each side of the receded presenter, in points (inferred).
    static let recededInset: CGFloat = 16
    /// The opacity of the black dimming behind the card at full dimming (inferred).
    static let dimmingAlpha: CGFloat = 0.2
    /// A form sheet's size in a regular width (UIKit's 540 × 620 of iOS 13–16).
    static let formSheetSize = CGSize(width: 540, height: 620)
    /// A page sheet's width in a regular width, in points (inferred).
    static let regularPageSheetWidth: CGFloat = 704

    /// The container's bounds.
    var bounds: CGRect
    /// The container's safe-area insets.
    var safeArea: UIEdgeInsets
    /// Whether the container is horizontally compact (an iPhone in portrait): the card spans the width.
    var isCompactWidth: Bool

    /// The card's top at the large detent.
    var largeTop: CGFloat { bounds.minY + safeArea.top + Self.topGap }
    /// The large detent's value: the card's height above the bottom inset.
    var maximumDetentValue: CGFloat { max(bounds.maxY - largeTop - safeArea.bottom, 0) }
    /// The medium detent's value: the card's top at the container's middle.
    var mediumValue: CGFloat { min(max(bounds.height / 2 - safeArea.bottom, 0), maximumDetentValue) }

    /// The card's frame at detent value `value` in a compact width.
    func frame(forValue value: CGFloat) -> CGRect {
        let height = value + safeArea.bottom
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// The card's top at detent value `value`.
    func top(forValue value: CGFloat) -> CGFloat { bounds.maxY - value - safeArea.bottom }

    /// The centred card of a regular width: `formSheet` (else a page sheet).
    func regularFrame(formSheet: Bool) -> CGRect {
        let top = bounds.minY + safeArea.top + Self.topGap
        let bottom = bounds.maxY - safeArea.bottom - Self.topGap
        let size =
            formSheet
            ? CGSize(
                width: min(Self.formSheetSize.width, bounds.width), height: min(Self.formSheetSize.height, bottom - top)
            )
            : CGSize(width: min(Self.regularPageSheetWidth, bounds.width), height: max(bottom - top, 0))
        return CGRect(
            x: bounds.midX - size.width / 2, y: formSheet ? bounds.midY - size.height / 2 : top,
            width: size.width, height: size.height)
    }

    /// How far the presenter has receded (0…1) with the card's top at `sheetTop`: 0 at the medium height and
    /// below, 1 at the large detent.
    func recession(sheetTop: CGFloat) -> CGFloat {
        guard isCompactWidth else { return 0 }
        let middle = bounds.midY
        guard middle > largeTop else { return 1 }
        return min(max((middle - sheetTop) / (middle - largeTop), 0), 1)
    }

    /// The transform that recedes a view whose untransformed frame is `frame` by `fraction` (0…1): fully
    /// receded, it is scaled about its centre to leave `recededInset` on each side, its top at `recededTop`
    /// (both in the view's superview's coordinates).
    static func recededTransform(frame: CGRect, recededTop: CGFloat, fraction: CGFloat) -> CGAffineTransform {
        guard frame.width > 2 * recededInset, fraction > 0 else { return .identity }
        let scale = (frame.width - 2 * recededInset) / frame.width
        let lift = recededTop - (frame.midY - scale * frame.height / 2)
        let current = 1 - fraction * (1 - scale)
        return CGAffineTransform(a: current, b: 0, c: 0, d: current, tx: 0, ty: fraction * lift)
    }
}
