// Text: a CATextLayer drawn through FreeType in DejaVu Sans, aligned and wrapped in its bounds.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class TextGoldenTests: XCTestCase {
    /// "Passage" centred at 24 pt, and a wrapped left-aligned line at 14 pt.
    func testCenteredTitleAndWrappedBody() async throws {
        let root = Golden.makeRoot()
        let title = CATextLayer()
        title.frame = CGRect(x: 10, y: 10, width: 140, height: 32)
        title.string = "Passage"
        title.fontSize = 24
        title.foregroundColor = Golden.black
        title.alignmentMode = .center
        let body = CATextLayer()
        body.frame = CGRect(x: 10, y: 60, width: 140, height: 90)
        body.string = "Custom transitions, frame by frame"
        body.fontSize = 14
        body.isWrapped = true
        body.foregroundColor = Golden.blue
        root.addSublayer(title)
        root.addSublayer(body)
        try Golden.assertMatches(root, named: "text")
    }
}
