// One frame's presentation tree: every layer's presented values, depth first, with local times.
import XCTest
@testable import PassageCore

@MainActor
final class PresentationTreeTests: XCTestCase {
    /// A subtree computed from a root that has a superlayer uses the superlayer's timing (here speed 2):
    /// the values match presentation() of each layer, and update(root:at:) recomputes them in place.
    func testSubtreeRootKeepsItsAncestorsTiming() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let window = CALayer()
        window.speed = 2
        let root = CALayer()
        let leaf = CALayer()
        window.addSublayer(root)
        root.addSublayer(leaf)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        leaf.add(animation, forKey: "fade")
        loop.advance(frames: 15)
        var tree = PresentationTree(root: root, at: loop.clock.currentTime)
        XCTAssertEqual(tree.layers.map(\.layer).count, 2)
        XCTAssertTrue(tree.layers[1].layer === leaf)
        XCTAssertEqual(tree.layers[1].parentIndex, 0)
        XCTAssertEqual(Double(tree.layers[1].values.opacity), 0.5, accuracy: 1e-6)
        XCTAssertEqual(tree.layers[1].values.opacity, leaf.presentation()!.opacity)
        loop.advance(frames: 6)
        tree.update(root: root, at: loop.clock.currentTime)
        XCTAssertEqual(Double(tree.layers[1].values.opacity), 0.7, accuracy: 1e-6)
        XCTAssertEqual(tree.layers[1].localTime, 0.7, accuracy: 1e-12)
    }
}
