// `passage-port` as a user runs it: exit status 0 when everything was converted, 2 when something is left to do by
// hand (listed as file:line), 64 for bad input named in one error line with nothing written; --dry-run writes
// nothing, --diff prints a unified diff.
import Foundation
import XCTest

final class PortCommandTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.path + "/App", withIntermediateDirectories: true)
        try write("App/Clean.swift", "import UIKit\n\nclass A: NSObject {\n    @objc func tap() {}\n}\n")
        try write("App/Left.swift", "import UIKit\nlet s = NSSelectorFromString(\"tap\")\n")
    }

    override func tearDown() {
        scratch.remove()
    }

    private func write(_ name: String, _ text: String) throws {
        try text.write(toFile: scratch.path + "/" + name, atomically: true, encoding: .utf8)
    }

    private func read(_ name: String) throws -> String {
        try String(contentsOfFile: scratch.path + "/" + name, encoding: .utf8)
    }

    /// Everything converted: status 0, the file rewritten, "ported <file>" on stdout and a summary on stderr.
    func testAFullyConvertedFileExitsZero() throws {
        let run = try PassageProcess.run(["App/Clean.swift"], executable: "passage-port", in: scratch.path)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, "ported App/Clean.swift\n")
        XCTAssertEqual(run.stderrLines, ["changed 1 of 1 file; nothing left to do by hand"])
        XCTAssertEqual(try read("App/Clean.swift"), "import UIKit\n\nclass A: NSObject {\n    func tap() {}\n}\n")
    }

    /// --rewrite-imports replaces the UIKit import by Passage's; --keep-platform-conditions leaves `os(iOS)`.
    func testTheImportAndConditionOptions() throws {
        try write("App/Guarded.swift", "#if os(iOS)\nimport UIKit\nlet v = UIView()\n#endif\n")
        let run = try PassageProcess.run(
            ["App/Guarded.swift", "--rewrite-imports", "--keep-platform-conditions"], executable: "passage-port",
            in: scratch.path)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(try read("App/Guarded.swift"), "#if os(iOS)\nimport Passage\nlet v = UIView()\n#endif\n")
        try write("App/Guarded.swift", "#if os(iOS)\nimport UIKit\nlet v = UIView()\n#endif\n")
        XCTAssertEqual(
            try PassageProcess.run(["App/Guarded.swift"], executable: "passage-port", in: scratch.path).status, 0)
        XCTAssertEqual(
            try read("App/Guarded.swift"), "#if os(iOS) || os(Linux)\nimport UIKit\nlet v = UIView()\n#endif\n")
    }

    /// Something left: status 2 and the item as file:line: reason; the rest of the folder is still ported.
    func testSomethingLeftExitsTwoAndNamesTheLine() throws {
        let run = try PassageProcess.run(["App"], executable: "passage-port", in: scratch.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stdout.split(separator: "\n").map(String.init),
            [
                "ported App/Clean.swift",
                "App/Left.swift:2: left to do: selector built from a string: Passage's Selector reaches only the "
                    + "methods a class declares by selector (SelectorResponding); call the method directly, or declare it",
            ])
        XCTAssertEqual(run.stderrLines, ["changed 1 of 2 files; 1 item left to do by hand"])
    }

    /// --dry-run --diff prints the unified diff and writes nothing.
    func testADryRunPrintsTheDiffAndWritesNothing() throws {
        let run = try PassageProcess.run(
            ["App/Clean.swift", "--dry-run", "--diff"], executable: "passage-port", in: scratch.path)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(
            run.stdout,
            """
            --- a/App/Clean.swift
            +++ b/App/Clean.swift
            @@ -1,5 +1,5 @@
             import UIKit
             
             class A: NSObject {
            -    @objc func tap() {}
            +    func tap() {}
             }

            """)
        XCTAssertEqual(run.stderrLines, ["would change 1 of 1 file; nothing left to do by hand"])
        XCTAssertEqual(try read("App/Clean.swift"), "import UIKit\n\nclass A: NSObject {\n    @objc func tap() {}\n}\n")
        XCTAssertEqual(scratch.contents(), ["App", "App/Clean.swift", "App/Left.swift"])
    }

    /// Bad input is named in one error line, status 64, and nothing is written (not even the good file).
    func testBadInputExits64AndWritesNothing() throws {
        for (arguments, message) in [
            (["App/Clean.swift", "Missing"], "no such file or folder: Missing"),
            (["notes.txt"], "not a Swift source file (expected a .swift file or a folder): notes.txt"),
            ([], "expected a Swift file or a folder to port"),
        ] {
            try write("notes.txt", "hello\n")
            let run = try PassageProcess.run(arguments, executable: "passage-port", in: scratch.path)
            XCTAssertEqual(run.status, 64, "\(arguments)")
            XCTAssertEqual(run.stderrLines, ["error: " + message], "\(arguments)")
            XCTAssertEqual(run.stdout, "")
            XCTAssertEqual(
                try read("App/Clean.swift"), "import UIKit\n\nclass A: NSObject {\n    @objc func tap() {}\n}\n")
        }
    }

    /// Porting twice: the second run changes nothing and exits 0.
    func testPortingTwiceChangesNothing() throws {
        _ = try PassageProcess.run(["App/Clean.swift"], executable: "passage-port", in: scratch.path)
        let run = try PassageProcess.run(["App/Clean.swift"], executable: "passage-port", in: scratch.path)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderrLines, ["changed 0 of 1 file; nothing left to do by hand"])
    }

    /// `passage port` names the executable that ports now (status 64, nothing written); `passage --help` lists it.
    func testPassagePortSaysWhereThePortWent() throws {
        let run = try PassageProcess.run(["port", "App/Clean.swift"], in: scratch.path)
        XCTAssertEqual(run.status, 64)
        XCTAssertEqual(
            run.stderrLines,
            [
                "error: port is its own executable now, so that rendering does not build swift-syntax: "
                    + "swift run -c release passage-port <folder or files> [--dry-run] [--diff]"
            ])
        XCTAssertEqual(try read("App/Clean.swift"), "import UIKit\n\nclass A: NSObject {\n    @objc func tap() {}\n}\n")
        let help = try PassageProcess.run(["--help"], in: scratch.path)
        XCTAssertEqual(help.status, 0)
        let helpWords = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(
            helpWords.contains("port Moved to its own executable: swift run -c release passage-port"), help.stdout)
    }
}
