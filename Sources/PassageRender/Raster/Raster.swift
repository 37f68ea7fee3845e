// The pixel pipeline of the render server: coverage masks, layer shapes, compositing, images and blur.
//
// Stages, in the order a layer is drawn:
//   1. Shape, in layer space: rounded rect (per-corner radii), border ring or CGPath, flattened to polygons
//      with a tolerance chosen from the layer → device map (`LayerHomography.flatteningTolerance`).
//   2. Map: polygon vertices go through the `LayerHomography`, clipped first against the plane w = ε so
//      nothing behind the viewer is projected. Straight edges stay straight under a projective map, so the
//      device outline is exact up to the flattening tolerance.
//   3. Coverage: `CoverageMask(filling:rule:within:)` computes exact-area anti-aliased coverage (signed
//      area accumulation, non-zero or even-odd), 8 bits per pixel over a pixel rectangle.
//   4. Clip: masks intersect (`intersecting`), so masksToBounds, rounded clips and nesting are one multiply.
//   5. Paint: premultiplied source-over of a solid colour, a blurred shadow mask, or a pixmap (image contents,
//      offscreen group) mapped through a homography with perspective-correct bilinear sampling.
//
// Hot-path rules (every per-pixel loop in this folder keeps them):
//   - Integer arithmetic on bytes: premultiplied RGBA8 packed little-endian in a UInt32, two channels per
//     lane pair (0x00FF00FF) or four 16-bit lanes of a UInt64 (`PixelMath.expand`), divisions by 255
//     exact (`PixelMath.div255`). Coverage accumulates in Int32 fixed point (exact, order-independent).
//     The only per-pixel floating point is the projective inverse map: X, Y and W from the pixel's own
//     centre (never a running sum across pixels) and one divide per pixel, hoisted to one per row only
//     when W is constant along the row (affine maps), where the result is the same bits.
//   - Vector code is the scalar formula in more lanes (`PixelMath+SIMD`): 16-bit lanes split by byte
//     masks, no shuffles beyond what SSE2/NEON have, and bit-for-bit the scalar result on valid
//     premultiplied pixels (channel ≤ alpha). Inputs are assumed valid; that is what every stage makes.
//   - Rows are walked as runs of equal coverage (`CoverageRuns`, eight mask bytes per load), so the mask
//     is not consulted per pixel inside a shape, and zero coverage is skipped in bulk. A run decides once:
//     opaque solid colour over full coverage is a word fill; fills and composites blend four pixels at a
//     time; the sampler blends each pixel with one 64-bit multiply per step (`sourceOver(_:coverage:_:)`).
//   - Shortcuts must give the bytes of the general path, and each has a test saying so
//     (`FastPathExactnessTests`): all-transparent texels skip the blend, opaque texels at full coverage
//     are stored, untouched 32-column accumulator blocks resolve to one repeated byte, box blurs split
//     their window into phases instead of testing its ends per value.
//   - Floating point is plain IEEE double in a fixed order (Swift does not contract to FMA), no threads,
//     no reductions whose order could vary, so the same inputs give the same bytes on every run.
//   - Loops walk rows of raw pointers (no bounds checks, no allocation, no closures, no existentials);
//     decisions (fill rule, opacity, clip, filter) are hoisted out of the pixel loop; the per-pixel
//     branches that remain are "transparent → skip" and "opaque → store".
//   - Every stage works inside a `PixelRect`; work outside the pixmap or the clip is never done.
//   - Stages are pure: values in, values out (`CoverageMask`, `Pixmap`); no layers, no clock.
import Foundation
import PassageCore

/// How overlapping contours decide what is inside a filled shape (CoreGraphics' `CGPathFillRule`).
package enum RasterFillRule: Sendable {
    /// Inside where the winding number is not zero.
    case nonZero
    /// Inside where the winding number is odd.
    case evenOdd
}
