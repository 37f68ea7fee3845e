// `passage serve`: the live page is its own executable (so `passage render` does not build the server), and
// `passage serve` says which command to run instead.
import Foundation
import XCTest

final class ServeRedirectTests: XCTestCase {
    /// `passage serve` names the executable that serves the live page (status 64); `passage --help` lists it.
    func testPassageServeSaysWhichCommandServesTheLivePage() throws {
        let folder = FileManager.default.temporaryDirectory.path
        let run = try PassageProcess.run(["serve", "--port", "9000"], in: folder)
        XCTAssertEqual(run.status, 64)
        XCTAssertEqual(
            run.stderrLines,
            [
                "error: serve is its own executable, so that rendering does not build the server: "
                    + "swift run -c release passage-serve [--port N] [--host H]"
            ])
        XCTAssertEqual(run.stdout, "")
        let help = try PassageProcess.run(["--help"], in: folder)
        let helpWords = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(
            helpWords.contains(
                "serve Plays the demos live in a browser; its own executable: swift run -c release passage-serve"),
            help.stdout)
    }
}
