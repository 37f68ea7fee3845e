// Misuse of views and what works on them gets its defined outcome and a typed diagnostic on the loop of the
// view's window: view animation, the hierarchy, images and drawing, scroll views, touch input, gestures, controls,
// Auto Layout and the device. Each test pins the code and what Passage did.
import Foundation
import XCTest

@testable import PassageCore
@testable import PassageUI

/// A view whose layer class is not a layer.
private final class BrokenLayerView: UIView {
    override class var layerClass: AnyClass { NSObject.self }
}

/// A control that is not a button.
private final class Dial: UIControl {}

/// A target whose actions expect a dial or a pan recognizer.
@MainActor
private final class Handler {
    var calls = 0
    func turned(_ sender: Dial) { calls += 1 }
    func panned(_ recognizer: UIPanGestureRecognizer) { calls += 1 }
    func fired() { calls += 1 }
}

/// A scroll view delegate that proposes a non-finite target offset.
@MainActor
private final class NaNTarget: UIScrollViewDelegate {
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        targetContentOffset.pointee = CGPoint(x: 0, y: CGFloat.nan)
    }
}

@MainActor
final class ViewMisuseDiagnosticsTests: XCTestCase {
    private var keep: [AnyObject] = []

    /// A fresh loop with a visible 400 × 800 window.
    private func makeStage() -> (FrameLoop, UIWindow) {
        let loop = FrameLoop()
        loop.makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.makeKeyAndVisible()
        keep.append(window)
        return (loop, window)
    }

    /// A view's misuse is raised on its window's loop, even while another loop is current.
    func testAViewsDiagnosticGoesToItsWindowsLoop() async {
        let (loop, window) = makeStage()
        let view = UIView()
        window.addSubview(view)
        let other = FrameLoop()
        other.makeCurrent()
        view.addSubview(view)
        XCTAssertEqual(loop.diagnostics.last?.code, .subviewCycle)
        XCTAssertTrue(other.diagnostics.isEmpty)
        XCTAssertNil(view.superview === view ? view : nil)
    }

    // MARK: View animation

    /// UIView.transition(from:to:) whose from view has no superview does nothing; its completion gets false.
    func testTransitionFromAViewWithoutSuperviewDoesNothing() async {
        let (loop, _) = makeStage()
        var finished: Bool?
        UIView.transition(from: UIView(), to: UIView(), duration: 0.3, options: []) { finished = $0 }
        loop.advance(frames: 1)
        XCTAssertEqual(finished, false)
        XCTAssertEqual(loop.diagnostics.first?.code, .transitionFromViewWithoutSuperview)
    }

