// Recording a scene from code (`Scene.record(to:options:)`), with a test scenario turned into a scene.
import Foundation
import Passage
import PassageDemos
import PassageTesting
import XCTest

@MainActor
final class SceneRecordingTests: XCTestCase {
    private func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "SceneRecordingTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// 0.25 s at 60 fps is 16 frames (frame 0 and 15 more); an APNG's acTL chunk says so.
    func testAScenarioRecordsToAnAnimatedPNG() async throws {
        let path = try scratchFolder().appendingPathComponent("slide.apng").path
        let scene = TestScenes.slideIn().scene(named: "slide", summary: "slides in", duration: 0.25)
        let frames = try scene.record(
            to: path, options: RecordingOptions(device: TestScenes.device, showsStatusBar: false))
        XCTAssertEqual(frames, 16)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let acTL = try XCTUnwrap(
            bytes.indices.first { bytes[$0..<min($0 + 4, bytes.count)].elementsEqual("acTL".utf8) })
        XCTAssertEqual(bytes[(acTL + 4)..<(acTL + 8)].reduce(0) { $0 << 8 | Int($1) }, 16)
    }

    /// A folder of frames at 30 fps and 2×: nine 240 × 160 frames.
    func testScaleAndFrameRateApplyToAFolderOfFrames() async throws {
        let folder = try scratchFolder().appendingPathComponent("frames/").path + "/"
        let scene = TestScenes.slideIn().scene(named: "slide", summary: "slides in", duration: 0.25)
        let frames = try scene.record(
            to: folder, options: RecordingOptions(framesPerSecond: 30, device: TestScenes.device, scale: 2))
        XCTAssertEqual(frames, 9)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).count, 9)
        let first = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "frame-00001.png")))
        XCTAssertEqual(first[16..<24].map { Int($0) }, [0, 0, 0, 240, 0, 0, 0, 160])
    }

    /// `downsample: 4` writes the 240 × 160 frames of 2× as 60 × 40.
    func testDownsampleShrinksTheWrittenFrames() async throws {
        let folder = try scratchFolder().appendingPathComponent("small/").path + "/"
        let scene = TestScenes.slideIn().scene(named: "slide", summary: "slides in", duration: 0.25)
        let frames = try scene.record(
            to: folder,
            options: RecordingOptions(
                framesPerSecond: 30, device: TestScenes.device, scale: 2,
                downsample: 4))
        XCTAssertEqual(frames, 9)
        let first = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "frame-00001.png")))
        XCTAssertEqual(first[16..<24].map { Int($0) }, [0, 0, 0, 60, 0, 0, 0, 40])
    }

    /// Options out of range are refused before anything is written.
    func testOptionsOutOfRangeAreRefused() async throws {
        let path = try scratchFolder().appendingPathComponent("x.gif").path
        let scene = TestScenes.slideIn().scene(named: "slide", summary: "slides in", duration: 0.25)
        XCTAssertThrowsError(try scene.record(to: path, options: RecordingOptions(slowAnimations: 0))) { error in
            XCTAssertEqual("\(error)", "slow animations 0.0 is out of range: expected > 0 and ≤ 10")
        }
        XCTAssertThrowsError(try scene.record(to: path, options: RecordingOptions(scale: 4)))
        XCTAssertThrowsError(try scene.record(to: path, options: RecordingOptions(downsample: 9))) { error in
            XCTAssertEqual("\(error)", "downsample 9 is out of range: expected 1…8")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }
}
