// observe(_:options:changeHandler:) on layers: reports model changes (what iOS KVO reports), never
// animation frames; `.initial`, `.old`, `.new`; the token stops observing when invalidated or released.
import XCTest

@testable import PassageCore

@MainActor
final class LayerObservationTests: XCTestCase {
    /// With `.old` and `.new`, each model change reports both values; a change to another property is not
    /// reported for `position`; the implicit animation's frames are never reported.
    func testModelChangesAreReportedWithOldAndNewNotAnimationFrames() async {
        let loop = makeLoop()
        let layer = makeLayer()
        var changes: [(CGPoint?, CGPoint?)] = []
        let token = layer.observe(\.position, options: [.old, .new]) { _, change in
            changes.append((change.oldValue, change.newValue))
        }
        layer.position = CGPoint(x: 10, y: 20)
        layer.opacity = 0.5
        XCTAssertNotNil(layer.animation(forKey: "position"), "the change animates implicitly")
        loop.runUntilIdle()
        XCTAssertEqual(changes.count, 1)
        XCTAssertEqual(changes.first?.0, .zero)
        XCTAssertEqual(changes.first?.1, CGPoint(x: 10, y: 20))
        withExtendedLifetime(token) {}
    }

    /// `.initial` runs the handler at once with the current value (no old value); without `.new` or `.old`
    /// the change carries neither.
    func testInitialAndEmptyOptions() async {
        _ = makeLoop()
        let layer = makeLayer()
        withoutActions { layer.opacity = 0.25 }
        var initial: [NSKeyValueObservedChange<Float>] = []
        let first = layer.observe(\.opacity, options: [.initial, .new]) { _, change in initial.append(change) }
        XCTAssertEqual(initial.count, 1)
        XCTAssertEqual(initial.first?.newValue, 0.25)
        XCTAssertNil(initial.first?.oldValue)
        XCTAssertEqual(initial.first?.kind, .setting)
        var bare: [NSKeyValueObservedChange<Float>] = []
        let second = layer.observe(\.opacity) { _, change in bare.append(change) }
        withoutActions { layer.opacity = 1 }
        XCTAssertEqual(bare.count, 1)
        XCTAssertNil(bare.first?.newValue)
        XCTAssertNil(bare.first?.oldValue)
        XCTAssertEqual(NSKeyValueObservingOptions.initial.rawValue, 4)
        withExtendedLifetime((first, second)) {}
    }

    /// Setting a layer's frame changes bounds and position but is reported once, with the final frame.
    func testFrameSetIsReportedOnce() async {
        _ = makeLoop()
        let layer = makeLayer()
        var frames: [CGRect?] = []
        let token = layer.observe(\.frame, options: .new) { _, change in frames.append(change.newValue) }
        withoutActions { layer.frame = CGRect(x: 5, y: 5, width: 40, height: 30) }
        XCTAssertEqual(frames, [CGRect(x: 5, y: 5, width: 40, height: 30)])
        withExtendedLifetime(token) {}
    }

    /// Foundation: observing stops when the token is invalidated or released.
    func testTokenStopsObservingWhenInvalidatedOrReleased() async {
        _ = makeLoop()
        let layer = makeLayer()
        var heard = 0
        let token = layer.observe(\.bounds) { _, _ in heard += 1 }
        withoutActions { layer.bounds.size.width = 10 }
        token.invalidate()
        withoutActions { layer.bounds.size.width = 20 }
        XCTAssertEqual(heard, 1)
        var released: NSKeyValueObservation? = layer.observe(\.bounds) { _, _ in heard += 1 }
        withoutActions { layer.bounds.size.width = 30 }
        XCTAssertNotNil(released)
        released = nil
        withoutActions { layer.bounds.size.width = 40 }
        XCTAssertEqual(heard, 2)
        XCTAssertTrue(layer.keyValueObservers.isEmpty)
    }
}
