import CCairo
import CPixman
// The same scene drawn the way a cairo-based renderer would: the frame is a cairo ARGB32 image surface
// that pixman also wraps. The two pages are composited by pixman with projective transforms (see
// PixmanPage). The cards are cairo paths: the shadow masked through an A8 surface blurred once at setup
// (cairo has no blur; see ShadowMask), the rounded fill, the border stroked inside the bounds as Core
// Animation draws it, and the title with `cairo_show_text` in DejaVu Sans.
import Foundation
import PassageCore

/// A reusable cairo + pixman renderer of `FoldScene`.
final class CairoScene {
    let scene: FoldScene
    /// The frame: ARGB32, premultiplied, native-endian words.
    let surface: OpaquePointer
    private let cr: OpaquePointer
    private let frameImage: OpaquePointer
    private let pages: [PixmanPage]
    private let fontFace: OpaquePointer
    private let ascent: Double
    private let shadow: ShadowMask

    init(scene: FoldScene, bitmaps: [ScreenBitmap]) {
        self.scene = scene
        let width = Int32(scene.pixelWidth)
        let height = Int32(scene.pixelHeight)
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
        cr = cairo_create(surface)
        cairo_scale(cr, scene.scale, scene.scale)
        frameImage = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, width, height,
            UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
                .assumingMemoryBound(to: UInt32.self),
            cairo_image_surface_get_stride(surface))

        pages = bitmaps.enumerated().map { index, bitmap in
            PixmanPage(
                bitmap: bitmap, forward: Self.pageForward(scene: scene, page: index, bitmap: bitmap),
                frameWidth: scene.pixelWidth, frameHeight: scene.pixelHeight)
        }

        fontFace = cairo_toy_font_face_create("DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_face(cr, fontFace)
        cairo_set_font_size(cr, scene.fontSize)
        var extents = cairo_font_extents_t()
        cairo_font_extents(cr, &extents)
        ascent = extents.ascent
        shadow = ShadowMask(
            size: CGSizeLike(width: scene.cardSize.width, height: scene.cardSize.height),
            cornerRadius: scene.cornerRadius, shadowRadius: scene.shadowRadius, scale: scene.scale)
    }

    deinit {
        pixman_image_unref(frameImage)
        cairo_font_face_destroy(fontFace)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Draws one frame: white, the two pages, the 40 cards.
    func draw() {
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_surface_flush(surface)
        for page in pages { page.draw(into: frameImage) }
        cairo_surface_mark_dirty(surface)

        let s = scene
        let inset = s.borderWidth / 2
        let reach = Double(shadow.reach) / s.scale
        cairo_set_font_face(cr, fontFace)
        cairo_set_font_size(cr, s.fontSize)
        cairo_set_line_width(cr, s.borderWidth)
        for card in s.cards {
            let f = card.frame
            if s.castsShadows {
                cairo_set_source_rgba(cr, 0, 0, 0, Double(s.shadowOpacity))
                cairo_mask_surface(
                    cr, shadow.surface, f.minX + s.shadowOffset.width - reach, f.minY + s.shadowOffset.height - reach)
            }

            CairoPath.roundedRect(cr, x: f.minX, y: f.minY, width: f.width, height: f.height, radius: s.cornerRadius)
            cairo_set_source_rgb(cr, card.fill.red, card.fill.green, card.fill.blue)
            cairo_fill(cr)

            CairoPath.roundedRect(
                cr, x: f.minX + inset, y: f.minY + inset, width: f.width - 2 * inset,
                height: f.height - 2 * inset, radius: s.cornerRadius - inset)
            cairo_set_source_rgba(cr, s.border.red, s.border.green, s.border.blue, s.border.alpha)
            cairo_stroke(cr)

            cairo_set_source_rgb(cr, s.titleColor.red, s.titleColor.green, s.titleColor.blue)
            cairo_move_to(cr, f.minX + s.titleFrame.minX, f.minY + s.titleFrame.minY + ascent)
            cairo_show_text(cr, card.title)
        }
        cairo_surface_flush(surface)
    }

    /// One byte of the frame (keeps the drawing observable).
    func probe(_ i: Int) -> UInt8 {
        cairo_image_surface_get_data(surface)![i % (scene.pixelWidth * scene.pixelHeight * 4)]
    }

    /// Page `page`'s map from bitmap pixels to frame pixels, column-vector form: diag(scale) · A ·
    /// diag(1 / bitmap pixels per point), where A maps layer points (x, y, 1) to homogeneous screen points
    /// (the x, y and w parts of the page's CATransform3D).
    private static func pageForward(scene: FoldScene, page: Int, bitmap: ScreenBitmap) -> pixman_f_transform {
        let t = scene.pageTransform(page)
        let s = scene.scale
        let k = scene.size.width / Double(bitmap.width)
        var forward = pixman_f_transform()
        forward.m = (
            (s * t.m11 * k, s * t.m21 * k, s * t.m41),
            (s * t.m12 * k, s * t.m22 * k, s * t.m42),
            (t.m14 * k, t.m24 * k, t.m44)
        )
        return forward
    }
}
