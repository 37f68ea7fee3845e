// The keyframe calculation modes side by side: five avatars, each under its mode's name, run through the same four keyframes with
// linear, discrete, paced, cubic and cubic-paced interpolation.
import Passage

extension DemoCatalog {
    /// Five avatars on the same keyframes, one per calculation mode.
    public static func keyframeModes() -> Scene {
        Scene(
            name: "keyframes",
            summary: "five avatars on the same keyframes: linear, discrete, paced, cubic, cubicPaced calculation modes",
            duration: 2.0
        ) { window in
            let modes: [(String, UIView.KeyframeAnimationOptions)] = [
                ("linear", .calculationModeLinear), ("discrete", .calculationModeDiscrete),
                ("paced", .calculationModePaced),
                ("cubic", .calculationModeCubic), ("cubicPaced", .calculationModeCubicPaced),
            ]
            // Keyframe x positions are laid out for a 375-point width and stretched to the window's.
            let stretch = window.bounds.width / 375
            return WatchedViews(
                modes.enumerated().map { index, mode in
                    let top = 80 + CGFloat(index) * 110
                    let name = UILabel(frame: CGRect(x: 20 * stretch, y: top - 30, width: 200, height: 18))
                    name.text = mode.0
                    name.font = .preferredFont(forTextStyle: .footnote)
                    name.textColor = .secondaryLabel
                    window.addSubview(name)
                    let dot = AvatarView(
                        person: SampleContent.person(index),
                        frame: CGRect(x: 20 * stretch, y: top, width: 30, height: 30))
                    window.addSubview(dot)
                    UIView.animateKeyframes(
                        withDuration: 2.0, delay: 0, options: mode.1,
                        animations: {
                            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.2) {
                                dot.center = CGPoint(x: 120 * stretch, y: top + 80)
                            }
                            UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.5) {
                                dot.center = CGPoint(x: 200 * stretch, y: top)
                            }
                            UIView.addKeyframe(withRelativeStartTime: 0.7, relativeDuration: 0.3) {
                                dot.center = CGPoint(x: 340 * stretch, y: top + 60)
                            }
                        })
                    return WatchedView(label: mode.0, view: dot)
                })
        }
    }
}
