// Comparing a snapshot image with its reference: same size, then every channel of every pixel within the
// tolerance. On a mismatch the message names how many pixels differ, the worst channel difference and where
// (with what the strategy knows of that place, such as a filmstrip cell's time), and the path of a difference
// image written under $SNAPSHOT_ARTIFACTS (the temporary folder by default), beside where swift-snapshot-testing
// writes the actual image: differing pixels in red over a faded copy of the actual image.
import Foundation
import PassageRender
import SnapshotTesting

extension Diffing where Value == Pixmap {
    /// PNG images compared with `tolerance`; `place(x, y)` describes a pixel's place for the failure message.
    public static func image(tolerance: PixelTolerance = .standard, place: ((Int, Int) -> String?)? = nil) -> Diffing<
        Pixmap
    > {
        .diff(
            toData: { Data($0.pngData()) },
            fromData: { PNGReading.pixmap(from: $0) ?? Pixmap(width: 1, height: 1)! },
            diffV2: { reference, actual in
                ImageComparison(reference: reference, actual: actual, tolerance: tolerance)?.report(place: place)
            }
        )
    }
}

/// Where a snapshot image strays from its reference beyond a tolerance.
struct ImageComparison {
    let reference: Pixmap
    let actual: Pixmap
    let tolerance: PixelTolerance
    var differing = 0
    var worst = 0
    var worstPixel = (x: 0, y: 0)
    var difference: Pixmap?

    /// The comparison, or nil when the images match within `tolerance`.
    init?(reference: Pixmap, actual: Pixmap, tolerance: PixelTolerance) {
        self.reference = reference
        self.actual = actual
        self.tolerance = tolerance
        guard reference.width == actual.width, reference.height == actual.height else { return }
        if reference.pixels == actual.pixels { return nil }
        var marked = actual
        for pixel in 0..<(actual.width * actual.height) {
            let i = pixel * 4
            var largest = 0
            for channel in 0..<4 {
                largest = max(largest, abs(Int(reference.pixels[i + channel]) - Int(actual.pixels[i + channel])))
            }
            if largest > worst {
                worst = largest
                worstPixel = (pixel % actual.width, pixel / actual.width)
            }
            if largest > tolerance.perChannel {
                differing += 1
                marked.pixels.replaceSubrange(i..<i + 4, with: [255, 0, 0, 255])
            } else {
                for channel in 0..<3 {
                    marked.pixels[i + channel] = UInt8(178 + Int(actual.pixels[i + channel]) * 77 / 255)
                }
                marked.pixels[i + 3] = 255
            }
        }
        guard differing > tolerance.differingPixels else { return nil }
        difference = marked
    }

    /// The failure message, after writing the difference image.
    func report(place: ((Int, Int) -> String?)?) -> (String, [DiffAttachment]) {
        guard let difference else {
            return (
                "The image is \(actual.width) × \(actual.height) pixels; the reference is \(reference.width) × \(reference.height).",
                []
            )
        }
        var location = "x \(worstPixel.x), y \(worstPixel.y)"
        if let described = place?(worstPixel.x, worstPixel.y) { location += " " + described }
        var message =
            "\(differing) of \(actual.width * actual.height) pixels differ by more than \(tolerance.perChannel) levels in a channel"
            + " (\(tolerance.differingPixels) allowed); the largest difference is \(worst) at \(location)."
        let png = Data(difference.pngData())
        do {
            let url = try Self.artifactURL(named: "difference-\(Self.fingerprint(reference, actual)).png")
            try png.write(to: url)
            message += "\nDifference image (differing pixels in red over the actual image, faded): \(url.path)"
        } catch {
            message += "\nThe difference image could not be written: \(error.localizedDescription)"
        }
        return (message, [.data(png, name: "difference.png")])
    }

    /// A file in $SNAPSHOT_ARTIFACTS (else the temporary folder)/PassageTesting, the folder created.
    static func artifactURL(named name: String) throws -> URL {
        let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let folder = URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent(
            "PassageTesting", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name)
    }

    /// A hex FNV-1a hash of both images' pixels: the same pair always gets the same file name.
    static func fingerprint(_ a: Pixmap, _ b: Pixmap) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in a.pixels + b.pixels {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
