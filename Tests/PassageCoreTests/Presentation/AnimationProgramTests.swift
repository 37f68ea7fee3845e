// The compiled replay of a presentation tree: while no layer changes its sublayers, animations or timing,
// `update(root:at:)` replays the compiled program, and every replayed frame equals a fresh traversal.
import XCTest

@testable import PassageCore

@MainActor
final class AnimationProgramTests: XCTestCase {
    /// A tree of layers running every kind of animation: compiled ones (a basic opacity fade, a spring on
    /// position, a fixed-ends whole-transform basic, a linear keyframe rotation, a colour fade), ones that
    /// stay evaluators (additive, a transform sub-path, a cubic keyframe, a group), two animations of one
    /// field, an animation that ends without fill part-way but stays attached, and a layer with its own
    /// timing (speed 2, time offset) above animated sublayers. Frame after frame, with model changes on
    /// animated and still layers in between, the replayed tree equals a fresh one bit for bit, local times
    /// included, and the frames without a structure change are replays.
    func testReplayedFramesEqualFreshTreesBitForBit() async {
        let loop = startLoop()
        let scene = MixedScene()
        var tree = compiledTree(of: scene, on: loop)
        // fade and tint, spring, spin and tilt; the other layers have an animation with no compiled form.
        XCTAssertEqual(tree.compiledAnimationCount, 5)
        var replays = 0
        for frame in 1...90 {
            loop.advance(frames: 1)
            if frame == 20 { scene.changeModels() }
            if frame == 50 { scene.changeStillModel() }
            tree.update(root: scene.root, at: loop.clock.currentTime)
            if tree.lastUpdateReplayed { replays += 1 }
            assertTree(tree, equalsFreshTreeOf: scene.root, at: loop.clock.currentTime, "frame \(frame)")
        }
        // The first update compiles; animations that end are removed by the frame loop (a structure change,
        // then a traversal and a new compile); every other frame is a replay.
        XCTAssertGreaterThanOrEqual(replays, 80)
        XCTAssertEqual(tree.layers.count, 9)
    }

    /// Each kind of structure change makes the next update traverse the tree again (and that update's result
    /// is a fresh tree's): a sublayer added, an animation added, an animation removed, a layer's timing
    /// changed. The update after each is a replay again.
    func testStructureChangesMakeTheNextUpdateTraverse() async {
        let loop = startLoop()
        let scene = MixedScene()
        var tree = compiledTree(of: scene, on: loop)
        XCTAssertFalse(tree.lastUpdateReplayed, "the first update compiles")
        let changes: [(String, () -> Void)] = [
            ("sublayer added", { scene.root.addSublayer(CALayer()) }),
            ("animation added", { scene.still.add(Self.fade(duration: 2), forKey: "late") }),
            ("animation removed", { scene.still.removeAnimation(forKey: "late") }),
            ("timing changed", { scene.timed.speed = 0.5 }),
        ]
        for (name, change) in changes {
            loop.advance(frames: 1)
            tree.update(root: scene.root, at: loop.clock.currentTime)
            XCTAssertTrue(tree.lastUpdateReplayed, "before: \(name)")
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            change()
            CATransaction.commit()
            loop.advance(frames: 1)
            tree.update(root: scene.root, at: loop.clock.currentTime)
            XCTAssertFalse(tree.lastUpdateReplayed, name)
            assertTree(tree, equalsFreshTreeOf: scene.root, at: loop.clock.currentTime, name)
        }
        XCTAssertEqual(tree.layers.count, 10)
    }

    /// Each frame loop keeps its own change log: a change made while one loop is current is not in another's,
    /// and a tree updated while another loop is current compiles again instead of replaying against the wrong
    /// log.
    func testEachFrameLoopKeepsItsOwnChangeLog() async {
        let loop = startLoop()
        let other = FrameLoop()
        let scene = MixedScene()
        var tree = compiledTree(of: scene, on: loop)
        let (mine, theirs) = (loop.layerChanges.endPosition, other.layerChanges.endPosition)
        let theirEpoch = other.layerChanges.structureEpoch
        scene.still.backgroundColor = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        scene.root.addSublayer(CALayer())
        XCTAssertGreaterThan(loop.layerChanges.endPosition, mine)
        XCTAssertEqual(other.layerChanges.endPosition, theirs)
        XCTAssertEqual(other.layerChanges.structureEpoch, theirEpoch)
        loop.advance(frames: 1)
        tree.update(root: scene.root, at: loop.clock.currentTime)
        tree.update(root: scene.root, at: loop.clock.currentTime)
        XCTAssertTrue(tree.lastUpdateReplayed)
        other.perform { tree.update(root: scene.root, at: loop.clock.currentTime) }
        XCTAssertFalse(tree.lastUpdateReplayed, "compiled again for the other loop's log")
        assertTree(tree, equalsFreshTreeOf: scene.root, at: loop.clock.currentTime, "updated on another loop")
    }

