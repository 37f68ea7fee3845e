// `passage list` prints every demo, one line each: its name, then what it shows.
import Foundation
import PassageDemos
import XCTest

@MainActor
final class ListCommandTests: XCTestCase {
    /// One line per demo of the catalog, in its order, name first and the summary after it.
    func testListPrintsEveryDemoWithItsSummary() async throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let run = try PassageProcess.run(["list"], in: scratch.path)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stderr, "")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, DemoCatalog.all.count)
        for (line, demo) in zip(lines, DemoCatalog.all) {
            XCTAssertTrue(line.hasPrefix(demo.name + " "), line)
            XCTAssertTrue(line.hasSuffix("  " + demo.summary), line)
        }
    }

    /// Summaries speak to people outside this repository: they cite sessions, articles and talks by name, never
    /// seeds or issue numbers.
    func testSummariesCiteNoDocumentOutsideTheRepository() async {
        let projectReference = try! NSRegularExpression(
            pattern: #"\b(seed|issue) ?#?0*\d+|\bseed'?s?\b"#, options: .caseInsensitive)
        for demo in DemoCatalog.all {
            let range = NSRange(demo.summary.startIndex..., in: demo.summary)
            XCTAssertNil(projectReference.firstMatch(in: demo.summary, range: range), "\(demo.name): \(demo.summary)")
        }
    }
}
