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
        XCTAssertEqual(tree.localTimes[1], 0.7, accuracy: 1e-12)
    }

    /// The per-frame copy of a layer's values is plain data: no retain, release or value witness.
    func testLayerPropertiesArePlainData() async {
        XCTAssertTrue(_isPOD(LayerProperties.self))
    }

    /// Object values (contents) show the model's unless an animation changes them; a discrete contents
    /// animation switches at its midpoint in the tree as in presentation(), and a tree updated in place
    /// drops an override once the animation is gone and follows a changed layer tree.
    func testObjectValuesShowTheModelsUnlessAnAnimationChangesThem() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let root = CALayer()
        let still = CALayer()
        let animated = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.addSublayer(still)
        root.addSublayer(animated)
        still.contents = "still"
        animated.contents = "model"
        CATransaction.commit()
        let swap = CABasicAnimation(keyPath: "contents")
        swap.fromValue = "from"
        swap.toValue = "to"
        swap.duration = 1
        animated.add(swap, forKey: "swap")
        loop.advance(frames: 15)
        var tree = PresentationTree(root: root, at: loop.clock.currentTime)
        XCTAssertEqual(tree.layers[1].objects.contents as? String, "still")
        XCTAssertEqual(tree.layers[2].objects.contents as? String, "from")
        XCTAssertEqual(animated.presentation()!.contents as? String, "from")
        loop.advance(frames: 30)
        tree.update(root: root, at: loop.clock.currentTime)
        XCTAssertEqual(tree.layers[2].objects.contents as? String, "to")
        XCTAssertEqual(animated.presentation()!.contents as? String, "to")
        animated.removeAllAnimations()
        tree.update(root: root, at: loop.clock.currentTime)
        XCTAssertEqual(tree.layers[2].objects.contents as? String, "model")
        still.removeFromSuperlayer()
        tree.update(root: root, at: loop.clock.currentTime)
        XCTAssertEqual(tree.layers.count, 2)
        XCTAssertTrue(tree.layers[1].layer === animated)
        XCTAssertEqual(tree.layers[1].objects.contents as? String, "model")
    }

    /// A tree updated in place frame after frame equals a tree computed afresh, bit for bit, through
    /// additive and underlying-valued animations, a sub-path animation, a model change mid-flight, a
    /// removed animation and animations that end (their fields return to the model values).
    func testInPlaceUpdateMatchesAFreshTreeThroughModelAndAnimationChanges() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let root = CALayer()
        let child = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.addSublayer(child)
        child.position = CGPoint(x: 10, y: 20)
        CATransaction.commit()
        let nudge = CABasicAnimation(keyPath: "position")
        nudge.byValue = CGPoint(x: 5, y: -5)
        nudge.isAdditive = true
        nudge.duration = 0.5
        child.add(nudge, forKey: "nudge")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.25
        fade.duration = 0.5
        child.add(fade, forKey: "fade")
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = 1.0
        spin.duration = 0.4
        child.add(spin, forKey: "spin")
        var tree = PresentationTree(root: root, at: loop.clock.currentTime)
        for frame in 1...40 {
            loop.advance(frames: 1)
            if frame == 10 {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                child.position = CGPoint(x: 30, y: 40)
                child.opacity = 0.5
                CATransaction.commit()
            }
            if frame == 20 { child.removeAnimation(forKey: "fade") }
            tree.update(root: root, at: loop.clock.currentTime)
            let fresh = PresentationTree(root: root, at: loop.clock.currentTime)
            XCTAssertEqual(
                bitPatterns(of: tree.layers[1].values), bitPatterns(of: fresh.layers[1].values), "frame \(frame)")
            XCTAssertEqual(
                bitPatterns(of: tree.layers[0].values), bitPatterns(of: fresh.layers[0].values), "frame \(frame)")
        }
        XCTAssertEqual(
            bitPatterns(of: tree.layers[1].values), bitPatterns(of: child.modelValues), "all animations over")
    }
}
