// Attaching gesture recognizers to views, and UIKit's rule that a view animated by a UIView animation block
// without `.allowUserInteraction` takes no touches until those animations end.
import Foundation
import PassageCore

extension UIView {
    func attachGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        if let owner = recognizer.view {
            if owner === self { return }
            owner.detachGestureRecognizer(recognizer)
        }
        attachedGestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    func detachGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view === self else { return }
        recognizer.arena?.withdraw(recognizer)
        attachedGestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
        for recognizer in attachedGestureRecognizers where !recognizers.contains(where: { $0 === recognizer }) {
            detachGestureRecognizer(recognizer)
        }
        for recognizer in recognizers { attachGestureRecognizer(recognizer) }
    }

    /// Whether an animation from a block without `.allowUserInteraction` is still attached to the layer.
    var isAnimatingWithoutInteraction: Bool {
        guard !interactionBlockingAnimationKeys.isEmpty else { return false }
        interactionBlockingAnimationKeys = interactionBlockingAnimationKeys.filter {
            layer.animation(forKey: $0) != nil
        }
        return !interactionBlockingAnimationKeys.isEmpty
    }
}
