// The codes of the misuse and missing resources PassageRender handles: snapshot rendering, frame sizes and fonts.
// Each is raised on the frame loop it concerns when known, else on the current one, and logged.
import PassageCore

extension Diagnostic.Code {
    /// `LayerRenderer.installSnapshotRendering(in:scale:)` with a scale that is not positive and finite (1 is
    /// used).
    public static let snapshotRenderingScaleInvalid = Self(rawValue: "snapshot-rendering-scale-invalid")
    /// `LayerRenderer.snapshotImage(of:rect:scale:)` with a rectangle that is not finite or not 1 to 16384 pixels
    /// a side (nil).
    public static let snapshotImageRectInvalid = Self(rawValue: "snapshot-image-rect-invalid")
    /// A frame larger than 16384 pixels a side, or smaller than 1 (clamped).
    public static let frameSizeClamped = Self(rawValue: "frame-size-clamped")
    /// The renderer cannot draw text: its fonts cannot be loaded (text is not drawn).
    public static let textDrawingUnavailable = Self(rawValue: "text-drawing-unavailable")
    /// `LayerRenderer.installTextMeasuring(in:)` cannot load the fonts (text is measured as before).
    public static let textMeasuringUnavailable = Self(rawValue: "text-measuring-unavailable")
    /// A font's file could not be opened (DejaVu Sans is used).
    public static let fontFileUnreadable = Self(rawValue: "font-file-unreadable")
}
