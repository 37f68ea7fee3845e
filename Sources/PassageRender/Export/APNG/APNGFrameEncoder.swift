// How one APNG frame after the first is stored: only the bounding rectangle of the pixels that changed since the
// previous frame, written over it (dispose op NONE keeps the previous frame as the canvas). Inside the rectangle
// two encodings reproduce the frame exactly:
// - blend SOURCE: the rectangle's pixels replace the canvas; always exact.
// - blend OVER with unchanged pixels made fully transparent: exact only when every changed pixel is opaque
//   (OVER of alpha 255 replaces, OVER of alpha 0 keeps), and often much smaller.
// Both are compressed when OVER is possible and the smaller wins (SOURCE on a tie), so output stays deterministic.

/// The stored form of one animation frame.
struct APNGEncodedFrame {
    /// The region of the canvas the frame covers.
    var rect: FrameRegion
    /// True for blend op OVER, false for SOURCE.
    var blendsOver: Bool
    /// Filtered, deflated pixels of `rect`.
    var data: [UInt8]
}

/// Chooses and encodes the region and blend mode of animation frames.
enum APNGFrameEncoder {
    /// Encodes straight-RGBA `current` relative to `previous` (nil for the first frame, which is always whole).
    static func encode(_ current: [UInt8], previous: [UInt8]?, width: Int, height: Int, level: Int) -> APNGEncodedFrame {
        let whole = FrameRegion(x: 0, y: 0, width: width, height: height)
        guard let previous else {
            return APNGEncodedFrame(rect: whole, blendsOver: false,
                                    data: PNGImageData.compressed(current, imageWidth: width, rect: whole, level: level))
        }
        // An unchanged frame still needs a region: one pixel, which OVER with a transparent pixel leaves alone.
        let rect = changedRect(current, previous, width: width, height: height) ?? FrameRegion(x: 0, y: 0, width: 1, height: 1)
        let source = PNGImageData.compressed(current, imageWidth: width, rect: rect, level: level)
        guard let masked = maskedForOver(current, previous, width: width, rect: rect) else {
            return APNGEncodedFrame(rect: rect, blendsOver: false, data: source)
        }
        let over = PNGImageData.compressed(masked, imageWidth: rect.width, rect: FrameRegion(x: 0, y: 0, width: rect.width, height: rect.height), level: level)
        return over.count < source.count
            ? APNGEncodedFrame(rect: rect, blendsOver: true, data: over)
            : APNGEncodedFrame(rect: rect, blendsOver: false, data: source)
    }

    /// The bounding box of pixels that differ between two equal-sized RGBA buffers; nil when none do.
    static func changedRect(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> FrameRegion? {
        a.withUnsafeBytes { rawA in
            b.withUnsafeBytes { rawB in
                FrameRegion.changed(between: rawA.bindMemory(to: UInt32.self), and: rawB.bindMemory(to: UInt32.self),
                                    width: width, height: height)
            }
        }
    }

    /// `rect` of `current` with unchanged pixels cleared to transparent black, as a compact buffer; nil when
    /// a changed pixel is not fully opaque (OVER would then blend it with the canvas).
    static func maskedForOver(_ current: [UInt8], _ previous: [UInt8], width: Int, rect: FrameRegion) -> [UInt8]? {
        var masked = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
        let changesAreOpaque = masked.withUnsafeMutableBytes { out in
            current.withUnsafeBytes { now in
                previous.withUnsafeBytes { before in
                    for y in 0..<rect.height {
                        let row = ((rect.y + y) * width + rect.x) * 4
                        for x in stride(from: 0, to: rect.width * 4, by: 4) {
                            let pixel = now.load(fromByteOffset: row + x, as: UInt32.self)
                            guard pixel != before.load(fromByteOffset: row + x, as: UInt32.self) else { continue }
                            guard now[row + x + 3] == 255 else { return false }
                            out.storeBytes(of: pixel, toByteOffset: y * rect.width * 4 + x, as: UInt32.self)
                        }
                    }
                    return true
                }
            }
        }
        return changesAreOpaque ? masked : nil
    }
}