    /// More model changes between two frames than the change log holds: the log is cleared, and the
    /// replay that falls behind it refreshes every model rather than missing one.
    func testModelChangesBeyondTheLogsCapacityRefreshEveryModel() async {
        let loop = startLoop()
        let scene = MixedScene()
        var tree = compiledTree(of: scene, on: loop)
        let clearedBefore = LayerChangeLog.clearedCount
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for step in 0..<(LayerChangeLog.capacity + 10) {
            scene.spun.bounds = CGRect(x: 0, y: 0, width: 1 + Double(step % 7), height: 3)
        }
        scene.still.backgroundColor = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        CATransaction.commit()
        XCTAssertGreaterThan(LayerChangeLog.clearedCount, clearedBefore)
        loop.advance(frames: 1)
        tree.update(root: scene.root, at: loop.clock.currentTime)
        XCTAssertTrue(tree.lastUpdateReplayed)
        assertTree(tree, equalsFreshTreeOf: scene.root, at: loop.clock.currentTime, "after the log was cleared")
    }

    /// Animations through equal transforms share their blends: ten layers spinning through the same five
    /// rotations (each at its own phase) and three tilting between the same two transforms pool 4 + 1
    /// blends; a layer whose rotations differ in the last bit adds its own 4. Every replayed frame still
    /// equals a fresh tree.
    func testAnimationsThroughEqualTransformsShareTheirBlends() async {
        let loop = startLoop()
        let root = CALayer()
        func spin(_ scale: Double, phase: Double) -> CAKeyframeAnimation {
            let spin = CAKeyframeAnimation(keyPath: "transform")
            spin.values = (0...4).map { CATransform3DMakeRotation(CGFloat($0) * .pi / 2 * scale, 0, 0, 1) }
            spin.duration = 1
            spin.timeOffset = phase
            spin.repeatCount = .infinity
            return spin
        }
        for index in 0..<10 {
            let layer = CALayer()
            root.addSublayer(layer)
            layer.add(spin(1, phase: Double(index) / 10), forKey: "spin")
        }
        for index in 0..<3 {
            let layer = CALayer()
            root.addSublayer(layer)
            let tilt = CABasicAnimation(keyPath: "transform")
            tilt.fromValue = CATransform3DMakeScale(1, 1, 1)
            tilt.toValue = CATransform3DMakeRotation(0.5, 1, 0, 0)
            tilt.duration = 2
            tilt.timeOffset = Double(index) / 3
            layer.add(tilt, forKey: "tilt")
        }
        let odd = CALayer()
        root.addSublayer(odd)
        odd.add(spin(1.0.nextUp, phase: 0), forKey: "spin")
        var tree = PresentationTree(root: root, at: loop.clock.currentTime)
        loop.advance(frames: 1)
        tree.update(root: root, at: loop.clock.currentTime)
        XCTAssertEqual(tree.compiledAnimationCount, 14)
        XCTAssertEqual(tree.pooledTransformBlendCount, 4 + 1 + 4)
        for frame in 1...30 {
            loop.advance(frames: 1)
            tree.update(root: root, at: loop.clock.currentTime)
            XCTAssertTrue(tree.lastUpdateReplayed)
            assertTree(tree, equalsFreshTreeOf: root, at: loop.clock.currentTime, "frame \(frame)")
        }
    }

    /// What a replay copies is plain data: timing parameters and compiled animations.
    func testCompiledAnimationsArePlainData() async {
        XCTAssertTrue(_isPOD(MediaTimingParameters.self))
        XCTAssertTrue(_isPOD(CompiledAnimation.self))
    }

    /// A layer's fill mode reads back as set, even one Core Animation does not define (which behaves like
    /// `.removed`); the timing parameters hold it resolved.
    func testLayerFillModeReadsBackAsSet() async {
        FrameLoop().makeCurrent()
        let layer = CALayer()
        layer.fillMode = CAMediaTimingFillMode(rawValue: "sideways")
        XCTAssertEqual(layer.fillMode.rawValue, "sideways")
        XCTAssertEqual(layer.mediaTiming.fillMode, .removed)
        layer.fillMode = .backwards
        XCTAssertEqual(layer.fillMode, .backwards)
        XCTAssertTrue(layer.mediaTiming.fillsBackwards)
        XCTAssertEqual(CALayer(layer: layer).fillMode, .backwards)
    }

    // MARK: Support

    private func startLoop() -> FrameLoop {
        let loop = FrameLoop()
        loop.makeCurrent()
        return loop
    }

    /// A tree of `scene` made now and updated one frame later: its program is compiled.
    private func compiledTree(of scene: MixedScene, on loop: FrameLoop) -> PresentationTree {
        var tree = PresentationTree(root: scene.root, at: loop.clock.currentTime)
        loop.advance(frames: 1)
        tree.update(root: scene.root, at: loop.clock.currentTime)
        return tree
    }

