// Frames encoded on several threads give the same bytes as on one: jobs come back in submission order, each
// frame's encoding depends only on the frames it was given, and the APNG change search on premultiplied frames
// finds exactly the pixels whose straight values changed.
import Foundation
import PassageCore
import PassageDemos
import Synchronization
import XCTest

@testable import PassageRender

final class OrderedEncoderTests: XCTestCase {
    /// Results come back in the order the jobs were submitted, whatever order they finish in, for 1…4 threads.
    func testResultsComeBackInSubmissionOrder() {
        for threads in 1...4 {
            let encoder = OrderedEncoder<Int>(threads: threads)
            var results: [Int] = []
            for index in 0..<200 {
                // Early jobs of each group of five do the most work, so later ones tend to finish first.
                let work = (5 - index % 5) * 2_000
                results += encoder.submit {
                    var sum = 0
                    for step in 0..<work { sum &+= step &* index }
                    return sum == -1 ? -1 : index
                }
                XCTAssertLessThanOrEqual(
                    index + 1 - results.count, threads == 1 ? 0 : threads * encoder.framesAheadPerThread,
                    "jobs out after submit, \(threads) threads")
            }
            results += encoder.finish()
            XCTAssertEqual(results, Array(0..<200), "\(threads) threads")
        }
    }

    /// However many jobs wait, no more than `threads` run at once, and with two or more threads jobs do overlap.
    func testAtMostThreadsJobsRunAtOnce() {
        for threads in 2...4 {
            let encoder = OrderedEncoder<Int>(threads: threads)
            let running = Atomic<Int>(0)
            let most = Atomic<Int>(0)
            var results: [Int] = []
            for index in 0..<40 {
                results += encoder.submit {
                    let now = running.add(1, ordering: .sequentiallyConsistent).newValue
                    most.max(now, ordering: .sequentiallyConsistent)
                    usleep(2_000)
                    running.subtract(1, ordering: .sequentiallyConsistent)
                    return index
                }
            }
            results += encoder.finish()
            XCTAssertEqual(results, Array(0..<40))
            XCTAssertLessThanOrEqual(most.load(ordering: .sequentiallyConsistent), threads, "\(threads) threads")
            XCTAssertGreaterThanOrEqual(
                most.load(ordering: .sequentiallyConsistent), 2, "\(threads) threads never overlapped")
        }
    }

    /// With one thread every job runs inline: its result is returned by the submit that queued it.
    func testOneThreadRunsEachJobWhenSubmitted() {
        let encoder = OrderedEncoder<String>(threads: 1)
        XCTAssertEqual(encoder.submit { "a" }, ["a"])
        XCTAssertEqual(encoder.submit { "b" }, ["b"])
        XCTAssertEqual(encoder.finish(), [])
    }
}

final class ParallelEncodingTests: XCTestCase {
    /// Synthetic frames with translucent pixels, 256-colour frames, an unchanged frame and an all-transparent one.
    private func frames() -> [Pixmap] {
        var frames = (0..<9).map { ExportFrames.movingSquare(width: 64, height: 48, frame: $0) }
        frames += (0..<4).map { ExportFrames.gradient(width: 64, height: 48, frame: $0) }
        frames += (0..<3).map { ExportFrames.twoHundredFiftySixColours(width: 64, height: 48, frame: $0) }
        frames.append(frames[frames.count - 1])
        frames.append(Pixmap(width: 64, height: 48)!)
        frames.append(ExportFrames.movingSquare(width: 64, height: 48, frame: 2))
        return frames
    }

