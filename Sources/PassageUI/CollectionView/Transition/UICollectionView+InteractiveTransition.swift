// Interactive layout transitions. `startInteractiveTransition(to:completion:)` installs a transition layout
// (the delegate's, else a plain one) between the current layout and the new one; the app drives its
// `transitionProgress` and animated keys, and the content offset follows the progress from where it was to
// where the new layout wants it. `finishInteractiveTransition()` and `cancelInteractiveTransition()` hand the
// values to a damped spring each (UIKit's "correct velocity": each starts at the velocity the app was moving
// it, so a fast release overshoots and settles), the progress toward 1 or 0 and every animated key toward 0;
// at rest the next (finish) or current (cancel) layout is installed, both layouts get
// `finalizeLayoutTransition()`, and the completion gets `(completed, finished)`.
//
// Misuse UIKit asserts on gets a logged diagnostic and a defined outcome: starting during a transition
// returns the running transition layout and calls the new completion with (false, false); finishing or
// cancelling without a transition, or a second time, does nothing; replacing the layout (or starting a
// layout change) during a transition ends it at once, with `completed` false, before the new layout goes in.
import Foundation
import PassageCore

extension UICollectionView {
    /// The stiffness of the spring that finishes or cancels an interactive transition (mass 1). UIKit's
    /// value is unknown (COLLECTION_VIEWS.md §5.4); Passage's choice.
    public static let interactiveTransitionSpringStiffness: CGFloat = 300
    /// The damping ratio of that spring: under-damped, so a release at speed overshoots (UIKit's "we can go to
    /// 11") and even a release at rest ends with a small (2.8 %) overshoot. Passage's choice.
    public static let interactiveTransitionSpringDampingRatio: CGFloat = 0.75
    /// The settle ends when the progress is within this of its target and moves slower than this per second
    /// (ten times as much for animated keys, in their own units).
    public static let interactiveTransitionRestThreshold: CGFloat = 0.001

