// The fixtures, iOS code in the style of open-source transition libraries, ported and compared with their
// expected outputs exactly; the expected outputs compile (and run) in PassageSwift5Tests.
import PassagePort
import XCTest

final class FixturePortTests: XCTestCase {
    /// Each fixture ports to its expected text; only Unconvertible has findings.
    func testEveryFixturePortsToItsExpectedOutput() throws {
        for name in PortFixtures.all {
            let result = Porter.port(try PortFixtures.source(name), path: "\(name).swift")
            XCTAssertEqual(result.text, try PortFixtures.expected(name), name)
            if name != "Unconvertible" { XCTAssertEqual(result.findings, [], name) }
        }
    }

    /// Porting ported code changes nothing and reports the same findings.
    func testPortingTwiceChangesNothing() throws {
        for name in PortFixtures.all {
            let once = Porter.port(try PortFixtures.source(name), path: "\(name).swift")
            let twice = Porter.port(once.text, path: "\(name).swift")
            XCTAssertEqual(twice.text, once.text, name)
            XCTAssertEqual(twice.findings.map(\.reason), once.findings.map(\.reason), name)
        }
    }

    /// What cannot be converted is listed with the line it is on in the original file.
    func testUnconvertibleItemsAreListedWithTheirLines() throws {
        let result = Porter.port(try PortFixtures.source("Unconvertible"), path: "Unconvertible.swift")
        XCTAssertEqual(result.findings.map(\.line), [9, 10, 12, 14])
        XCTAssertEqual(result.findings.map(\.file), Array(repeating: "Unconvertible.swift", count: 4))
        XCTAssertTrue(result.findings[0].reason.hasPrefix("key-value observing of \\.progress"))
        XCTAssertTrue(result.findings[1].reason.hasPrefix("selector built from a string"))
        XCTAssertTrue(result.findings[2].reason.hasPrefix("#selector(done) in a call Passage has no selector form"))
        XCTAssertTrue(result.findings[3].reason.hasPrefix("Timer with a userInfo"))
        XCTAssertEqual(result.findings[0].description, "Unconvertible.swift:9: " + result.findings[0].reason)
    }

    /// A protocol in one file fixes the call sites in another when both are ported together.
    func testOptionalRequirementCallSitesAreFixedAcrossFiles() {
        let protocolFile = """
            @objc protocol PagerDelegate {
                @objc optional func pagerDidSettle(_ page: Int)
            }

            """
        let caller = """
            final class Pager {
                weak var delegate: PagerDelegate?
                func settle() { delegate?.pagerDidSettle?(2) }
            }

            """
        let result = Porter.port([("A.swift", protocolFile), ("B.swift", caller)])
        XCTAssertEqual(
            result.files[1].ported, caller.replacingOccurrences(of: "pagerDidSettle?(2)", with: "pagerDidSettle(2)"))
        XCTAssertEqual(
            result.files[0].ported,
            """
            protocol PagerDelegate: AnyObject {
                func pagerDidSettle(_ page: Int)
            }

            extension PagerDelegate {
                func pagerDidSettle(_ page: Int) {}
            }

            """)
    }
}
