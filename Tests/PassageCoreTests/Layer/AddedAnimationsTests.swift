// `CALayer.addedAnimations(during:)`, the replacement for swizzling `add(_:forKey:)`: it lists, in order, every
// animation a layer accepted while the body ran (explicit adds and implicit actions), with its layer and key,
// leaves them running, nests, and records nothing once it has returned.
import XCTest

@testable import PassageCore

@MainActor
final class AddedAnimationsTests: XCTestCase {
    /// Explicit adds on two layers are listed in order, with layer, key and the layer's own copy (its begin time
    /// resolved to now and a zero duration to the transaction's 0.25 s); the animations keep running.
    func testExplicitAddsAreListedInOrderAndKeepRunning() async {
        let loop = makeLoop()
        loop.advance(frames: 6)
        let a = makeLayer()
        let b = makeLayer()
        let fade = basic("opacity", from: 1, to: 0, duration: 0)
        let added = CALayer.addedAnimations {
            a.add(basic("position.x", from: 0, to: 100), forKey: "slide")
            b.add(fade, forKey: "fade")
            b.add(basic("cornerRadius", from: 0, to: 8), forKey: nil)
        }
        XCTAssertEqual(added.count, 3)
        XCTAssertTrue(added[0].layer === a)
        XCTAssertEqual(added.map(\.key), ["slide", "fade", nil])
        XCTAssertTrue(added[1].layer === b)
        XCTAssertFalse(added[1].animation === fade, "the layer's copy, not the object passed in")
        XCTAssertEqual(added[1].animation.duration, 0.25)
        XCTAssertEqual(added[1].animation.beginTime, 0.1, accuracy: 1e-9)
        XCTAssertEqual(a.animationKeys(), ["slide"])
        XCTAssertEqual(b.animationKeys(), ["fade"])
        loop.advance(frames: 30)
        XCTAssertEqual(presentedX(a), 50, accuracy: 1e-9)
    }

    /// Implicit animations (a standalone layer's property change) are added through the same path and listed.
    func testImplicitActionsAreListed() async {
        _ = makeLoop()
        let layer = makeLayer()
        let added = CALayer.addedAnimations {
            layer.opacity = 0.5
            layer.position = CGPoint(x: 40, y: 0)
        }
        XCTAssertEqual(added.map(\.key), ["opacity", "position"])
        XCTAssertEqual((added[0].animation as? CABasicAnimation)?.keyPath, "opacity")
    }

    /// An animation the layer drops (unknown key path) is not listed; a recording that has returned records
    /// nothing more.
    func testDroppedAnimationsAndLaterAddsAreNotListed() async {
        _ = makeLoop()
        let layer = makeLayer()
        let added = CALayer.addedAnimations {
            layer.add(basic("noSuchKey", from: 0, to: 1), forKey: "bad")
        }
        XCTAssertTrue(added.isEmpty)
        layer.add(basic("opacity", from: 1, to: 0), forKey: "later")
        XCTAssertTrue(added.isEmpty)
        XCTAssertTrue(FrameLoop.current.addedAnimationRecordings.isEmpty)
    }

    /// Recordings nest: the inner one lists what was added inside it, the outer one everything.
    func testRecordingsNest() async {
        _ = makeLoop()
        let layer = makeLayer()
        var inner: [CALayer.AddedAnimation] = []
        let outer = CALayer.addedAnimations {
            layer.add(basic("opacity", from: 1, to: 0), forKey: "first")
            inner = CALayer.addedAnimations {
                layer.add(basic("position.x", from: 0, to: 10), forKey: "second")
            }
            layer.add(basic("cornerRadius", from: 0, to: 4), forKey: "third")
        }
        XCTAssertEqual(inner.map(\.key), ["second"])
        XCTAssertEqual(outer.map(\.key), ["first", "second", "third"])
    }

    /// A body that throws ends its recording too.
    func testAThrowingBodyEndsItsRecording() async {
        _ = makeLoop()
        struct Failure: Error {}
        XCTAssertThrowsError(try CALayer.addedAnimations { throw Failure() })
        XCTAssertTrue(FrameLoop.current.addedAnimationRecordings.isEmpty)
    }
}
