// Scenes for the server tests: one that follows a finger and springs back at the speed of the release (so the
// touches' own timestamps show in the frames), and one without touch input.
import Foundation
import Passage
import PassageScenes

@MainActor
enum TestScenes {
    /// A square dragged by a pan gesture; on release it springs home with the finger's velocity.
    static let dragSquare = Scene(
        name: "drag-square", summary: "a square follows the finger and springs back", duration: 1,
        trace: { _ in .drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 250, y: 400), duration: 0.3) }
    ) { window in
        let square = UIView(frame: CGRect(x: 50, y: 100, width: 100, height: 100))
        square.backgroundColor = .systemBlue
        window.addSubview(square)
        let home = square.center
        let pan = UIPanGestureRecognizer { [weak window, weak square] recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer, let window, let square else { return }
            let moved = pan.translation(in: window)
            switch pan.state {
            case .changed:
                square.center = CGPoint(x: home.x + moved.x, y: home.y + moved.y)
            case .ended, .cancelled:
                let velocity = pan.velocity(in: window)
                let distance = max(1, hypot(moved.x, moved.y))
                UIView.animate(
                    withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6,
                    initialSpringVelocity: hypot(velocity.x, velocity.y) / distance, options: []
                ) { square.center = home }
            default:
                break
            }
        }
        square.addGestureRecognizer(pan)
        return ["square": square]
    }

    /// A card fading in, with no touch input.
    static let fadeIn = Scene(name: "fade-in", summary: "a card fades in", duration: 0.5) { window in
        let card = UIView(frame: CGRect(x: 40, y: 200, width: 200, height: 120))
        card.backgroundColor = .systemRed
        card.alpha = 0
        window.addSubview(card)
        UIView.animate(withDuration: 0.4) { card.alpha = 1 }
        return ["card": card]
    }

    static let all = [dragSquare, fadeIn]
}
