// frame-cost: one frame of two scenes at iPhone 15 Pro @3x (1179 × 2556), timed for Passage's
// LayerRenderer and for cairo + pixman drawing the same scene, in interleaved rounds on one thread: the
// fold-and-cards scene (with a memset of the frame buffer, the memory floor), and the reveal scene (a
// full-screen circular mask, a blurred backdrop and a gradient; cairo has no blur, see CairoReveal). Prints
// a Markdown table per scene.
//
//   swift run -c release --package-path Benchmarks frame-cost [--rounds N] [--warmup N] [--dump DIR]
//                                                             [--profile N] [--scene fold|reveal|all] [--threads N]
//
// --dump DIR writes the Passage and cairo frames as PNGs, to compare what the two draw.
// --profile N only renders Passage's frames N times each, untimed: a loop to run under `perf record` (the
// full fold scene, and with --scene reveal the reveal scene with and without the blur).
// --scene times one scene only (default all).
// --threads N: the threads of the banded fold row (default 2); with --profile, the fold frames profiled are
// drawn on N threads instead of one.
import CCairo
import Foundation
import PassageCore
@_spi(Benchmarking) import PassageRender

#if os(Linux)
import CAllocatorTuning
#endif

var rounds = 15
var warmup = 3
var dumpFolder: String?
var profileFrames: Int?
var timesFold = true
var timesReveal = true
var bandThreads = 2
var profilesBands = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
@MainActor func usage(_ problem: String) -> Never {
    FileHandle.standardError.write(
        Data(
            "frame-cost: \(problem)\nusage: frame-cost [--rounds N] [--warmup N] [--dump DIR] [--profile N] [--scene fold|reveal|all] [--threads N]\n"
                .utf8))
    exit(2)
}
/// The value after `option`: a whole number of at least `minimum`.
@MainActor func count(after option: String, minimum: Int) -> Int {
    let value = arguments.next()
    guard let n = value.flatMap({ Int($0) }), n >= minimum else {
        usage("\(option) needs a whole number of at least \(minimum), got \(value.map { "'\($0)'" } ?? "nothing")")
    }
    return n
}
while let argument = arguments.next() {
    switch argument {
    case "--rounds": rounds = count(after: argument, minimum: 1)
    case "--warmup": warmup = count(after: argument, minimum: 0)
    case "--dump":
        guard let folder = arguments.next() else { usage("--dump needs a folder") }
        dumpFolder = folder
    case "--profile": profileFrames = count(after: argument, minimum: 1)
    case "--threads":
        bandThreads = count(after: argument, minimum: 1)
        profilesBands = true
    case "--scene":
        switch arguments.next() {
        case "fold": timesReveal = false
        case "reveal": timesFold = false
        case "all": break
        case let other: usage("--scene needs fold, reveal or all, got \(other.map { "'\($0)'" } ?? "nothing")")
        }
    default: usage("unknown option '\(argument)'")
    }
}

// As `passage render` does (its FrameBufferMemory): freed frame-sized buffers stay in the heap for the next
// frame instead of going back to the system, so a frame does not pay page faults for fresh pages (cairo here
// draws into surfaces made once).
#if os(Linux)
_ = mallopt(M_MMAP_THRESHOLD, 64 << 20)
_ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
#endif

let scene = FoldScene()
let width = scene.pixelWidth
let height = scene.pixelHeight
let byteCount = width * height * 4
let bitmaps = [
    ScreenBitmap(width: width, height: height, hue: 0, rowHeight: 44 * 3),
    ScreenBitmap(width: width, height: height, hue: 1, rowHeight: 60 * 3),
]

// (a) Passage: the layer tree, and an empty root for the renderer's fixed cost (frame allocation + clear).
FrameLoop().makeCurrent()
let root = scene.makeLayerTree(pageImages: bitmaps.map { $0.makeImage() })
let renderer = LayerRenderer(device: FoldScene.device, showsStatusBar: false)
let emptyRoot = CALayer()
emptyRoot.bounds = CGRect(origin: .zero, size: scene.size)
emptyRoot.position = CGPoint(x: scene.size.width / 2, y: scene.size.height / 2)
let emptyRenderer = LayerRenderer(device: FoldScene.device, showsStatusBar: false)
// Every round draws: the scenes do not change between rounds, so a renderer would otherwise show its still
// frame again and the benchmark would time a lookup instead of drawing.
renderer.reusesStillFrames = false
emptyRenderer.reusesStillFrames = false
// One thread, as cairo + pixman draw; the banded renderer draws the same frame on two (drawingThreads).
renderer.drawingThreads = 1
emptyRenderer.drawingThreads = 1
let bandedRenderer = LayerRenderer(device: FoldScene.device, showsStatusBar: false)
bandedRenderer.reusesStillFrames = false
bandedRenderer.drawingThreads = bandThreads

