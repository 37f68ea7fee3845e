// The start of a transition: mark the participants, send the will-appear callbacks, then hand the
// transition to the interaction controller or the animation controller (or, without animation, place the
// views and complete at once). An animated transition without an interaction controller has the application
// ignore touches until it completes, as UIKit does; with one (even one that starts non-interactively) touches
// keep coming, so a gesture can take the transition over.
import Foundation
import PassageCore

extension ControllerTransition {
    /// Starts the transition; the queue calls this when no other transition runs.
    func begin() {
        guard phase == .waiting else { return }
        phase = .running
        frameLoop?.stage.transitions.transitionDidBegin(self)
        mark(from.controller)
        mark(to.controller)
        for side in [from, to] {
            if let flag = side.movement { side.controller.movement[keyPath: flag] = true }
        }
        // The coordinator reports interactive from the first will-appear callback on, as UIKit's does (session
        // 218: viewWillAppear registers notifyWhenInteractionEnds when the coordinator is initially
        // interactive), and before the animator is asked its duration: animators such as seed 003's answer
        // differently for interactive transitions, and the answer must match what they animate.
        startedInteractive = isAnimated && (interactor?.wantsInteractiveStart ?? false)
        isInteractive = startedInteractive
        frameLoop?.stage.publish(
            .transitionBegan(
                from: .init(from.controller), to: .init(to.controller), animated: isAnimated,
                interactive: startedInteractive))
        if from.changesAppearance { from.controller.startAppearance(false, animated: isAnimated) }
        if to.changesAppearance { to.controller.startAppearance(true, animated: isAnimated) }
        steps.willBegin()
        guard isAnimated, let animator else {
            steps.placeWithoutAnimation()
            completeTransition(true)
            return
        }
        animationDuration = max(0, animator.transitionDuration(using: self))
        startTicking()
        if let interactor {
            interactor.startInteractiveTransition(self)
            if !alongsideStarted, phase == .running { runAlongsideAnimations() }
        } else {
            let application = UIApplication.shared
            application.beginIgnoringInteractionEvents()
            ignoringApplication = application
            runAnimator()
            deadline = animationStart + animationDuration + Self.completionTimeout
        }
    }

    /// Lets the animation controller build its animations, recording the layers outside the container that
    /// gain animations (an interactive transition scrubs them too), then starts the alongside animations.
    func runAnimator() {
        guard let animator, phase == .running else { return }
        animationStart = CACurrentMediaTime()
        frameLoop?.stage.publish(.animateTransition(duration: animationDuration))
        recordingLayers { animator.animateTransition(using: self) }
        if phase == .running, propertyAnimator == nil {
            propertyAnimator = animator.offeredInterruptibleAnimator(using: self)
        }
        runAlongsideAnimations()
    }

    /// Runs `body`, noting every layer outside the container that gains an animation meanwhile; a scrubber
    /// that is holding time takes hold of them at once.
    func recordingLayers(_ body: () -> Void) {
        let loop = FrameLoop.current
        let container = containerView.layer
        let token = loop.addAttachObserver { [weak self] layer in
            guard let self else { return }
            if let scrubber = self.scrubber { scrubber.hold(layer) }
            guard !Self.layer(layer, isInside: container), !self.recordedLayers.contains(where: { $0 === layer }) else {
                return
            }
            self.recordedLayers.append(layer)
        }
        body()
        loop.removeAttachObserver(token)
    }

    private static func layer(_ layer: CALayer, isInside ancestor: CALayer) -> Bool {
        var current: CALayer? = layer
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate.superlayer
        }
        return false
    }

    /// Marks `controller` and its ancestors as taking part, for `transitionCoordinator`.
    private func mark(_ controller: UIViewController) {
        var current: UIViewController? = controller
        while let participant = current {
            if participant.activeTransition == nil || participant.activeTransition?.hasEnded == true {
                participant.activeTransition = self
                marked.append(participant)
            }
            current = participant.storedParent
        }
    }

    /// A display link for the run-out of interactive transitions and the completeTransition watchdog, and a
    /// busy check so `runUntilIdle` waits for the transition unless an interaction holds it.
    private func startTicking() {
        let link = CADisplayLink { [weak self] _ in self?.tick() }
        link.add(to: .main, forMode: .common)
        ticker = link
        busyToken = frameLoop?.addBusyCheck { [weak self] in
            guard let self else { return false }
            return self.phase == .running && (!self.isInteractive || self.runOut != nil)
        }
    }

    func stopTicking() {
        ticker?.invalidate()
        ticker = nil
        if let busyToken { frameLoop?.removeBusyCheck(busyToken) }
        busyToken = nil
    }

    private func tick() {
        guard phase == .running else { return stopTicking() }
        advanceRunOut()
        if phase == .running, let deadline, CACurrentMediaTime() >= deadline {
            diagnose(
                .completeTransitionNeverCalled, .error,
                "\(type(of: animator.map { $0 as AnyObject } ?? self)) never called completeTransition(_:) on the transition from \(type(of: from.controller)) to \(type(of: to.controller)); Passage completes it \(ControllerTransition.completionTimeout) s after its animations should have ended"
            )
            completeTransition(!transitionWasCancelled)
        }
    }
}
