// Reading a reference PNG back into a pixmap, with the system's libpng (what PassageRender links already):
// decoded to straight 8-bit RGBA, then premultiplied as the renderer's pixmaps are.
import CPNG
import Foundation
import PassageRender

enum PNGReading {
    /// The image in `data` as a premultiplied pixmap; nil when it is not a PNG libpng can read.
    static func pixmap(from data: Data) -> Pixmap? {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let bytes = [UInt8](data)
        guard bytes.withUnsafeBytes({ png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }) != 0 else {
            return nil
        }
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        guard var pixmap = Pixmap(width: Int(image.width), height: Int(image.height)) else {
            png_image_free(&image)
            return nil
        }
        var straight = [UInt8](repeating: 0, count: pixmap.pixels.count)
        guard straight.withUnsafeMutableBytes({ png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }) != 0
        else { return nil }
        for i in stride(from: 0, to: straight.count, by: 4) {
            let alpha = UInt32(straight[i + 3])
            for channel in 0..<3 {
                straight[i + channel] = UInt8((UInt32(straight[i + channel]) * alpha + 127) / 255)
            }
        }
        pixmap.pixels = straight
        return pixmap
    }
}
