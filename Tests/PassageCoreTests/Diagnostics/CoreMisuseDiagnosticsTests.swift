// Misuse of the engine gets its defined outcome and a typed diagnostic on the loop it happened on: animations,
// transactions, display links, the frame loop and its clock, observation, layers, paths, images, graphics contexts
// and timing functions. Each test pins the code and what Passage did.
import Foundation
import XCTest

@testable import PassageCore

/// An object Passage cannot observe (it has no model).
private final class Unobservable: PassageKeyValueObserving {
    var value = 0
}

/// A display link target of the wrong class.
private final class Ticker {
    func tick(_ link: CADisplayLink) {}
}

@MainActor
final class CoreMisuseDiagnosticsTests: XCTestCase {
    /// Adds `animation` to a fresh layer at x = 0, steps half a second and returns the presented x and the loop.
    private func addToLayer(_ animation: CAAnimation) -> (x: CGFloat, loop: FrameLoop) {
        let loop = makeLoop()
        let layer = makeLayer()
        layer.add(animation, forKey: "a")
        loop.advance(frames: 30)
        return (presentedX(layer), loop)
    }

    // MARK: Animations

    /// A property animation without a key path does nothing.
    func testAnimationWithoutKeyPathDoesNothing() async {
        let animation = CABasicAnimation()
        animation.toValue = 100
        let (x, loop) = addToLayer(animation)
        XCTAssertEqual(x, 0)
        XCTAssertEqual(loop.diagnostics.last?.code, .animationWithoutKeyPath)
        XCTAssertEqual(loop.diagnostics.last?.severity, .warning)
    }

    /// An unknown key path does nothing.
    func testAnimationOfUnknownKeyPathDoesNothing() async {
        let (x, loop) = addToLayer(basic("position.w", to: 100))
        XCTAssertEqual(x, 0)
        XCTAssertEqual(loop.diagnostics.last?.code, .animationUnknownKeyPath)
    }

    /// A value of the wrong type for the key path does nothing.
    func testAnimationValueOfTheWrongTypeDoesNothing() async {
        let (x, loop) = addToLayer(basic("position.x", to: "far"))
        XCTAssertEqual(x, 0)
        XCTAssertEqual(loop.diagnostics.last?.code, .animationValueMismatch)
    }

    /// A keyframe path on a key path that is not a point does nothing.
    func testKeyframePathOnAScalarKeyPathDoesNothing() async {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        animation.path = path
        animation.duration = 1
        let (x, loop) = addToLayer(animation)
        XCTAssertEqual(x, 0)
        XCTAssertEqual(loop.diagnostics.last?.code, .keyframePathNeedsPointKeyPath)
    }

    /// A keyframe animation with neither values nor a path does nothing.
    func testKeyframeAnimationWithoutValuesDoesNothing() async {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.duration = 1
        let (x, loop) = addToLayer(animation)
        XCTAssertEqual(x, 0)
        XCTAssertEqual(loop.diagnostics.last?.code, .keyframeAnimationWithoutValues)
    }