// (b) memset of a frame buffer allocated (and faulted in) once.
let buffer = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
memset(buffer, 0, byteCount)
var fillValue: Int32 = 0

// (c) cairo + pixman, and the shadowless variants of both.
let cairo = CairoScene(scene: scene, bitmaps: bitmaps)
var shadowless = scene
shadowless.castsShadows = false
let cairoShadowless = CairoScene(scene: shadowless, bitmaps: bitmaps)
let shadowlessRoot = shadowless.makeLayerTree(pageImages: bitmaps.map { $0.makeImage() })
let shadowlessRenderer = LayerRenderer(device: FoldScene.device, showsStatusBar: false)
shadowlessRenderer.reusesStillFrames = false
shadowlessRenderer.drawingThreads = 1

var probe = 0
@MainActor func nextProbe() -> Int {
    probe = (probe &+ 7_919 * 4 + 1) % byteCount
    return probe
}

let foldContenders = [
    Contender(name: "Passage LayerRenderer: full scene") {
        renderer.render(root).pixels[nextProbe()].hashValue
    },
    Contender(name: "Passage LayerRenderer: same scene, cards without shadows") {
        shadowlessRenderer.render(shadowlessRoot).pixels[nextProbe()].hashValue
    },
    Contender(name: "Passage LayerRenderer: empty root (frame allocation + clear)") {
        emptyRenderer.render(emptyRoot).pixels[nextProbe()].hashValue
    },
    Contender(name: "memset of the 1179 × 2556 × 4 B frame (memory floor)") {
        fillValue = (fillValue + 1) & 0xFF
        memset(buffer, fillValue, byteCount)
        return Int(buffer.load(fromByteOffset: nextProbe(), as: UInt8.self))
    },
    Contender(name: "cairo + pixman: full scene (shadow mask blurred once at setup)") {
        cairo.draw()
        return Int(cairo.probe(nextProbe()))
    },
    Contender(name: "cairo + pixman: same scene, cards without shadows") {
        cairoShadowless.draw()
        return Int(cairoShadowless.probe(nextProbe()))
    },
    Contender(name: "Passage LayerRenderer: full scene on \(bandThreads) threads (bands of rows)") {
        bandedRenderer.render(root).pixels[nextProbe()].hashValue
    },
]

// (d) The reveal scene, and its variant without the blur (all that cairo itself can draw).
let reveal = RevealScene()
var unblurred = reveal
unblurred.blurRadius = 0
let revealRoot = reveal.makeLayerTree(outgoing: bitmaps[0].makeImage(), incoming: bitmaps[1].makeImage())
let unblurredRoot = unblurred.makeLayerTree(outgoing: bitmaps[0].makeImage(), incoming: bitmaps[1].makeImage())
let revealRenderer = LayerRenderer(device: FoldScene.device, showsStatusBar: false)
let unblurredRenderer = LayerRenderer(device: FoldScene.device, showsStatusBar: false)
revealRenderer.reusesStillFrames = false
unblurredRenderer.reusesStillFrames = false
revealRenderer.drawingThreads = 1
unblurredRenderer.drawingThreads = 1
let cairoReveal = CairoReveal(scene: reveal, outgoing: bitmaps[0], incoming: bitmaps[1])
let cairoUnblurred = CairoReveal(scene: unblurred, outgoing: bitmaps[0], incoming: bitmaps[1])

let revealContenders = [
    Contender(name: "Passage LayerRenderer: reveal scene (circle mask, backdrop blur, gradient)") {
        revealRenderer.render(revealRoot).pixels[nextProbe()].hashValue
    },
    Contender(name: "Passage LayerRenderer: reveal scene without the blur") {
        unblurredRenderer.render(unblurredRoot).pixels[nextProbe()].hashValue
    },
    Contender(name: "cairo + pixman: reveal scene, blur hand-written (box passes; cairo has none)") {
        cairoReveal.draw()
        return Int(cairoReveal.probe(nextProbe()))
    },
    Contender(name: "cairo + pixman: reveal scene without the blur (circular clip, linear gradient)") {
        cairoUnblurred.draw()
        return Int(cairoUnblurred.probe(nextProbe()))
    },
]

