// Where the fixtures and their expected ports live, and a one-call port of a snippet.
import Foundation
import PassagePort
import XCTest

enum PortFixtures {
    /// `Tests/PassagePortTests`.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The iOS source of fixture `name`.
    static func source(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("Fixtures/\(name).swift"), encoding: .utf8)
    }

    /// The expected port of fixture `name`: compiled in PassageSwift5Tests when Passage has everything it uses,
    /// else kept in Expected/.
    static func expected(_ name: String) throws -> String {
        let compiled = folder.deletingLastPathComponent().appendingPathComponent(
            "PassageSwift5Tests/Ported/\(name).swift")
        if FileManager.default.fileExists(atPath: compiled.path) {
            return try String(contentsOf: compiled, encoding: .utf8)
        }
        return try String(contentsOf: folder.appendingPathComponent("Expected/\(name).swift"), encoding: .utf8)
    }

    static let all = [
        "SwipeToDismissInteractor", "DeckPresentation", "DisplayLinkProgress", "DrawerDelegate",
        "ButtonMenuTransition", "Unconvertible", "PublicDeckProtocol", "ScrollForwardingSheet", "ManagedCornerLayer",
        "ExtensionMembers", "NotificationPairs", "RuntimeLeftovers", "ObservedMenuButton", "InspectableBadge",
        "SelectorValueMenu", "SpinnerLayer",
    ]

    /// The fixtures whose port leaves something to do by hand.
    static let withFindings: Set<String> = ["Unconvertible", "NotificationPairs", "RuntimeLeftovers"]
}

/// Ports `text` on its own and returns the text and the findings as "line: reason".
func port(_ text: String) -> (text: String, findings: [String]) {
    let result = Porter.port(text, path: "snippet.swift")
    return (result.text, result.findings.map { "\($0.line): \($0.reason)" })
}
