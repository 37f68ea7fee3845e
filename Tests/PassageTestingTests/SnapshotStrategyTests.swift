// The strategies against committed references (__Snapshots__/SnapshotStrategyTests), and what a mismatch and
// each record mode do, checked with verifySnapshot in a scratch folder.
import Foundation
import Passage
import PassageRender
import PassageTesting
import SnapshotTesting
import XCTest

@MainActor
final class SnapshotStrategyTests: XCTestCase {
    /// A scratch folder for references the test records itself.
    private func scratchFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "PassageTestingTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder.path
    }

    func testFrameMidTransitionMatchesItsReference() async {
        assertSnapshot(of: TestScenes.slideIn(), as: .frame(at: .seconds(0.1)), named: "slide-in-0.1s")
    }

    func testFilmstripMatchesItsReference() async {
        assertSnapshot(
            of: TestScenes.slideIn(), as: .filmstrip(at: [.start, .seconds(0.1), .seconds(0.2), .end], columns: 2),
            named: "slide-in")
    }

    func testPresentedValuesMatchTheirReference() async {
        assertSnapshot(
            of: TestScenes.slideIn(),
            as: .presentedValues(
                of: { root in
                    ["green": root.presentedViewController!.view]
                }, every: 3), named: "slide-in")
    }

    func testEventLogMatchesItsReference() async {
        assertSnapshot(of: TestScenes.slideIn(), as: .eventLog(), named: "slide-in")
    }

    /// A frame of another time differs: the message counts the pixels, names the worst one and the path of the
    /// difference image, which exists and is the frame's size.
    func testAMismatchWritesADifferenceImageAndSaysWhere() async throws {
        let folder = try scratchFolder()
        XCTAssertNotNil(
            verifySnapshot(
                of: TestScenes.slideIn(), as: .frame(at: .seconds(0.1)), named: "f",
                record: .all, snapshotDirectory: folder))
        XCTAssertNil(
            verifySnapshot(
                of: TestScenes.slideIn(), as: .frame(at: .seconds(0.1)), named: "f",
                record: .never, snapshotDirectory: folder))
        let message = try XCTUnwrap(
            verifySnapshot(
                of: TestScenes.slideIn(), as: .frame(at: .frame(7)), named: "f",
                record: .never, snapshotDirectory: folder))
        // One frame later the green edge moved 8 points at 1×: 8 columns × 80 rows changed colour.
        XCTAssertTrue(message.contains("640 of 9600 pixels differ by more than 2 levels in a channel"), message)
        let path = try XCTUnwrap(
            message.components(separatedBy: "Difference image").last?
                .components(separatedBy: ": ").last?.trimmingCharacters(in: .whitespacesAndNewlines))
        let difference = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(difference.prefix(4), Data([0x89, 0x50, 0x4E, 0x47]))
    }

    /// A filmstrip mismatch names the cell and its time.
    func testAFilmstripMismatchNamesTheCell() async throws {
        let folder = try scratchFolder()
        let strip: Snapshotting<TransitionScenario, Pixmap> = .filmstrip(at: [.start, .seconds(0.1)])
        _ = verifySnapshot(of: TestScenes.slideIn(), as: strip, named: "s", record: .all, snapshotDirectory: folder)
        let slower = SlideInAnimator()
        slower.duration = 0.5
        let message = try XCTUnwrap(
            verifySnapshot(
                of: TestScenes.slideIn(slower), as: strip, named: "s",
                record: .never, snapshotDirectory: folder))
        XCTAssertTrue(message.contains("in cell 2 (f6  t = 0.100 s)"), message)
    }

    /// Record modes are swift-snapshot-testing's: `.missing` writes an absent reference and fails, `.failed`
    /// rewrites a mismatching one (and fails), after which it matches.
    func testRecordModesFollowSwiftSnapshotTesting() async throws {
        let folder = try scratchFolder()
        let first = verifySnapshot(
            of: TestScenes.slideIn(), as: .frame(at: .start), named: "r", record: .missing, snapshotDirectory: folder)
        XCTAssertTrue(first?.contains("No reference was found on disk") == true, first ?? "nil")
        XCTAssertNil(
            verifySnapshot(
                of: TestScenes.slideIn(), as: .frame(at: .start), named: "r", record: .never, snapshotDirectory: folder)
        )
        let changed = verifySnapshot(
            of: TestScenes.slideIn(), as: .frame(at: .end), named: "r", record: .failed, snapshotDirectory: folder)
        XCTAssertTrue(changed?.contains("A new snapshot was automatically recorded") == true, changed ?? "nil")
        XCTAssertNil(
            verifySnapshot(
                of: TestScenes.slideIn(), as: .frame(at: .end), named: "r", record: .never, snapshotDirectory: folder))
    }

    /// Within the tolerance nothing fails: a one-level change in every opaque pixel passes the default ±2.
    func testImagesWithinTheToleranceMatch() async throws {
        var reference = try XCTUnwrap(Pixmap(width: 2, height: 2))
        reference.pixels = Array([[UInt8]](repeating: [100, 100, 100, 255], count: 4).joined())
        var actual = reference
        actual.pixels = Array([[UInt8]](repeating: [101, 101, 101, 255], count: 4).joined())
        let diffing = Diffing<Pixmap>.image()
        XCTAssertNil(diffing.diffV2(reference, actual))
        actual.pixels[0] = 103
        XCTAssertNotNil(diffing.diffV2(reference, actual))
        XCTAssertNil(
            Diffing<Pixmap>.image(tolerance: PixelTolerance(perChannel: 2, differingPixels: 1)).diffV2(
                reference, actual))
        XCTAssertEqual(diffing.fromData(diffing.toData(actual)), actual)
    }
}

@MainActor
final class AnimatedPNGStrategyTests: XCTestCase {
    func testAnimatedPNGMatchesItsReference() async {
        assertSnapshot(of: TestScenes.slideIn(), as: .animatedPNG(), named: "slide-in")
    }

    /// The stored APNG reads back to the same 16 frames (0 … 15) at 60 fps.
    func testTheAnimationRoundTripsThroughItsFile() async throws {
        let strategy: Snapshotting<TransitionScenario, AnimatedImage> = .animatedPNG()
        var animation: AnimatedImage?
        strategy.snapshot(TestScenes.slideIn()).run { animation = $0 }
        let frames = try XCTUnwrap(animation)
        XCTAssertEqual(frames.frames.count, 16)
        XCTAssertEqual(strategy.diffing.fromData(strategy.diffing.toData(frames)), frames)
    }

    /// A slower slide has more frames; a same-length one that differs lists the differing frames and their times.
    func testAMismatchNamesTheFrames() async throws {
        let reference = AnimatedImage(
            framesPerSecond: 60, frames: [Pixmap(width: 2, height: 1)!, Pixmap(width: 2, height: 1)!])
        var changed = reference
        changed.frames[1].pixels = [255, 255, 255, 255, 0, 0, 0, 0]
        let message = try XCTUnwrap(Diffing<AnimatedImage>.animation().diffV2(reference, changed)?.0)
        XCTAssertTrue(
            message.hasPrefix("1 of 2 frames differ: f1 (t = 0.017 s).\nFrame 1: 1 of 2 pixels differ"), message)
        XCTAssertEqual(
            Diffing<AnimatedImage>.animation().diffV2(
                reference, AnimatedImage(framesPerSecond: 30, frames: reference.frames))?.0,
            "The animation has 2 frames at 30 fps; the reference has 2 at 60 fps.")
    }
}
