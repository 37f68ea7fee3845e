// Text measured on a frame loop: with the loop's `textMeasurer` when one is set, else with the DejaVu fonts'
// metrics, laid out exactly as the render server sets the text (TextLayout), so a label measured in a plain test
// has the size it is drawn at. Without the fonts there is no size: nil, with one diagnostic per loop.
import Foundation

extension FrameLoop {
    /// The size `text` takes in `fontName` at `pointSize` points, wrapped at `maxWidth` (nil: one line per
    /// paragraph) into at most `numberOfLines` lines (0: no limit), in whole points; nil when the fonts are not
    /// installed (then `fontsMissing` is raised, once per loop) or `pointSize` is not positive. The text is set
    /// as the render server draws it at `scale` pixels per point (the screen's scale), so a label sized to fit is
    /// never truncated when drawn.
    public func measure(
        _ text: String, fontName: String, pointSize: CGFloat, maxWidth: CGFloat?, numberOfLines: Int,
        scale: CGFloat = 1
    ) -> CGSize? {
        if let textMeasurer {
            return textMeasurer.measure(text, fontName, pointSize, maxWidth, numberOfLines)
        }
        if let size = fonts.size(
            of: text, fontName: fontName, pointSize: pointSize, maxWidth: maxWidth, numberOfLines: numberOfLines,
            scale: scale)
        {
            return size
        }
        if pointSize > 0, pointSize.isFinite {
            diagnoseOnce(
                .fontsMissing, .warning,
                "text \"\(text)\" cannot be measured: \(fonts.folder)/\(FontLibrary.defaultFile) is "
                    + "missing (install fonts-dejavu-core, as scripts/install-system-deps.sh does); labels keep their "
                    + "size and have no intrinsic size")
        }
        return nil
    }
}

extension Diagnostic.Code {
    /// The DejaVu fonts text is measured and drawn with are not installed (raised once per frame loop).
    public static let fontsMissing = Self(rawValue: "fonts-missing")
}
