// `passage render` writes what --out asks for, says so in one line on stdout, reports progress on stderr, and
// writes the same bytes every time (the clock is virtual). Small settings (scale 1, 5–10 fps) keep it fast.
import Foundation
import XCTest

final class RenderOutputTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder()
    }

    override func tearDown() {
        scratch.remove()
    }

    /// The main job: an APNG in a folder that does not exist yet, with its frame count (2.2 s at 10 fps: 23
    /// frames) and size in the stdout line and at most one progress line per 10% on stderr.
    func testRenderToAPNGCreatesTheFolderAndSaysWhereTheFileIs() throws {
        let run = try PassageProcess.run(
            ["render", "spring-bounce", "--out", "out/spring-bounce.apng", "--scale", "1", "--fps", "10"],
            in: scratch.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "wrote out/spring-bounce.apng (APNG, 23 frames at 10 fps, 375×667 pixels)\n")
        XCTAssertEqual(scratch.contents(), ["out", "out/spring-bounce.apng"])
        let png = try PNGStructure(scratch.bytes("out/spring-bounce.apng"))
        XCTAssertEqual([png.width, png.height], [375, 667])
        XCTAssertEqual(png.animationFrames, 23)
        XCTAssertEqual(png.frameControls, 23)
        XCTAssertLessThanOrEqual(run.stderrLines.count, 10)
        XCTAssertEqual(run.stderrLines.last, "spring-bounce: 100% (23/23 frames)")
    }

    /// --downsample 2 halves each side (rounding up) of every frame written, and the stdout line says so; bad
    /// factors are refused.
    func testDownsampleShrinksTheFramesWritten() throws {
        let run = try PassageProcess.run(
            [
                "render", "spring-bounce", "--out", "small.apng", "--scale", "1", "--fps", "5",
                "--downsample", "2",
            ], in: scratch.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "wrote small.apng (APNG, 12 frames at 5 fps, 188×334 pixels)\n")
        let png = try PNGStructure(scratch.bytes("small.apng"))
        XCTAssertEqual([png.width, png.height], [188, 334])
        XCTAssertEqual(png.animationFrames, 12)
        for value in ["0", "9", "half"] {
            let bad = try PassageProcess.run(
                ["render", "spring-bounce", "--out", "bad.apng", "--downsample", value], in: scratch.path)
            XCTAssertEqual(bad.status, 64)
            XCTAssertEqual(
                bad.stderrLines,
                [
                    "error: The value '\(value)' is invalid for '--downsample <n>': expected a whole number from 1 to 8 (2 halves the width and height)"
                ])
        }
        XCTAssertEqual(scratch.contents(), ["small.apng"])
    }

    /// A .png holds one picture (the last frame) at the chosen device and scale.
    func testRenderToPNGWritesTheLastFrameAtTheDeviceSize() throws {
        let run = try PassageProcess.run(
            [
                "render", "perspective-rotation", "--out", "still.png", "--device", "iphone-15-pro",
                "--scale", "1", "--fps", "5", "--background", "none",
            ], in: scratch.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "wrote still.png (PNG, the last of 6 frames, 393×852 pixels)\n")
        let png = try PNGStructure(scratch.bytes("still.png"))
        XCTAssertEqual([png.width, png.height], [393, 852])
        XCTAssertNil(png.animationFrames)
    }

    /// A .gif has one image per frame; --slow-animations 2 doubles the frames (1 s at 5 fps: 11 frames).
    func testRenderToGIFWithSlowAnimations() throws {
        let run = try PassageProcess.run(
            [
                "render", "perspective-rotation", "--out", "slow.gif", "--scale", "1", "--fps", "5",
                "--slow-animations", "2", "--background", "#203040",
            ], in: scratch.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "wrote slow.gif (GIF, 11 frames at 5 fps, 375×667 pixels)\n")
        let gif = try GIFStructure(scratch.bytes("slow.gif"))
        XCTAssertEqual([gif.width, gif.height, gif.frames], [375, 667, 11])
    }

    /// A path ending in "/" is a folder of numbered PNG frames.
    func testRenderToAFolderWritesNumberedFrames() throws {
        let run = try PassageProcess.run(
            ["render", "perspective-rotation", "--out", "frames/", "--scale", "1", "--fps", "5"],
            in: scratch.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stdout, "wrote frames/ (6 frames at 5 fps as frame-00001.png … frame-00006.png, 375×667 pixels)\n")
        XCTAssertEqual(scratch.contents(), ["frames"] + (1...6).map { "frames/frame-0000\($0).png" })
    }

    /// --all writes every demo into the folder as <demo>.<format>, one stdout line each.
    func testRenderAllWritesOneFilePerDemo() throws {
        let list = try PassageProcess.run(["list"], in: scratch.path)
        let names = list.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        let run = try PassageProcess.run(
            ["render", "--all", "--out", "gallery", "--format", "gif", "--scale", "1", "--fps", "5"],
            in: scratch.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(scratch.contents(), ["gallery"] + names.map { "gallery/\($0).gif" }.sorted())
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, names.count)
        for (line, name) in zip(lines, names) {
            XCTAssertTrue(line.hasPrefix("wrote gallery/\(name).gif (GIF, "), line)
            XCTAssertNoThrow(try GIFStructure(scratch.bytes("gallery/\(name).gif")))
        }
    }

    /// Several demos go into the folder --out names, in the order named, each file the bytes a single render
    /// writes; a touch trace goes with one demo only.
    func testSeveralDemosRenderIntoAFolderAsSingleRendersWould() throws {
        let run = try PassageProcess.run(
            [
                "render", "spring-bounce", "keyframes", "--out", "two", "--format", "gif", "--scale", "1",
                "--fps", "3",
            ], in: scratch.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stdout.split(separator: "\n").map { String($0.prefix { $0 != "(" }) },
            ["wrote two/spring-bounce.gif ", "wrote two/keyframes.gif "])
        for name in ["spring-bounce", "keyframes"] {
            let single = try PassageProcess.run(
                ["render", name, "--out", name + ".gif", "--scale", "1", "--fps", "3"], in: scratch.path)
            XCTAssertEqual(single.status, 0, single.stderr)
            XCTAssertEqual(try scratch.bytes("two/\(name).gif"), try scratch.bytes(name + ".gif"), name)
        }
        let traced = try PassageProcess.run(
            ["render", "swipe-pop", "edge-pop", "--out", "t", "--trace", "t.json"], in: scratch.path)
        XCTAssertEqual(traced.status, 64)
        XCTAssertEqual(traced.stderrLines, ["error: --trace and --record-trace go with a single demo, not 2 demos"])
    }

    /// Rendering the same demo twice gives byte-identical APNG and GIF files.
    func testRenderingTwiceGivesIdenticalBytes() throws {
        for format in ["apng", "gif"] {
            var outputs: [[UInt8]] = []
            for run in 1...2 {
                let name = "run\(run).\(format)"
                let result = try PassageProcess.run(
                    ["render", "keyframes", "--out", name, "--scale", "1", "--fps", "10"], in: scratch.path)
                XCTAssertEqual(result.status, 0, result.stderr)
                outputs.append(try scratch.bytes(name))
            }
            XCTAssertGreaterThan(outputs[0].count, 1000)
            XCTAssertTrue(outputs[0] == outputs[1], "\(format) output differs between runs")
        }
    }

    /// `passage render --help` succeeds and lists every option.
    func testHelpListsTheOptions() throws {
        let run = try PassageProcess.run(["render", "--help"], in: scratch.path)
        XCTAssertEqual(run.status, 0)
        for option in [
            "--out", "--all", "--format", "--fps", "--scale", "--device", "--background", "--slow-animations",
        ] {
            XCTAssertTrue(run.stdout.contains(option), option)
        }
    }
}
