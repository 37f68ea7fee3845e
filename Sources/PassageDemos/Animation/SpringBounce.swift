// Session 218's bounce: a card about a place springs in from below the screen under-damped (it overshoots and settles),
// waits, then leaves critically damped (no overshoot).
import Passage

extension DemoCatalog {
    /// The spring bounce with a damping ratio of `dampingRatio` (0…1) on the way in.
    public static func springBounce(dampingRatio: CGFloat = 0.5) -> Scene {
        Scene(
            name: "spring-bounce",
            summary:
                "a card springs in under-damped (ratio \(dampingRatio)) and leaves critically damped (session 218)",
            duration: 2.2
        ) { window in
            // Starts just below the screen (33 points below the bottom edge, as on the 667-point iPhone SE).
            let card = CardView(
                place: SampleContent.place(1),
                frame: CGRect(x: window.bounds.midX - 150, y: window.bounds.maxY + 33, width: 300, height: 200))
            window.backgroundColor = .systemGroupedBackground
            window.addSubview(card)
            UIView.animate(
                withDuration: 1.0, delay: 0, usingSpringWithDamping: dampingRatio, initialSpringVelocity: 0,
                options: [], animations: { card.center.y = window.bounds.midY }
            ) { _ in
                UIView.animate(
                    withDuration: 0.6, delay: 0.3, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                    options: [], animations: { card.center.y = window.bounds.maxY + 100 })
            }
            return ["card": card]
        }
    }
}
