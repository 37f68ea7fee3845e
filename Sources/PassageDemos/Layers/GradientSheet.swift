// The gradient-dimmed sheet: a sheet springs up over screen A while a dimming view whose layer is a
// CAGradientLayer (clear at the top to 60% black at the bottom) fades in behind it and its colors deepen;
// both go away again, the colors animated back by an explicit CABasicAnimation of `colors`.
import Passage

extension DemoCatalog {
    /// A sheet over a gradient dimming view.
    public static func gradientSheet() -> Scene {
        Scene(
            name: "gradient-sheet",
            summary:
                "a sheet springs up over a CAGradientLayer dimming view that fades in, its colors animated, then both leave",
            duration: GradientSheetScene.duration
        ) { window in
            GradientSheetScene(in: window).watched
        }
    }
}

/// A view whose layer is a gradient.
final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

/// The gradient sheet demo's views and timeline.
@MainActor
final class GradientSheetScene {
    static let presentTime: TimeInterval = 0.2
    static let dismissTime: TimeInterval = 1.4
    static let duration: TimeInterval = 2.2
    /// The dimming colors while the sheet is up, and before it comes (lighter).
    static let dimmedColors = [CGColor(gray: 0, alpha: 0), CGColor(gray: 0, alpha: 0.6)]
    static let lightColors = [CGColor(gray: 0, alpha: 0), CGColor(gray: 0, alpha: 0.2)]

    let log = DemoEventLog()
    let window: UIWindow
    let screen: DemoScreenController
    let dimming = GradientView()
    let sheet = SheetView(title: "Share with", first: 2, count: 3)
    private let script = DemoScript()

    init(in window: UIWindow) {
        self.window = window
        screen = DemoScreenController(title: "A", color: .systemIndigo, log: log)
        window.rootViewController = screen
        dimming.frame = window.bounds
        dimming.alpha = 0
        dimming.gradientLayer.colors = Self.lightColors
        dimming.gradientLayer.locations = [0, 1]
        screen.view.addSubview(dimming)
        sheet.frame = sheetFrame(shown: false)
        sheet.backgroundColor = .systemBackground
        sheet.layer.cornerRadius = 12
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        screen.view.addSubview(sheet)
        let dimming = dimming
        let sheet = sheet
        let log = log
        script.at(Self.presentTime) { [self] in
            log.add("present")
            deepen(from: Self.lightColors, to: Self.dimmedColors)
            UIView.animate(
                withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0, options: []
            ) {
                dimming.alpha = 1
                sheet.frame = self.sheetFrame(shown: true)
            }
        }
        script.at(Self.dismissTime) { [self] in
            log.add("dismiss")
            deepen(from: Self.dimmedColors, to: Self.lightColors)
            UIView.animate(withDuration: 0.4, delay: 0, options: [.curveEaseIn]) {
                dimming.alpha = 0
                sheet.frame = self.sheetFrame(shown: false)
            }
        }
    }

    /// Animates the dimming gradient's colors over 0.5 s with an explicit animation (a view's layer does not
    /// animate them implicitly).
    private func deepen(from: [CGColor], to: [CGColor]) {
        let animation = CABasicAnimation(keyPath: "colors")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 0.5
        dimming.gradientLayer.colors = to
        dimming.gradientLayer.add(animation, forKey: "colors")
    }

    /// The sheet's frame: the lower 60% of the screen, or just below it.
    func sheetFrame(shown: Bool) -> CGRect {
        let bounds = window.bounds
        let height = bounds.height * 0.6
        return CGRect(x: 0, y: shown ? bounds.height - height : bounds.height, width: bounds.width, height: height)
    }

    var watched: WatchedViews { ["dimming": dimming, "sheet": sheet] }
}