    /// Key times that do not fit the values give evenly spaced key times (halfway: halfway between 0 and 100).
    func testKeyTimesThatDoNotFitAreEvenlySpaced() async {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 100]
        animation.keyTimes = [0, 0.9, 0.95, 1]
        animation.duration = 1
        let (x, loop) = addToLayer(animation)
        XCTAssertEqual(x, 50, accuracy: 0.001)
        XCTAssertEqual(loop.diagnostics.last?.code, .keyframeTimingInvalid)
    }

    /// A plain CAAnimation is abstract: added, it does nothing.
    func testAbstractAnimationDoesNothing() async {
        let (x, loop) = addToLayer(CAAnimation())
        XCTAssertEqual(x, 0)
        XCTAssertEqual(loop.diagnostics.last?.code, .abstractAnimationAdded)
    }

    /// An animation added to a presentation layer is ignored: the model layer shows none.
    func testAnimationOnAPresentationLayerIsIgnored() async {
        let loop = makeLoop()
        let layer = makeLayer()
        layer.presentation()!.add(basic("position.x", to: 100), forKey: "a")
        loop.advance(frames: 30)
        XCTAssertEqual(presentedX(layer), 0)
        XCTAssertNil(layer.animationKeys())
        XCTAssertEqual(loop.diagnostics.last?.code, .animationAddedToPresentationLayer)
    }

    /// A negative duration becomes the transaction's duration (0.25 s): the animation ends after 15 frames.
    func testNegativeAnimationDurationUsesTheTransactionDuration() async {
        let loop = makeLoop()
        let layer = makeLayer()
        layer.add(basic("position.x", from: 0, to: 100, duration: -1), forKey: "a")
        XCTAssertEqual(layer.animation(forKey: "a")?.duration, 0.25)
        XCTAssertEqual(loop.diagnostics.last?.code, .animationDurationInvalid)
    }

    // MARK: Transactions, display links, the frame loop and its clock

    /// A commit without a begin is ignored.
    func testCommitWithoutBeginIsIgnored() async {
        let loop = makeLoop()
        loop.advance(frames: 1)
        CATransaction.commit()
        XCTAssertEqual(loop.diagnostics.last?.code, .transactionCommitWithoutBegin)
    }

    /// A negative transaction duration is ignored: the default 0.25 s stays.
    func testNegativeTransactionDurationIsIgnored() async {
        let loop = makeLoop()
        CATransaction.begin()
        CATransaction.setAnimationDuration(-1)
        XCTAssertEqual(CATransaction.animationDuration(), 0.25)
        CATransaction.commit()
        XCTAssertEqual(loop.diagnostics.last?.code, .transactionDurationInvalid)
        XCTAssertEqual(loop.diagnostics.last?.severity, .warning)
    }

    /// A display link whose target is not of its action's class calls nothing.
    func testDisplayLinkWithAMismatchedTargetCallsNothing() async {
        let loop = makeLoop()
        let link = CADisplayLink(target: NSObject(), action: Ticker.tick)
        XCTAssertEqual(loop.diagnostics.last?.code, .displayLinkTargetMismatch)
        XCTAssertEqual(loop.diagnostics.last?.severity, .error)
        link.invalidate()
    }

    /// A display link added after it was invalidated is not run.
    func testDisplayLinkAddedAfterInvalidateIsIgnored() async {
        let loop = makeLoop()
        var ticks = 0
        let link = CADisplayLink { _ in ticks += 1 }
        link.invalidate()
        link.add(to: .main, forMode: .common)
        loop.advance(frames: 3)
        XCTAssertEqual(ticks, 0)
        XCTAssertEqual(loop.diagnostics.last?.code, .displayLinkAddedAfterInvalidate)
    }

    /// A frame rate outside 1…1000 keeps the previous rate.
    func testFrameRateOutOfRangeKeepsThePreviousRate() async {
        let loop = makeLoop()
        loop.framesPerSecond = 0
        XCTAssertEqual(loop.framesPerSecond, 60)
        XCTAssertEqual(loop.diagnostics.last?.code, .framesPerSecondOutOfRange)
    }

    /// runUntilIdle with work left after its timeout gives up and says so.
    func testRunUntilIdleGivesUpAtItsTimeout() async {
        let loop = makeLoop()
        let layer = makeLayer()
        layer.add(basic("position.x", to: 100, duration: 10), forKey: "a")
        XCTAssertFalse(loop.runUntilIdle(timeout: 1))
        XCTAssertEqual(loop.diagnostics.last?.code, .runUntilIdleTimedOut)
    }

    /// A snapshot renderer with a scale of 0 renders at 1.
    func testSnapshotRendererScaleOfZeroBecomesOne() async {
        let loop = makeLoop()
        let renderer = FrameLoop.SnapshotRenderer(scale: 0) { _, _ in nil }
        XCTAssertEqual(renderer.scale, 1)
        XCTAssertEqual(loop.diagnostics.last?.code, .snapshotRendererScaleInvalid)
    }

    /// A virtual clock refuses to go back or by a non-finite step.
    func testVirtualClockRefusesToGoBack() async {
        let loop = makeLoop()
        let clock = VirtualClock()
        clock.advance(by: 1)
        clock.advance(by: -1)
        XCTAssertEqual(clock.currentTime, 1)
        XCTAssertEqual(loop.diagnostics.last?.code, .clockAdvanceInvalid)
        clock.set(to: 0.5)
        XCTAssertEqual(clock.currentTime, 1)
        XCTAssertEqual(loop.diagnostics.last?.code, .clockSetInvalid)
    }

    /// Observing an object with no model observes nothing.
    func testObservingAnObjectWithoutAModelObservesNothing() async {
        let loop = makeLoop()
        let object = Unobservable()
        var calls = 0
        let token = object.observe(\.value, options: [.initial]) { _, _ in calls += 1 }
        object.value = 1
        XCTAssertEqual(calls, 0)
        XCTAssertEqual(loop.diagnostics.last?.code, .observeWithoutModel)
        token.invalidate()
    }

    // MARK: Layers

    /// Converting between layers of different trees returns the value unchanged.
    func testConvertBetweenTreesReturnsTheValueUnchanged() async {
        let loop = makeLoop()
        let a = makeLayer(position: CGPoint(x: 50, y: 50))
        let b = makeLayer(position: CGPoint(x: 300, y: 300))
        XCTAssertEqual(a.convert(CGPoint(x: 1, y: 2), to: b), CGPoint(x: 1, y: 2))
        XCTAssertEqual(loop.diagnostics.last?.code, .convertBetweenLayerTrees)
    }

    /// setValue(_:forKeyPath:) with an unknown key path is ignored.
    func testSetValueForAnUnknownKeyPathIsIgnored() async {
        let loop = makeLoop()
        let layer = makeLayer()
        layer.setValue(3, forKeyPath: "position.w")
        XCTAssertEqual(layer.position, .zero)
        XCTAssertEqual(loop.diagnostics.last?.code, .layerValueForKeyPathRejected)
    }

    /// A layer cannot become its own descendant; replacing a layer that is not a sublayer does nothing.
    func testSublayerCyclesAndForeignReplacementsAreIgnored() async {
        let loop = makeLoop()
        let parent = CALayer()
        let child = CALayer()
        parent.addSublayer(child)
        child.addSublayer(parent)
        XCTAssertNil(parent.superlayer)
        XCTAssertEqual(loop.diagnostics.last?.code, .sublayerCycle)
        let stranger = CALayer()
        parent.replaceSublayer(stranger, with: CALayer())
        XCTAssertEqual(parent.sublayers?.count, 1)
        XCTAssertTrue(parent.sublayers?.first === child)
        XCTAssertEqual(loop.diagnostics.last?.code, .replaceSublayerNotASublayer)
    }

    // MARK: Paths, images, drawing and timing functions

    /// Rounded corners larger than half the rect are clamped: the path still fits the rect.
    func testRoundedRectCornersAreClamped() async {
        let loop = makeLoop()
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 50, cornerHeight: 50)
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(loop.diagnostics.last?.code, .roundedRectCornerClamped)
    }

    /// A line with no current point is ignored.
    func testLineWithoutACurrentPointIsIgnored() async {
        let loop = makeLoop()
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 10, y: 10))
        XCTAssertTrue(path.isEmpty)
        XCTAssertEqual(loop.diagnostics.last?.code, .pathElementWithoutCurrentPoint)
    }

    /// Pixels that do not fit the size give no image.
    func testImageWithTooFewPixelsIsNil() async {
        let loop = makeLoop()
        XCTAssertNil(CGImage(width: 2, height: 2, pixels: [0, 0, 0, 0]))
        XCTAssertEqual(loop.diagnostics.last?.code, .imagePixelCountMismatch)
    }

    /// A drawn image without a render server has transparent pixels.
    func testDrawnImageWithoutARendererIsTransparent() async {
        let loop = makeLoop()
        let drawing = DisplayList(size: CGSize(width: 2, height: 2), commands: [])
        let image = CGImage(drawing: drawing, scale: 1, rasterizer: nil)
        XCTAssertEqual(image.pixels, [UInt8](repeating: 0, count: 16))
        XCTAssertEqual(loop.diagnostics.last?.code, .drawnImageWithoutRenderer)
    }

    /// A drawn image read first off the main thread is transparent that time; the diagnostic is only logged,
    /// since no frame loop can be reached from that thread.
    func testDrawnImageReadOffTheMainThreadIsTransparentAndOnlyLogged() async {
        let loop = makeLoop()
        let drawing = DisplayList(size: CGSize(width: 1, height: 1), commands: [])
        let image = CGImage(drawing: drawing, scale: 1) { _ in [255, 255, 255, 255] }
        let read = await Task.detached { image.pixels }.value
        XCTAssertEqual(read, [0, 0, 0, 0])
        XCTAssertFalse(loop.diagnostics.contains { $0.code == .drawnImageReadOffMainThread })
        XCTAssertEqual(image.pixels, [255, 255, 255, 255], "rasterized when read on the main thread")
    }

    /// restoreGState without a saveGState is ignored.
    func testRestoreWithoutSaveIsIgnored() async {
        let loop = makeLoop()
        let context = CGContext(canvas: CGRect(x: 0, y: 0, width: 10, height: 10))
        context.translateBy(x: 5, y: 0)
        context.restoreGState()
        XCTAssertEqual(context.ctm, CGAffineTransform(translationX: 5, y: 0))
        XCTAssertEqual(loop.diagnostics.last?.code, .restoreGStateWithoutSave)
    }

    /// An unknown timing function name is linear; a control point index past 3 writes nothing.
    func testUnknownTimingFunctionIsLinearAndBadIndexWritesNothing() async {
        let loop = makeLoop()
        let function = CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: "bouncy"))
        XCTAssertEqual(function, CAMediaTimingFunction(name: .linear))
        XCTAssertEqual(loop.diagnostics.last?.code, .timingFunctionUnknownName)
        var point: [Float] = [7, 7]
        function.getControlPoint(at: 4, values: &point)
        XCTAssertEqual(point, [7, 7])
        XCTAssertEqual(loop.diagnostics.last?.code, .timingFunctionControlPointOutOfRange)
    }
}
