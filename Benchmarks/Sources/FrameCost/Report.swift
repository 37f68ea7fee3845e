// The benchmark's output: a Markdown table of the frame times, the verdict against the targets
// (≤ 8.3 ms per frame, 120 Hz on one core; ≤ 1.5 × cairo + pixman), and PNG dumps of frames.
import CCairo
import Foundation
import PassageRender

enum Report {
    /// 120 Hz on one core.
    static let frameBudget = 1000.0 / 120
    /// Passage's allowed ratio to cairo + pixman.
    static let cairoRatioBudget = 1.5

    /// The table: one row per contender, its median and minimum, and its median relative to `reference`'s
    /// (the scene's first cairo + pixman row); then the same for the process's CPU time (all threads).
    static func table(_ samples: [Samples], reference cairo: Samples) -> String {
        var lines = [
            "| contender | frames | median ms/frame | min ms/frame | median ÷ cairo + pixman | median CPU ms/frame | CPU ÷ cairo + pixman |",
            "|---|---:|---:|---:|---:|---:|---:|",
        ]
        for s in samples {
            lines.append(
                "| \(s.name) | \(s.nanoseconds.count) | \(ms(s.median)) | \(ms(s.minimum)) | \(String(format: "%.2f×", s.median / cairo.median)) | \(ms(s.cpuMedian)) | \(String(format: "%.2f×", s.cpuMedian / cairo.cpuMedian)) |"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// Whether Passage meets the two targets, with the ratios (full scene, and without shadows, where
    /// cairo's cached shadow mask plays no part).
    static func verdict(passage: Samples, cairo: Samples, passageShadowless: Samples, cairoShadowless: Samples)
        -> String
    {
        let ratio = passage.median / cairo.median
        return """

            Passage / cairo + pixman, median: \(String(format: "%.2f", ratio))× \
            (min: \(String(format: "%.2f", passage.minimum / cairo.minimum))×); without shadows: \
            \(String(format: "%.2f", passageShadowless.median / cairoShadowless.median))×.
            Target ≤ \(ms(frameBudget)) ms/frame: \(passage.median <= frameBudget ? "met" : "not met") \
            (median \(ms(passage.median)) ms). Target ≤ \(cairoRatioBudget)× cairo + pixman: \
            \(ratio <= cairoRatioBudget ? "met" : "not met").
            """
    }

    /// The reveal scene's ratios: with the blur (cairo's is hand-written) and without (all cairo draws itself).
    static func revealVerdict(blurred: Samples, unblurred: Samples, cairoBlurred: Samples, cairoUnblurred: Samples)
        -> String
    {
        """

        Reveal scene, Passage / cairo + pixman, median: \(String(format: "%.2f", blurred.median / cairoBlurred.median))× \
        with the blur (cairo's hand-written; target ≤ 0.25×: \(blurred.median / cairoBlurred.median <= 0.25 ? "met" : "not met")); \
        \(String(format: "%.2f", unblurred.median / cairoUnblurred.median))× without it (target ≤ 1.0×: \
        \(unblurred.median / cairoUnblurred.median <= 1 ? "met" : "not met")). By CPU time: \
        \(String(format: "%.2f", blurred.cpuMedian / cairoBlurred.cpuMedian))× and \
        \(String(format: "%.2f", unblurred.cpuMedian / cairoUnblurred.cpuMedian))×.
        """
    }

    /// The fold scene on two threads against one: the speed-up and the 4.2 ms target, and the CPU time of each
    /// (a wall-clock speed-up needs a second core free: on a loaded host the CPU times say what the bands cost).
    static func bandsVerdict(oneThread: Samples, twoThreads: Samples, threads: Int) -> String {
        """
        \(threads) threads (bands of rows, the same bytes): median \(ms(twoThreads.median)) ms, \
        \(String(format: "%.2f", oneThread.median / twoThreads.median))× faster than one thread; target ≤ 4.2 ms on 2 \
        threads: \(threads != 2 ? "not measured" : twoThreads.median <= 4.2 ? "met" : "not met"). CPU time, all threads: \(ms(twoThreads.cpuMedian)) ms \
        against \(ms(oneThread.cpuMedian)) ms on one thread.
        """
    }

    static func ms(_ value: Double) -> String { String(format: "%.2f", value) }

    /// Writes a Passage frame (premultiplied RGBA) as a PNG through cairo.
    static func writePNG(_ frame: Pixmap, to path: String) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(frame.width), Int32(frame.height))!
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<frame.height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<frame.width {
                let p = frame.pixel(x: x, y: y)
                row[x] = UInt32(p.a) << 24 | UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
            }
        }
        cairo_surface_mark_dirty(surface)
        cairo_surface_write_to_png(surface, path)
        cairo_surface_destroy(surface)
    }

    /// Writes two PNGs next to each other at half size (Passage left, cairo right).
    static func writeSideBySide(_ left: String, _ right: String, to path: String) {
        let images: [OpaquePointer] = [left, right].map { (file: String) in cairo_image_surface_create_from_png(file)! }
        let w = Double(cairo_image_surface_get_width(images[0]))
        let h = Double(cairo_image_surface_get_height(images[0]))
        let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h / 2))!
        let cr = cairo_create(out)!
        cairo_scale(cr, 0.5, 0.5)
        for (index, image) in images.enumerated() {
            cairo_set_source_surface(cr, image, Double(index) * w, 0)
            cairo_paint(cr)
            cairo_surface_destroy(image)
        }
        cairo_destroy(cr)
        cairo_surface_write_to_png(out, path)
        cairo_surface_destroy(out)
    }

    /// How far apart the Passage and cairo frames are: the mean absolute difference per channel (0…255)
    /// and the share of pixels where some channel differs by more than 16.
    static func difference(_ frame: Pixmap, _ surface: OpaquePointer) -> (mean: Double, differing: Double) {
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        var total = 0
        var differing = 0
        for y in 0..<frame.height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<frame.width {
                let p = frame.pixel(x: x, y: y)
                let q = row[x]
                let d = [
                    abs(Int(p.r) - Int(q >> 16 & 0xFF)), abs(Int(p.g) - Int(q >> 8 & 0xFF)),
                    abs(Int(p.b) - Int(q & 0xFF)), abs(Int(p.a) - Int(q >> 24)),
                ]
                total += d.reduce(0, +)
                if d.max()! > 16 { differing += 1 }
            }
        }
        let pixels = Double(frame.width * frame.height)
        return (Double(total) / (pixels * 4), Double(differing) / pixels)
    }
}