    /// addKeyframe outside animateKeyframes applies its changes at once.
    func testKeyframeOutsideAnimateKeyframesAppliesAtOnce() async {
        let (loop, window) = makeStage()
        let view = makeView()
        window.addSubview(view)
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }
        XCTAssertEqual(view.alpha, 0.5)
        XCTAssertNil(view.layer.animationKeys())
        XCTAssertEqual(loop.diagnostics.last?.code, .keyframeOutsideAnimateKeyframes)
    }

    /// A keyframe start time outside 0…1 is clamped: a start of 2 becomes 1 (the change lands at the end).
    func testKeyframeFractionOutOfRangeIsClamped() async {
        let (loop, window) = makeStage()
        let view = makeView()
        window.addSubview(view)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: -1, relativeDuration: 0.5) { view.alpha = 0 }
        }
        XCTAssertEqual(loop.diagnostics.last?.code, .keyframeFractionOutOfRange)
        loop.advance(frames: 15)
        XCTAssertEqual(view.presentedAlpha, 0.5, accuracy: 0.05, "starts at 0, halfway at 0.25 s")
    }

    /// A spring damping ratio of 0 uses the smallest usable ratio and still animates to the end.
    func testSpringDampingOfZeroStillAnimates() async {
        let (loop, window) = makeStage()
        let view = makeView()
        window.addSubview(view)
        UIView.animate(
            withDuration: 0.3, delay: 0, usingSpringWithDamping: 0, initialSpringVelocity: 0, options: [],
            animations: { view.center = CGPoint(x: 100, y: 0) })
        XCTAssertEqual(loop.diagnostics.last?.code, .springDampingInvalid)
        XCTAssertEqual(view.center, CGPoint(x: 100, y: 0))
    }

    /// A negative duration is 0: the change is not animated over time.
    func testNegativeViewAnimationDurationIsZero() async {
        let (loop, window) = makeStage()
        let view = makeView()
        window.addSubview(view)
        var finished: Bool?
        UIView.animate(withDuration: -1, animations: { view.alpha = 0 }, completion: { finished = $0 })
        XCTAssertEqual(loop.diagnostics.last?.code, .viewAnimationTimeInvalid)
        loop.advance(frames: 2)
        XCTAssertEqual(view.presentedAlpha, 0)
        XCTAssertEqual(finished, true)
    }

    // MARK: Views, images and drawing

    /// A layer class that is not a layer gives a plain CALayer.
    func testLayerClassThatIsNotALayerGivesACALayer() async {
        let (loop, _) = makeStage()
        let view = BrokenLayerView(frame: .zero)
        XCTAssertTrue(type(of: view.layer) == CALayer.self)
        XCTAssertEqual(loop.diagnostics.last?.code, .layerClassNotALayer)
    }

    /// exchangeSubview with an index out of range is ignored; a view cannot be its own subview.
    func testExchangeOutOfRangeAndSelfSubviewAreIgnored() async {
        let (loop, window) = makeStage()
        let a = UIView()
        let b = UIView()
        window.addSubview(a)
        window.addSubview(b)
        window.exchangeSubview(at: 0, withSubviewAt: 5)
        XCTAssertTrue(window.subviews.first === a)
        XCTAssertEqual(loop.diagnostics.last?.code, .exchangeSubviewIndexOutOfRange)
        a.addSubview(window)
        XCTAssertNil(window.superview)
        XCTAssertEqual(loop.diagnostics.last?.code, .subviewCycle)
    }

    /// A resizable snapshot of an empty rectangle is nil.
    func testSnapshotOfAnEmptyRectIsNil() async {
        let (loop, window) = makeStage()
        XCTAssertNil(window.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero))
        XCTAssertEqual(loop.diagnostics.last?.code, .snapshotRectInvalid)
    }

    /// An image scale of 0 is 1.
    func testImageScaleOfZeroIsOne() async {
        let (loop, _) = makeStage()
        let image = UIImage(
            cgImage: CGImage(width: 1, height: 1, red: 0, green: 0, blue: 0)!, scale: 0, orientation: .up)
        XCTAssertEqual(image.scale, 1)
        XCTAssertEqual(loop.diagnostics.last?.code, .imageScaleInvalid)
    }

    /// Drawing with no current context draws nothing; popping or ending a context that is not there is ignored.
    func testGraphicsCallsWithoutAContextAreIgnored() async {
        let (loop, _) = makeStage()
        UIColor.red.setFill()
        XCTAssertNil(UIGraphicsGetCurrentContext())
        XCTAssertEqual(loop.diagnostics.last?.code, .noCurrentGraphicsContext)
        UIGraphicsPopContext()
        XCTAssertEqual(loop.diagnostics.last?.code, .graphicsPopWithoutPush)
        UIGraphicsEndImageContext()
        XCTAssertEqual(loop.diagnostics.last?.code, .graphicsEndWithoutImageContext)
    }

    // MARK: Scroll views

    /// A non-finite content offset is ignored; a deceleration rate of 1 is kept but coasts as a usable rate.
    func testScrollViewRefusesNonFiniteOffsetsAndFlagsRates() async {
        let (loop, window) = makeStage()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        window.addSubview(scrollView)
        scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.nan), animated: false)
        XCTAssertEqual(scrollView.contentOffset, .zero)
        XCTAssertEqual(loop.diagnostics.last?.code, .contentOffsetNotFinite)
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1)
        XCTAssertEqual(loop.diagnostics.last?.code, .decelerationRateOutOfRange)
    }

    /// A non-finite target offset from scrollViewWillEndDragging is replaced by the proposed one.
    func testNonFiniteTargetOffsetUsesTheProposedOne() async {
        let (loop, window) = makeStage()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        let delegate = NaNTarget()
        scrollView.delegate = delegate
        window.addSubview(scrollView)
        scrollView.endDragging(velocity: CGPoint(x: 0, y: 500))
        XCTAssertEqual(loop.diagnostics.last?.code, .targetContentOffsetNotFinite)
        loop.advance(frames: 120)
        XCTAssertTrue(scrollView.contentOffset.y.isFinite)
        XCTAssertGreaterThan(scrollView.contentOffset.y, 0)
    }

    // MARK: Events and touch input

    /// Touch input that is out of order, duplicated, non-finite, unbegun or a pointer phase is refused.
    func testBadTouchInputIsRefused() async {
        let (loop, _) = makeStage()
        let app = UIApplication.shared
        func send(_ touches: [(Int, UITouch.Phase, CGFloat)], at time: TimeInterval) {
            app.sendTouchInput(
                touches.map { TouchTrace.Touch(finger: $0.0, phase: $0.1, location: CGPoint(x: $0.2, y: 10)) },
                timestamp: time)
        }
        send([(0, .began, 10), (0, .began, 20)], at: 0)
        XCTAssertEqual(loop.diagnostics.last?.code, .touchInputDuplicateFinger)
        send([(1, .began, .nan)], at: 0.1)
        XCTAssertEqual(loop.diagnostics.last?.code, .touchInputLocationNotFinite)
        send([(0, .began, 10)], at: 0.2)
        XCTAssertEqual(loop.diagnostics.last?.code, .touchBeganWhileDown)
        send([(2, .moved, 10)], at: 0.3)
        XCTAssertEqual(loop.diagnostics.last?.code, .touchNeverBegan)
        send([(3, .regionEntered, 10)], at: 0.4)
        XCTAssertEqual(loop.diagnostics.last?.code, .touchInputPointerPhase)
        send([(0, .moved, 30)], at: 0.1)
        XCTAssertEqual(loop.diagnostics.last?.code, .touchInputTimeInvalid)
        send([(0, .ended, .nan)], at: 0.5)
        XCTAssertEqual(loop.diagnostics.last?.code, .touchInputLiftLocationNotFinite)
    }

    /// endIgnoringInteractionEvents without a begin is ignored.
    func testUnbalancedEndIgnoringInteractionEventsIsIgnored() async {
        let (loop, _) = makeStage()
        UIApplication.shared.endIgnoringInteractionEvents()
        XCTAssertFalse(UIApplication.shared.isIgnoringInteractionEvents)
        XCTAssertEqual(loop.diagnostics.last?.code, .endIgnoringInteractionEventsUnbalanced)
    }

    /// An unbalanced end of orientation notifications is ignored.
    func testUnbalancedEndOfOrientationNotificationsIsIgnored() async {
        let (loop, _) = makeStage()
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
        XCTAssertEqual(UIDevice.current.orientation, .unknown)
        XCTAssertEqual(loop.diagnostics.last?.code, .orientationNotificationsUnbalanced)
    }

    // MARK: Gestures and controls

    /// Illegal state changes get defined results: .changed while possible fails, .failed after began cancels,
    /// .began again is ignored, and a state after the end is ignored.
    func testIllegalRecognizerStatesGetDefinedResults() async {
        let bench = TouchBench()
        let loop = bench.loop
        let recognizer = UIGestureRecognizer()
        bench.window.addGestureRecognizer(recognizer)
        bench.send([(0, .began, 10, 10)], at: 0)
        recognizer.state = .changed
        XCTAssertEqual(recognizer.state, .failed)
        XCTAssertEqual(loop.diagnostics.last?.code, .gestureStateSkipsBegan)
        recognizer.state = .began
        XCTAssertEqual(loop.diagnostics.last?.code, .gestureStateAfterEnd)
        bench.send([(0, .ended, 10, 10)], at: 0.01)
        bench.send([(0, .began, 10, 10)], at: 0.1)
        recognizer.state = .began
        recognizer.state = .began
        XCTAssertEqual(recognizer.state, .began)
        XCTAssertEqual(loop.diagnostics.last?.code, .gestureStateRestarted)
        recognizer.state = .failed
        XCTAssertEqual(recognizer.state, .cancelled)
        XCTAssertEqual(loop.diagnostics.last?.code, .gestureFailedAfterBegan)
    }

    /// A non-finite pinch scale or rotation is ignored.
    func testNonFinitePinchAndRotationAreIgnored() async {
        let (loop, window) = makeStage()
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        window.addGestureRecognizer(pinch)
        window.addGestureRecognizer(rotation)
        pinch.scale = .nan
        XCTAssertEqual(pinch.scale, 1)
        XCTAssertEqual(loop.diagnostics.last?.code, .gestureValueNotFinite)
        rotation.rotation = .infinity
        XCTAssertEqual(rotation.rotation, 0)
        XCTAssertEqual(loop.diagnostics.last?.code, .gestureValueNotFinite)
    }

    /// A recognizer's mismatched target adds nothing; an action expecting another recognizer type is skipped;
    /// a touch index past the touches gives the centroid.
    func testRecognizerTargetMismatchesAreSkipped() async {
        let (loop, window) = makeStage()
        let handler = Handler()
        let tap = UITapGestureRecognizer()
        window.addGestureRecognizer(tap)
        tap.addTarget(NSObject(), action: Handler.fired)
        XCTAssertEqual(loop.diagnostics.last?.code, .gestureTargetMismatch)
        tap.addTarget(handler, action: Handler.panned)
        tap.sendActions()
        XCTAssertEqual(handler.calls, 0)
        XCTAssertEqual(loop.diagnostics.last?.code, .gestureActionSenderMismatch)
        XCTAssertEqual(tap.location(ofTouch: 2, in: nil), tap.location(in: nil))
        XCTAssertEqual(loop.diagnostics.last?.code, .gestureTouchIndexOutOfRange)
    }

    /// A control's mismatched target adds nothing; an action expecting another sender type is skipped.
    func testControlTargetMismatchesAreSkipped() async {
        let (loop, window) = makeStage()
        let handler = Handler()
        let button = UIButton(type: .system)
        window.addSubview(button)
        button.addTarget(NSObject(), action: Handler.fired, for: .touchUpInside)
        XCTAssertEqual(loop.diagnostics.last?.code, .controlTargetMismatch)
        XCTAssertEqual(loop.diagnostics.last?.severity, .error)
        button.addTarget(handler, action: Handler.turned, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(handler.calls, 0)
        XCTAssertEqual(loop.diagnostics.last?.code, .controlActionSenderMismatch)
    }

    // MARK: Auto Layout

    /// An active constraint keeps its priority when set across required and optional.
    func testActiveConstraintKeepsItsRequirednessOnPriorityChange() async {
        let (loop, window) = makeStage()
        let view = UIView()
        window.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        width.priority = .defaultHigh
        XCTAssertEqual(width.priority, .required)
        XCTAssertEqual(loop.diagnostics.last?.code, .constraintPriorityRequirednessChanged)
    }

    /// A constraint between views with no common ancestor waits; one on an item that is not a view or a
    /// guide is ignored.
    func testConstraintsWithoutAHierarchyOrWithForeignItemsAreIgnored() async {
        let (loop, window) = makeStage()
        let a = UIView()
        let b = UIView()
        window.addSubview(a)
        NSLayoutConstraint.activate([a.widthAnchor.constraint(equalTo: b.widthAnchor)])
        XCTAssertEqual(loop.diagnostics.last?.code, .constraintWithoutCommonAncestor)
        let stranger = NSObject()
        let foreign = NSLayoutConstraint(
            item: stranger, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 10)
        foreign.isActive = true
        XCTAssertEqual(loop.diagnostics.suffix(2).map(\.code), [.constraintItemUnsupported, .constraintUnusable])
        withExtendedLifetime(stranger) {}
        let orphan = NSLayoutConstraint(
            item: UIView(), attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 10)
        orphan.isActive = true
        XCTAssertEqual(loop.diagnostics.last?.code, .constraintUnusable, "its view is gone: no first item")
    }

    /// Required constraints that conflict: UIKit's report, and the newest broken.
    func testConflictingRequiredConstraintsAreReported() async {
        let (loop, window) = makeStage()
        let view = UIView()
        window.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.widthAnchor.constraint(equalToConstant: 10).isActive = true
        view.widthAnchor.constraint(equalToConstant: 20).isActive = true
        window.layoutIfNeeded()
        XCTAssertEqual(loop.diagnostics.last?.code, .unsatisfiableConstraints)
        XCTAssertEqual(loop.diagnostics.last?.severity, .error)
        XCTAssertTrue(
            loop.diagnostics.last?.message.hasPrefix("Unable to simultaneously satisfy constraints.") ?? false)
        XCTAssertEqual(view.frame.width, 10)
    }
}

@MainActor
final class LayoutSolverMisuseDiagnosticsTests: XCTestCase {
    /// An objective the solver cannot bound (impossible from constraints, whose errors are never negative) stops
    /// the simplex with an error on the current loop instead of looping forever.
    func testAnUnboundedObjectiveStopsTheSolver() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let solver = SimplexSolver()
        let objective = TableauRow()
        objective.insert(solver.makeSymbol(.slack), -1)
        solver.optimize(objective)
        XCTAssertEqual(loop.diagnostics.last?.code, .layoutSolverUnbounded)
        XCTAssertEqual(loop.diagnostics.last?.severity, .error)
    }
}