let contenders = (timesFold ? foldContenders : []) + (timesReveal ? revealContenders : [])

if let profileFrames {
    let fold = profilesBands ? foldContenders[6] : foldContenders[0]
    let profiled = (timesFold ? [fold] : []) + (timesReveal ? Array(revealContenders.prefix(2)) : [])
    var checksum = 0
    for contender in profiled {
        for _ in 0..<profileFrames { checksum &+= contender.frame() }
    }
    print(
        "Rendered \(profileFrames) frames each of: \(profiled.map(\.name).joined(separator: "; ")). Checksum \(checksum)."
    )
    exit(0)
}

let loadBefore =
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(
        separator: " ") ?? "?"
let (samples, checksum) = measureInterleaved(contenders, warmup: warmup, rounds: rounds)
let loadAfter =
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(
        separator: " ") ?? "?"

if timesFold {
    let fold = Array(samples.prefix(foldContenders.count))
    print(Report.table(fold, reference: fold[4]))
    print(Report.verdict(passage: fold[0], cairo: fold[4], passageShadowless: fold[1], cairoShadowless: fold[5]))
    print(Report.bandsVerdict(oneThread: fold[0], twoThreads: fold[6], threads: bandThreads))
    print("")
}
if timesReveal {
    let revealed = Array(samples.suffix(revealContenders.count))
    print(Report.table(revealed, reference: revealed[2]))
    print(
        Report.revealVerdict(
            blurred: revealed[0], unblurred: revealed[1], cairoBlurred: revealed[2],
            cairoUnblurred: revealed[3]))
    print("")
}
print(
    "Frame \(width) × \(height) px (iPhone 15 Pro @3x); \(rounds) interleaved rounds after \(warmup) warm-up; one thread (but the row that says 2)."
)
print("Still-frame reuse off: every Passage round draws the whole frame.")
print(
    "Kept across rounds, as across the frames of an animation: converted images, rasterized gradients and text, and the masks of layer shapes that did not move; a shape layer's path (the reveal's circle) is rasterized every round."
)
print("Load average (1, 5, 15 min) before: \(loadBefore); after: \(loadAfter). Checksum \(checksum).")

if let dumpFolder {
    try FileManager.default.createDirectory(atPath: dumpFolder, withIntermediateDirectories: true)
    let passageFrame = renderer.render(root)
    Report.writePNG(passageFrame, to: dumpFolder + "/passage.png")
    print(
        "Fold frame on \(bandThreads) threads equals the one-thread frame: \(bandedRenderer.render(root) == passageFrame)"
    )
    Report.writePNG(unblurredRenderer.render(unblurredRoot), to: dumpFolder + "/reveal-unblurred-passage.png")
    cairo.draw()
    let (mean, differing) = Report.difference(passageFrame, cairo.surface)
    print(
        String(
            format:
                "Passage vs cairo frames: mean |difference| %.2f per channel (0…255); %.1f%% of pixels differ by more than 16",
            mean, differing * 100))
    cairo_surface_write_to_png(cairo.surface, dumpFolder + "/cairo.png")
    Report.writeSideBySide(dumpFolder + "/passage.png", dumpFolder + "/cairo.png", to: dumpFolder + "/side-by-side.png")
    let revealFrame = revealRenderer.render(revealRoot)
    Report.writePNG(revealFrame, to: dumpFolder + "/reveal-passage.png")
    cairoReveal.draw()
    let (revealMean, revealDiffering) = Report.difference(revealFrame, cairoReveal.surface)
    print(
        String(
            format:
                "Reveal scene, Passage vs cairo (hand-written blur): mean |difference| %.2f per channel; %.1f%% of pixels differ by more than 16",
            revealMean, revealDiffering * 100))
    cairo_surface_write_to_png(cairoReveal.surface, dumpFolder + "/reveal-cairo.png")
    Report.writeSideBySide(
        dumpFolder + "/reveal-passage.png", dumpFolder + "/reveal-cairo.png",
        to: dumpFolder + "/reveal-side-by-side.png")
    print(
        "Wrote passage.png, cairo.png, side-by-side.png and their reveal-*.png twins (side by side at half size) in \(dumpFolder)"
    )
}
buffer.deallocate()