    /// Installs a transition layout from the current layout to `layout` and returns it; drive its
    /// `transitionProgress` (then `invalidateLayout()`), and end with `finishInteractiveTransition()` or
    /// `cancelInteractiveTransition()`. `completion(completed, finished)` runs when it has settled.
    @discardableResult
    public func startInteractiveTransition(
        to layout: UICollectionViewLayout,
        completion: UICollectionView.LayoutInteractiveTransitionCompletion? = nil
    )
        -> UICollectionViewTransitionLayout
    {
        if let running = interactiveTransition {
            diagnosticLoop.diagnose(
                .layoutTransitionAlreadyRunning, .error,
                "startInteractiveTransition(to:): the collection view is already in the middle of an interactive transition (UIKit asserts); the running one continues"
            )
            completion?(false, false)
            return running.layout
        }
        layoutIfNeeded()
        let current = installedLayout
        let transition =
            collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: current, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: current, nextLayout: layout)
        current.prepareForTransition(to: layout)
        layout.prepareForTransition(from: current)
        layout.installedCollectionView = self
        layout.needsPrepare = true
        layout.prepareIfNeeded()
        let oldBounds = bounds
        let target = transitionTargetOffset(
            oldBounds: oldBounds, to: layout, contentSize: layout.collectionViewContentSize)
        transition.fromVisibleRect = oldBounds
        transition.toVisibleRect = CGRect(origin: target, size: oldBounds.size)
        interactiveTransition = InteractiveLayoutTransition(
            layout: transition, completion: completion,
            startOffset: oldBounds.origin, targetOffset: target)
        installedLayout = transition
        transition.installedCollectionView = self
        transition.needsPrepare = true
        current.installedCollectionView = self
        setNeedsLayout()
        return transition
    }

    /// Settles the interactive transition toward the next layout, at the velocity it had; installs it.
    public func finishInteractiveTransition() {
        endInteractiveTransition(finishing: true, caller: "finishInteractiveTransition()")
    }

    /// Settles the interactive transition back to the current layout, at the velocity it had; restores it.
    public func cancelInteractiveTransition() {
        endInteractiveTransition(finishing: false, caller: "cancelInteractiveTransition()")
    }

    /// Whether an interactive layout transition is running (interactive or settling). A Passage addition.
    package var isInInteractiveLayoutTransition: Bool { interactiveTransition != nil }

    private func endInteractiveTransition(finishing: Bool, caller: String) {
        guard let state = interactiveTransition else {
            diagnosticLoop.diagnose(
                .layoutTransitionNotPrepared, .error,
                "\(caller): the collection view was not prepared for an interactive transition (UIKit asserts); ignored"
            )
            return
        }
        guard state.settle == nil else {
            diagnosticLoop.diagnose(
                .layoutTransitionAlreadyEnding, .error,
                "\(caller): the interactive transition is already finishing or cancelling; ignored")
            return
        }
        let layout = state.layout
        let spring = DampedHarmonicSpring(
            mass: 1, stiffness: Double(Self.interactiveTransitionSpringStiffness),
            damping: Double(
                2 * Self.interactiveTransitionSpringDampingRatio
                    * Self.interactiveTransitionSpringStiffness.squareRoot()))
        let target: CGFloat = finishing ? 1 : 0
        let progress = SpringMotion(
            spring, initialDisplacement: Double(layout.transitionProgress - target),
            initialVelocity: Double(layout.progressVelocity))
        var keys: [String: SpringMotion] = [:]
        for (key, velocity) in layout.animatedKeyVelocities {
            keys[key] = SpringMotion(
                spring, initialDisplacement: Double(layout.value(forAnimatedKey: key)),
                initialVelocity: Double(velocity))
        }
        layout.isSettling = true
        let link = CADisplayLink { [weak self] link in self?.stepSettle(at: link.timestamp) }
        let busyToken = FrameLoop.current.addBusyCheck { [weak self] in self?.interactiveTransition?.settle != nil }
        state.settle = InteractiveLayoutTransition.Settle(
            finishing: finishing, startTime: CACurrentMediaTime(), progress: progress,
            keys: keys, link: link, busyToken: busyToken)
        link.add(to: .main, forMode: .common)
    }

    /// One frame of the settle: the springs' values at `time`; at rest, the end.
    func stepSettle(at time: CFTimeInterval) {
        guard let state = interactiveTransition, let settle = state.settle else { return }
        let t = max(0, time - settle.startTime)
        let target: CGFloat = settle.finishing ? 1 : 0
        let (x, v) = settle.progress.state(at: t)
        var atRest =
            abs(x) < Double(Self.interactiveTransitionRestThreshold)
            && abs(v) < Double(Self.interactiveTransitionRestThreshold)
        // The keys first: a subclass's progress setter may read them (Apple's sample does).
        for (key, motion) in settle.keys {
            let (kx, kv) = motion.state(at: t)
            state.layout.updateValue(CGFloat(kx), forAnimatedKey: key)
            let threshold = 10 * Double(Self.interactiveTransitionRestThreshold)
            atRest = atRest && abs(kx) < threshold && abs(kv) < threshold
        }
        state.layout.transitionProgress = target + CGFloat(x)
        if atRest {
            completeInteractiveTransition(completed: true)
        } else {
            state.layout.invalidateLayout()
        }
    }

    /// Ends the transition now: installs the next layout (finishing) or the current one (cancelled, or cut
    /// short before a finish or cancel), finalizes both layouts and calls the completion.
    func completeInteractiveTransition(completed: Bool) {
        guard let state = interactiveTransition else { return }
        let finishing = state.settle?.finishing ?? false
        if let settle = state.settle {
            settle.link.invalidate()
            FrameLoop.current.removeBusyCheck(settle.busyToken)
        }
        interactiveTransition = nil
        let layout = state.layout
        let target: CGFloat = finishing ? 1 : 0
        for key in layout.animatedKeyVelocities.keys { layout.updateValue(0, forAnimatedKey: key) }
        layout.transitionProgress = target
        layout.isSettling = false
        let installed = finishing ? layout.nextLayout : layout.currentLayout
        let other = finishing ? layout.currentLayout : layout.nextLayout
        layout.installedCollectionView = nil
        if other.installedCollectionView === self { other.installedCollectionView = nil }
        installedLayout = installed
        installed.installedCollectionView = self
        installed.needsPrepare = true
        contentOffset = finishing ? state.targetOffset : state.startOffset
        setNeedsLayout()
        layoutIfNeeded()
        layout.currentLayout.finalizeLayoutTransition()
        layout.nextLayout.finalizeLayoutTransition()
        state.completion?(completed, finishing)
    }

    /// Ends a running interactive transition at once before `caller` replaces the layout (UIKit crashes).
    func cutShortInteractiveTransition(for caller: String) {
        guard interactiveTransition != nil else { return }
        diagnosticLoop.diagnose(
            .layoutTransitionInterrupted, .error,
            "\(caller) during an interactive layout transition (UIKit crashes): the transition ends now, with completed false"
        )
        completeInteractiveTransition(completed: false)
    }
}