    /// APNG, GIF (with and without dithering) and PNG-frame output is byte-identical for 1, 2 and 4 threads.
    func testSinksWriteTheSameBytesForAnyThreadCount() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let frames = frames()
        for threads in [1, 2, 4] {
            try export(
                frames,
                to: APNGSink(
                    path: scratch.file("\(threads).apng"), width: 64, height: 48, framesPerSecond: 30,
                    threads: threads))
            try export(
                frames,
                to: GIFSink(
                    path: scratch.file("\(threads).gif"), width: 64, height: 48, framesPerSecond: 30,
                    threads: threads))
            try export(
                frames,
                to: GIFSink(
                    path: scratch.file("\(threads)-dithered.gif"), width: 64, height: 48,
                    framesPerSecond: 30, dithers: true, threads: threads))
            try export(
                frames,
                to: PNGSequenceSink(
                    path: scratch.file("\(threads)-frames"), width: 64, height: 48,
                    framesPerSecond: 30, threads: threads))
        }
        for name in ["apng", "gif", "dithered.gif"] {
            let single = try readBytes(scratch.file(name == "dithered.gif" ? "1-dithered.gif" : "1.\(name)"))
            XCTAssertGreaterThan(single.count, 1000)
            for threads in [2, 4] {
                let multi = try readBytes(
                    scratch.file(name == "dithered.gif" ? "\(threads)-dithered.gif" : "\(threads).\(name)"))
                XCTAssertTrue(single == multi, "\(name): \(threads) threads differ from one")
            }
        }
        for number in 1...frames.count {
            let name = PNGSequenceSink.fileName(forFrame: number)
            let single = try readBytes(scratch.file("1-frames/" + name))
            for threads in [2, 4] {
                XCTAssertTrue(
                    try readBytes(scratch.file("\(threads)-frames/" + name)) == single, "\(name), \(threads) threads")
            }
        }
    }

    /// The APNG change search compares premultiplied pixels but reports exactly the straight pixels that changed,
    /// including pixels whose premultiplied bytes differ but whose straight values are equal (colour above alpha
    /// clamps to 255 either way) and transparent pixels holding different colour bytes.
    func testChangedRectangleIsTheStraightPixelsThatChanged() {
        let width = 16
        let height = 12
        var before = ExportFrames.movingSquare(width: width, height: height, frame: 0)
        var after = before
        func set(_ pixmap: inout Pixmap, _ x: Int, _ y: Int, _ rgba: [UInt8]) {
            pixmap.pixels.replaceSubrange(((y * width + x) * 4)..<((y * width + x) * 4 + 4), with: rgba)
        }
        set(&before, 2, 3, [210, 10, 10, 200])
        set(&after, 2, 3, [230, 10, 10, 200])  // both straight 255, 13, 13
        set(&before, 9, 9, [1, 2, 3, 0])
        set(&after, 9, 9, [4, 5, 6, 0])  // alpha 0 keeps its bytes
        set(&before, 12, 1, [50, 50, 50, 100])
        set(&after, 12, 1, [51, 50, 50, 100])  // 128 → 130: changed
        let expected = after.makeImage().pixels.withUnsafeBytes { a in
            before.makeImage().pixels.withUnsafeBytes { b in
                FrameRegion.changed(
                    between: a.bindMemory(to: UInt32.self), and: b.bindMemory(to: UInt32.self), width: width,
                    height: height)
            }
        }
        XCTAssertEqual(
            APNGFrameEncoder.changedRect(after.pixels, before.pixels, width: width, height: height), expected)
        XCTAssertEqual(expected, FrameRegion(x: 9, y: 1, width: 4, height: 9))
        set(&after, 9, 9, [1, 2, 3, 0])
        set(&after, 12, 1, [50, 50, 50, 100])
        XCTAssertNil(
            APNGFrameEncoder.changedRect(after.pixels, before.pixels, width: width, height: height),
            "only a premultiplied difference with equal straight values is left")
    }
}

/// A real demo's frames (rendered once; rendering is single-threaded either way) exported with one encoding
/// thread and with two: every format's bytes are identical.
@MainActor
final class ParallelDemoExportTests: XCTestCase {
    func testADemoExportsTheSameBytesOnOneAndTwoThreads() async throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let demo = try XCTUnwrap(DemoCatalog.named("snapshot-fold"))
        let device = DeviceProfile.iPhoneSE.scaled(to: 1)
        let size = SceneRecorder.frameSize(for: device)
        let recording = try MemorySink(width: size.width, height: size.height, framesPerSecond: 12)
        try SceneRecorder.record(demo, device: device, framesPerSecond: 12, to: recording)
        XCTAssertGreaterThan(recording.frames.count, 20)
        for format in [ExportFormat.apng, .gif, .pngSequence] {
            var outputs: [String] = []
            for threads in [1, 2] {
                let path = scratch.file(
                    "\(threads)-\(format.rawValue)" + (format == .pngSequence ? "/" : "." + format.rawValue))
                try export(
                    recording.frames,
                    to: format.makeSink(
                        path: path, width: size.width, height: size.height,
                        framesPerSecond: 12, threads: threads))
                outputs.append(path)
            }
            if format == .pngSequence {
                let names = try FileManager.default.contentsOfDirectory(atPath: outputs[0]).sorted()
                XCTAssertEqual(names.count, recording.frames.count)
                XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outputs[1]).sorted(), names)
                for name in names {
                    XCTAssertTrue(try readBytes(outputs[0] + "/" + name) == readBytes(outputs[1] + "/" + name), name)
                }
            } else {
                let single = try readBytes(outputs[0])
                let multi = try readBytes(outputs[1])
                XCTAssertGreaterThan(single.count, 10_000)
                XCTAssertTrue(single == multi, "\(format): two threads differ from one")
            }
        }
    }
}