    private func assertTree(
        _ tree: PresentationTree, equalsFreshTreeOf root: CALayer, at time: CFTimeInterval,
        _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let fresh = PresentationTree(root: root, at: time)
        XCTAssertEqual(tree.layers.count, fresh.layers.count, message, file: file, line: line)
        for (index, (replayed, expected)) in zip(tree.layers, fresh.layers).enumerated() {
            XCTAssertTrue(replayed.layer === expected.layer, "\(message), layer \(index)", file: file, line: line)
            XCTAssertEqual(
                replayed.parentIndex, expected.parentIndex, "\(message), layer \(index)", file: file, line: line)
            XCTAssertEqual(
                bitPatterns(of: replayed.values), bitPatterns(of: expected.values),
                "\(message), layer \(index)", file: file, line: line)
            XCTAssertEqual(
                replayed.objects.contents as? String, expected.objects.contents as? String,
                "\(message), layer \(index)", file: file, line: line)
        }
        XCTAssertEqual(
            tree.localTimes.map(\.bitPattern), fresh.localTimes.map(\.bitPattern), message, file: file, line: line)
    }

    fileprivate static func fade(duration: CFTimeInterval) -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.2
        fade.duration = duration
        fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return fade
    }
}

/// The layers of the replay tests and their animations.
@MainActor
private struct MixedScene {
    let root = CALayer()
    /// Speed 2 and a time offset, over two animated sublayers.
    let timed = CALayer()
    let faded = CALayer()
    let sprung = CALayer()
    let spun = CALayer()
    let nudged = CALayer()
    let grouped = CALayer()
    /// No animations of its own.
    let still = CALayer()
    let swapped = CALayer()

    init() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for layer in [timed, spun, nudged, grouped, still, swapped] { root.addSublayer(layer) }
        timed.addSublayer(faded)
        timed.addSublayer(sprung)
        timed.speed = 2
        timed.timeOffset = 0.1
        sprung.position = CGPoint(x: 10, y: 20)
        nudged.position = CGPoint(x: 5, y: 5)
        swapped.contents = "model"
        CATransaction.commit()

        // Compiled: an eased fade; a colour fade that ends without fill at 0.5 s but stays attached (not
        // removed on completion), so its field returns to the model during replays.
        faded.add(AnimationProgramTests.fade(duration: 1.5), forKey: "fade")
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        tint.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        tint.duration = 0.5
        tint.isRemovedOnCompletion = false
        faded.add(tint, forKey: "tint")
        // Compiled: a spring on position, repeating with autoreverse.
        let spring = CASpringAnimation(keyPath: "position")
        spring.fromValue = CGPoint(x: 10, y: 20)
        spring.toValue = CGPoint(x: 110, y: 20)
        spring.damping = 8
        spring.duration = 0.8
        spring.autoreverses = true
        spring.repeatCount = .infinity
        sprung.add(spring, forKey: "spring")
        // Compiled: a linear keyframe rotation and, on the same field, a fixed-ends transform basic added
        // after it (two animations of one field: the layer is restored whole).
        let spin = CAKeyframeAnimation(keyPath: "transform")
        spin.values = (0...4).map { CATransform3DMakeRotation(CGFloat($0) * .pi / 2, 0, 0, 1) }
        spin.duration = 1.2
        spin.repeatCount = .infinity
        spun.add(spin, forKey: "spin")
        let tilt = CABasicAnimation(keyPath: "transform")
        tilt.fromValue = CATransform3DIdentity
        tilt.toValue = CATransform3DMakeScale(2, 0.5, 1)
        tilt.duration = 0.6
        tilt.beginTime = CACurrentMediaTime() + 0.3
        spun.add(tilt, forKey: "tilt")
        // Evaluators: additive byValue and a transform sub-path; a cubic keyframe on the same layer.
        let nudge = CABasicAnimation(keyPath: "position")
        nudge.byValue = CGPoint(x: 5, y: -5)
        nudge.isAdditive = true
        nudge.duration = 0.7
        nudged.add(nudge, forKey: "nudge")
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.toValue = 1.0
        turn.duration = 0.9
        nudged.add(turn, forKey: "turn")
        let wobble = CAKeyframeAnimation(keyPath: "opacity")
        wobble.values = [1.0, 0.2, 0.8, 0.4]
        wobble.calculationMode = .cubic
        wobble.duration = 1
        wobble.repeatCount = .infinity
        nudged.add(wobble, forKey: "wobble")
        // An evaluator: a group fading and moving.
        let group = CAAnimationGroup()
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 50.0
        group.animations = [move, AnimationProgramTests.fade(duration: 0.5)]
        group.duration = 1
        group.repeatCount = .infinity
        grouped.add(group, forKey: "group")
        // An evaluator touching object values: contents switching half-way.
        let swap = CABasicAnimation(keyPath: "contents")
        swap.fromValue = "from"
        swap.toValue = "to"
        swap.duration = 1
        swapped.add(swap, forKey: "swap")
    }

    /// Changes models under animations: an animated layer's position and opacity, and a timed layer's bounds.
    func changeModels() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        sprung.position = CGPoint(x: 12, y: 30)
        faded.opacity = 0.5
        faded.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        timed.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        CATransaction.commit()
    }

    /// Changes the model of a layer without animations.
    func changeStillModel() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        still.position = CGPoint(x: 77, y: 88)
        still.cornerRadius = 4
        CATransaction.commit()
    }
}
