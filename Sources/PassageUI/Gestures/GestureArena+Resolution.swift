// UIKit's rules for a recognizer that wants to leave `.possible`, applied in this order:
//   1. failure requirements: if a recognizer it must wait for (require(toFail:), the subclass hooks or either
//      delegate) shares its touches and already recognized, it fails; if that one is still undecided, it waits,
//      reporting `.possible`, and recognizes (with what it last asked for) when the other fails;
//   2. gestureRecognizerShouldBegin, from its delegate and its view: false makes it fail;
//   3. exclusion: a recognizer sharing its touches that already began prevents it (it fails) unless the two
//      may recognize simultaneously or canPrevent / canBePrevented say otherwise;
//   4. with cancelsTouchesInView, the views of its touches get touchesCancelled (touches they were still
//      waiting for are dropped);
//   5. it recognizes: its actions run, undecided recognizers sharing its touches that may not recognize with
//      it fail, and recognizers waiting for it to fail fail.
import Foundation

extension GestureArena {
    func attemptRecognition(_ recognizer: UIGestureRecognizer, as newState: UIGestureRecognizer.State) {
        let rivals = members.filter { $0 !== recognizer && Self.shareTouches($0, recognizer) }
        let awaited = rivals.filter { Self.mustWait(recognizer, for: $0) }
        if awaited.contains(where: { Self.hasRecognized($0) }) {
            recognizer.deferredState = nil
            return recognizer.apply(.failed)
        }
        if awaited.contains(where: { $0.storedState == .possible }) {
            recognizer.deferredState = newState
            return
        }
        recognizer.deferredState = nil
        let mayBegin =
            (recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true)
            && (recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? true)
        guard mayBegin else { return recognizer.apply(.failed) }
        let preventedBy = rivals.first { rival in
            (rival.storedState == .began || rival.storedState == .changed)
                && !Self.simultaneous(rival, recognizer) && rival.canPrevent(recognizer)
                && recognizer.canBePrevented(by: rival)
        }
        guard preventedBy == nil else { return recognizer.apply(.failed) }

        if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
        recognizer.apply(newState)
        for rival in rivals where rival.storedState == .possible {
            let excluded =
                !Self.simultaneous(rival, recognizer) && recognizer.canPrevent(rival)
                && rival.canBePrevented(by: recognizer)
            if excluded || Self.mustWait(rival, for: recognizer) {
                rival.deferredState = nil
                rival.apply(.failed)
            }
        }
    }

    /// A recognizer failed: recognizers waiting only on undecided-no-more rivals try again.
    func recognizerFailed(_ failed: UIGestureRecognizer) {
        let waiting = members.filter {
            $0.deferredState != nil && Self.shareTouches($0, failed) && Self.mustWait($0, for: failed)
        }
        for recognizer in waiting {
            guard let wanted = recognizer.deferredState else { continue }
            attemptRecognition(recognizer, as: wanted)
        }
    }

    static func shareTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        !a.sequenceTouches.isDisjoint(with: b.sequenceTouches)
    }

    static func hasRecognized(_ recognizer: UIGestureRecognizer) -> Bool {
        switch recognizer.storedState {
        case .began, .changed, .ended: true
        default: false
        }
    }

    /// Whether `recognizer` must wait for `other` to fail before it recognizes.
    static func mustWait(_ recognizer: UIGestureRecognizer, for other: UIGestureRecognizer) -> Bool {
        recognizer.failureRequirements.contains { $0.value === other }
            || recognizer.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: recognizer)
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
    }

    /// Whether either delegate lets the two recognize at the same time.
    static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }
}
