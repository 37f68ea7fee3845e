// Every Diagnostic.Code declared in the library sources, read from the sources at test time: raw values are
// unique, kebab-case and documented, so two misuses never share an identifier tests and logs match on, and every
// code is asserted by some test (except the few listed that this machine cannot raise).
import Foundation
import XCTest

final class DiagnosticCodeCatalogTests: XCTestCase {
    /// A declared code: its Swift name, raw value and the file it is declared in.
    private struct Declared {
        let name: String
        let rawValue: String
        let file: String
        let documented: Bool
    }

    /// The repository's root folder, found from this file's path.
    private var repository: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The repository's `Sources` folder.
    private var sourcesFolder: URL { repository.appendingPathComponent("Sources") }

    /// Codes no test raises, with the reason.
    private let unasserted: [String: String] = [
        "textDrawingUnavailable": "needs a machine without the DejaVu fonts",
        "textMeasuringUnavailable": "needs a machine without the DejaVu fonts",
        "fontFileUnreadable": "needs a machine without one of the DejaVu files",
    ]

    /// The codes declared in `extension Diagnostic.Code { … }` blocks of every Swift file under Sources.
    private func declaredCodes() throws -> [Declared] {
        let declaration = try NSRegularExpression(
            pattern: #"(///[^\n]*\n\s*)?public static let (\w+)\s*=\s*Self\(rawValue: "([^"]*)"\)"#)
        var found: [Declared] = []
        let files = FileManager.default.enumerator(at: sourcesFolder, includingPropertiesForKeys: nil)!
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            var rest = Substring(text)
            while let start = rest.range(of: "extension Diagnostic.Code {") {
                let body = rest[start.upperBound...]
                let end = body.range(of: "\n}")?.lowerBound ?? body.endIndex
                let block = String(body[..<end])
                let range = NSRange(block.startIndex..., in: block)
                for match in declaration.matches(in: block, range: range) {
                    let part = { (i: Int) in Range(match.range(at: i), in: block).map { String(block[$0]) } }
                    found.append(
                        Declared(
                            name: part(2)!, rawValue: part(3)!, file: url.lastPathComponent,
                            documented: part(1) != nil))
                }
                rest = body[end...]
            }
        }
        return found
    }

    /// Every declared code has its own raw value.
    func testRawValuesAreUnique() throws {
        let codes = try declaredCodes()
        XCTAssertGreaterThan(codes.count, 150, "the catalogue is read from the sources")
        let byRawValue = Dictionary(grouping: codes, by: \.rawValue)
        for (rawValue, sharing) in byRawValue where sharing.count > 1 {
            XCTFail("\(rawValue) is declared by \(sharing.map { "\($0.name) (\($0.file))" })")
        }
        XCTAssertEqual(Set(codes.map(\.name)).count, codes.count, "Swift names are unique too")
    }

    /// Raw values are kebab-case and documented by a one-line comment.
    func testRawValuesAreKebabCaseAndDocumented() throws {
        let kebab = try NSRegularExpression(pattern: "^[a-z0-9]+(-[a-z0-9]+)*$")
        for code in try declaredCodes() {
            let range = NSRange(code.rawValue.startIndex..., in: code.rawValue)
            XCTAssertNotNil(kebab.firstMatch(in: code.rawValue, range: range), "\(code.name): \(code.rawValue)")
            XCTAssertTrue(code.documented, "\(code.name) in \(code.file) has no doc comment")
        }
    }

    /// Every code is named in some test (`.code`), where a test asserts it.
    func testEveryCodeIsAssertedByATest() throws {
        var tests = ""
        let files = FileManager.default.enumerator(
            at: repository.appendingPathComponent("Tests"), includingPropertiesForKeys: nil)!
        for case let url as URL in files where url.pathExtension == "swift" {
            tests += try String(contentsOf: url, encoding: .utf8)
        }
        let codes = try declaredCodes()
        for code in codes where unasserted[code.name] == nil {
            let use = try NSRegularExpression(pattern: "\\.\(code.name)\\b")
            let range = NSRange(tests.startIndex..., in: tests)
            XCTAssertNotNil(use.firstMatch(in: tests, range: range), "no test asserts .\(code.name) (\(code.file))")
        }
        for name in unasserted.keys {
            XCTAssertTrue(codes.contains { $0.name == name }, "\(name) is listed as unasserted but not declared")
        }
    }
}
