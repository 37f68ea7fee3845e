// The porter on files: a dry run writes nothing, a run writes only changed files, bad input is refused before
// anything is read or written.
import Foundation
import PassagePort
import XCTest

final class PorterRunTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Sources/.hidden", withIntermediateDirectories: true)
        try "import UIKit.UIGestureRecognizerSubclass\n".write(
            toFile: folder + "/Sources/A.swift", atomically: true, encoding: .utf8)
        try "import Foundation\n".write(toFile: folder + "/Sources/B.swift", atomically: true, encoding: .utf8)
        try "import UIKit\n".write(toFile: folder + "/Sources/.hidden/C.swift", atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func read(_ name: String) throws -> String {
        try String(contentsOfFile: folder + "/Sources/" + name, encoding: .utf8)
    }

    /// A dry run reports the change and leaves every file as it was.
    func testADryRunWritesNothing() throws {
        let result = try Porter.run(paths: [folder], dryRun: true)
        XCTAssertEqual(result.files.map(\.isChanged), [true, false])
        XCTAssertEqual(try read("A.swift"), "import UIKit.UIGestureRecognizerSubclass\n")
        XCTAssertEqual(try read(".hidden/C.swift"), "import UIKit\n")
    }

    /// A rewritten file keeps its permissions: an executable script (0755) stays executable, a read-only one
    /// for the group and others (0600) stays so.
    func testARunKeepsEachFilesPermissions() throws {
        let manager = FileManager.default
        try "#!/usr/bin/env swift\nimport UIKit.UIGestureRecognizerSubclass\n".write(
            toFile: folder + "/Sources/Script.swift", atomically: true, encoding: .utf8)
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder + "/Sources/Script.swift")
        try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: folder + "/Sources/A.swift")
        let result = try Porter.run(paths: [folder], dryRun: false)
        XCTAssertEqual(result.files.filter(\.isChanged).count, 2)
        XCTAssertEqual(try read("Script.swift"), "#!/usr/bin/env swift\nimport UIKit\n")
        func permissions(_ name: String) throws -> Int? {
            try manager.attributesOfItem(atPath: folder + "/Sources/" + name)[.posixPermissions] as? Int
        }
        XCTAssertEqual(try permissions("Script.swift"), 0o755)
        XCTAssertEqual(try permissions("A.swift"), 0o600)
    }

    /// A run rewrites changed files, skips hidden folders, and a second run changes nothing.
    func testARunWritesChangedFilesOnly() throws {
        let result = try Porter.run(paths: [folder], dryRun: false)
        XCTAssertEqual(result.files.map(\.path), [folder + "/Sources/A.swift", folder + "/Sources/B.swift"])
        XCTAssertEqual(try read("A.swift"), "import UIKit\n")
        XCTAssertEqual(try read(".hidden/C.swift"), "import UIKit\n")
        XCTAssertEqual(try Porter.run(paths: [folder], dryRun: false).files.filter(\.isChanged), [])
    }

    /// A missing path, a file that is not Swift and a folder without Swift files are refused by name.
    func testBadInputIsRefusedByName() throws {
        XCTAssertThrowsError(try Porter.run(paths: [folder + "/Sources/A.swift", folder + "/nope"], dryRun: false)) {
            error in
            XCTAssertEqual(error as? PortError, .missingPath(folder + "/nope"))
        }
        XCTAssertEqual(try read("A.swift"), "import UIKit.UIGestureRecognizerSubclass\n")
        try "x".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try Porter.swiftFiles(in: [folder + "/notes.txt"])) { error in
            XCTAssertEqual(error as? PortError, .notSwift(folder + "/notes.txt"))
        }
        try FileManager.default.createDirectory(atPath: folder + "/Empty", withIntermediateDirectories: true)
        XCTAssertThrowsError(try Porter.swiftFiles(in: [folder + "/Empty"])) { error in
            XCTAssertEqual(error as? PortError, .noSwiftFiles(folder + "/Empty"))
        }
    }

    /// A file that does not parse is left unchanged and reported.
    func testAFileThatDoesNotParseIsLeftAndReported() {
        let result = Porter.port("import UIKit\nclass A {\n    func f( {\n}\n", path: "Broken.swift")
        XCTAssertEqual(result.text, "import UIKit\nclass A {\n    func f( {\n}\n")
        XCTAssertEqual(result.findings.count, 1)
        XCTAssertTrue(result.findings[0].reason.contains("does not parse"))
    }
}
