// Group opacity: a translucent layer with sublayers composites once (allowsGroupOpacity), so the overlap
// of its sublayers does not show through; without it, each sublayer is translucent on its own.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class GroupOpacityGoldenTests: XCTestCase {
    private func pair(at y: CGFloat, grouped: Bool) -> CALayer {
        let group = CALayer()
        group.frame = CGRect(x: 10, y: y, width: 140, height: 60)
        group.opacity = 0.5
        group.allowsGroupOpacity = grouped
        group.addSublayer(Golden.solid(CGRect(x: 0, y: 0, width: 90, height: 60), Golden.blue))
        group.addSublayer(Golden.solid(CGRect(x: 50, y: 0, width: 90, height: 60), Golden.red))
        return group
    }

    /// Top: grouped (the overlap is plain translucent red); bottom: not grouped (blue shows under red).
    func testGroupedAndUngroupedOverlap() async throws {
        let root = Golden.makeRoot()
        root.addSublayer(pair(at: 10, grouped: true))
        root.addSublayer(pair(at: 90, grouped: false))
        try Golden.assertMatches(root, named: "group-opacity")
    }
}
