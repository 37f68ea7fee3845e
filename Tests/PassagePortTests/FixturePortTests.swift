// The fixtures, iOS code in the style of open-source transition libraries, ported and compared with their
// expected outputs exactly; the expected outputs compile (and run) in PassageSwift5Tests.
import PassagePort
import XCTest

/// The article section the runtime findings point to.
enum RuntimeLeftoverFixture {
    static let article = "(Porting iOS code: What Swift can give of the Objective-C runtime)"
}

final class FixturePortTests: XCTestCase {
    /// Each fixture ports to its expected text; only those listed with findings have any.
    func testEveryFixturePortsToItsExpectedOutput() throws {
        for name in PortFixtures.all {
            let result = Porter.port(try PortFixtures.source(name), path: "\(name).swift")
            XCTAssertEqual(result.text, try PortFixtures.expected(name), name)
            if !PortFixtures.withFindings.contains(name) { XCTAssertEqual(result.findings, [], name) }
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

    /// The key-value observing fixture indented with two spaces or with tabs ports to its expected output
    /// indented the same way: the observation handlers, the `if let` around an optional chain's observation
    /// and the added storage property follow the file's own indentation.
    func testKeyValueObservingFollowsTheFilesIndentation() throws {
        let source = try PortFixtures.source("ObservedMenuButton")
        let expected = try PortFixtures.expected("ObservedMenuButton")
        for unit in ["  ", "\t"] {
            let ported = Porter.port(reindented(source, unit), path: "ObservedMenuButton.swift")
            XCTAssertEqual(ported.text, reindented(expected, unit), unit == "\t" ? "tabs" : "two spaces")
            XCTAssertEqual(ported.findings, [])
        }
    }

    /// `text` with each four spaces of every line's leading indentation replaced by `unit`.
    private func reindented(_ text: String, _ unit: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let spaces = line.prefix { $0 == " " }.count
            return String(repeating: unit, count: spaces / 4) + String(repeating: " ", count: spaces % 4)
                + String(line.dropFirst(spaces))
        }
        return lines.joined(separator: "\n")
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

    /// Message forwarding, method swizzling and an override of a member declared in an extension that stays
    /// there are reported with their lines and the replacement; the `#selector`s of the swizzle are not reported
    /// again.
    func testRuntimeLeftoversAreReportedWithTheirReplacement() throws {
        let result = Porter.port(try PortFixtures.source("RuntimeLeftovers"), path: "RuntimeLeftovers.swift")
        XCTAssertEqual(result.findings.map(\.line), [7, 11, 18, 19, 20, 39])
        let reasons = result.findings.map(\.reason)
        XCTAssertTrue(reasons[0].hasPrefix("override of responds(to:):"), reasons[0])
        XCTAssertTrue(reasons[0].contains("SelectorResponding"), reasons[0])
        XCTAssertTrue(reasons[1].hasPrefix("forwardingTarget: message forwarding"), reasons[1])
        XCTAssertTrue(reasons[1].contains("forward each method to its target by hand"), reasons[1])
        for swizzle in reasons[2...4] {
            XCTAssertTrue(swizzle.hasPrefix("method swizzling: Swift on Linux has no Objective-C runtime"), swizzle)
            XCTAssertTrue(swizzle.contains("subclass and override the method"), swizzle)
        }
        XCTAssertEqual(
            reasons[5],
            "override of shuffle, which Cards.Deck declares in an extension: Swift cannot override a member "
                + "declared in an extension; move shuffle into Cards.Deck's class body "
                + RuntimeLeftoverFixture.article)
        XCTAssertTrue(reasons.allSatisfy { $0.hasSuffix(RuntimeLeftoverFixture.article) })
    }

    /// Forwarding methods declared for another purpose are not reported, and a swizzle of `CALayer.add(_:forKey:)`
    /// gets only its own finding, never the generic one.
    func testRuntimeLeftoversNeedTheForwardingSignatureAndLeaveLayerAddSwizzlesAlone() {
        let source = """
            final class Router {
                func forwardingTarget(_ path: String) -> String { path }
            }
            extension CALayer {
                static func swizzle() {
                    let a = class_getInstanceMethod(CALayer.self, #selector(add(_:forKey:)))!
                    let b = class_getInstanceMethod(CALayer.self, #selector(hero_add(anim:forKey:)))!
                    method_exchangeImplementations(a, b)
                }
            }

            """
        let reasons = Porter.port(source).findings.map(\.reason)
        XCTAssertFalse(
            reasons.contains { $0.contains("message forwarding") || $0.hasPrefix("method swizzling") }, "\(reasons)")
        XCTAssertEqual(reasons.filter { $0.hasPrefix("swizzling CALayer.add(_:forKey:)") }.count, 3, "\(reasons)")
    }

    /// Observers are removed as they were added: by name and object, or all at once; a class whose only observer
    /// cannot be rewritten keeps its removals as written (it gets no observer list to refer to).
    func testNotificationRemovalsPairWithTheirObservers() throws {
        let result = Porter.port(try PortFixtures.source("NotificationPairs"), path: "NotificationPairs.swift")
        XCTAssertEqual(result.findings.map(\.line), [35])
        XCTAssertTrue(
            result.text.contains(
                "notificationObservers.removeObservers(from: NotificationCenter.default, name: "
                    + "UIResponder.keyboardWillShowNotification, object: nil)"))
        let twoArgument = try XCTUnwrap(result.text.range(of: "final class TwoArgumentObserver"))
        let rest = result.text[twoArgument.lowerBound...]
        XCTAssertFalse(rest.contains("notificationObservers"), "no rewrite names a property it did not declare")
        XCTAssertTrue(rest.contains("NotificationCenter.default.removeObserver(self, name: .NSCalendarDayChanged"))
        XCTAssertEqual(result.text.components(separatedBy: "private let notificationObservers").count, 2)
    }

    /// Overrides, `open` members and members a subclass overrides leave an extension that adds a conformance
    /// for the class body; the conformance and its other members stay.
    func testExtensionMembersToBeOverriddenMoveIntoTheClass() throws {
        let result = Porter.port(try PortFixtures.source("ExtensionMembers"), path: "ExtensionMembers.swift")
        let text = result.text
        let classBody = try XCTUnwrap(text.range(of: "open class CardController")).lowerBound
        let conformance = try XCTUnwrap(
            text.range(of: "extension CardController: UIViewControllerTransitioningDelegate"))
        for member in ["open override func viewDidLoad", "open func cardDidOpen", "func cardWillClose"] {
            let found = try XCTUnwrap(text.range(of: member), member)
            XCTAssertTrue(found.lowerBound > classBody && found.lowerBound < conformance.lowerBound, member)
        }
        XCTAssertTrue(text[conformance.upperBound...].contains("public func animationController(forDismissed"))
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
