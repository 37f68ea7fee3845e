// libpng's simplified read API as an independent check on our PNG encoder: the system library decodes the file
// to 8-bit straight RGBA, which the tests compare with what we meant to write.
import CPNG

enum LibPNGReader {
    /// Decodes `bytes` with libpng to (width, height, RGBA bytes).
    static func decode(_ bytes: [UInt8]) throws -> (width: Int, height: Int, pixels: [UInt8]) {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let begun = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else { throw TestDecodeError("libpng refused the header: \(message(image))") }
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        var pixels = [UInt8](repeating: 0, count: Int(image.width) * Int(image.height) * 4)
        let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        guard finished != 0 else { throw TestDecodeError("libpng failed to decode: \(message(image))") }
        return (Int(image.width), Int(image.height), pixels)
    }

    private static func message(_ image: png_image) -> String {
        var copy = image.message
        return withUnsafeBytes(of: &copy) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
