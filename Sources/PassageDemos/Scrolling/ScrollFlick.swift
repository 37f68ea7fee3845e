// A plain UIScrollView of message rows (an avatar, a name, the message's first words), flicked by a finger: released at 4000 pt/s it coasts with UIKit's
// per-millisecond deceleration, runs into the bottom edge, bounces past it and springs back; then the finger
// pulls the content further past the edge (the rubber band while dragging) and lets go at rest, and the content
// springs back again. A thin bar on the right, moved by the delegate's scrollViewDidScroll, shows the offset
// (and is what `passage table scroll-flick` follows).
import Passage

extension DemoCatalog {
    /// A flick that decelerates, rubber-bands at the end and springs back.
    public static func scrollFlick() -> Scene {
        Scene(
            name: "scroll-flick",
            summary:
                "a scroll view of message rows flicked by a finger: it decelerates, bounces off the end, is pulled past it (rubber band) and springs back",
            duration: ScrollFlickScene.duration, trace: ScrollFlickScene.trace
        ) { window in
            ScrollFlickScene(in: window).watched
        }
    }
}

/// The scroll-flick demo's scroll view, rows, offset bar and timeline.
@MainActor
final class ScrollFlickScene: UIScrollViewDelegate {
    /// Rows and their height, in points.
    static let rowCount = 30
    static let rowHeight: CGFloat = 80
    /// The flick: the finger comes down, and lifts moving up at `flickSpeed` points per second.
    static let flickTime: TimeInterval = 0.2
    static let flickRelease: TimeInterval = 0.45
    static let flickSpeed: CGFloat = 4000
    /// The pull past the bottom edge: the finger comes down, drags up 40% of the height, holds, and lifts.
    static let pullTime: TimeInterval = 2.4
    static let pullRelease: TimeInterval = 3.0
    static let duration: TimeInterval = 3.8

    let scrollView: UIScrollView
    let rows: [UIView]
    /// The bar showing the offset, outside the scroll view. It keeps the scene alive (the scroll view holds its
    /// delegate weakly, as in UIKit), so the scene lives as long as the window shows the bar.
    unowned let offsetBar: UIView

    /// The flick up the screen, then the pull past the end, for a screen of `screen` points.
    static func trace(screen: CGSize) -> TouchTrace {
        let x = screen.width / 2
        let flick = TouchTrace.drag(
            from: CGPoint(x: x, y: screen.height * 0.75), to: CGPoint(x: x, y: screen.height * 0.4),
            startTime: flickTime, duration: flickRelease - flickTime,
            releaseVelocity: CGVector(dx: 0, dy: -flickSpeed))
        let pull = TouchTrace.drag(
            from: CGPoint(x: x, y: screen.height * 0.7), to: CGPoint(x: x, y: screen.height * 0.3),
            startTime: pullTime, duration: pullRelease - pullTime, releaseVelocity: .zero)
        return flick.merged(with: pull)
    }

    init(in window: UIWindow) {
        window.backgroundColor = .systemGroupedBackground
        let bar = SceneHoldingView()
        offsetBar = bar
        scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: window.bounds.width, height: CGFloat(Self.rowCount) * Self.rowHeight)
        rows = (0..<Self.rowCount).map { index in
            ListRowView(
                person: SampleContent.person(index),
                frame: CGRect(
                    x: 0, y: CGFloat(index) * Self.rowHeight, width: window.bounds.width, height: Self.rowHeight))
        }
        for row in rows { scrollView.addSubview(row) }
        window.addSubview(scrollView)
        offsetBar.backgroundColor = UIColor(white: 0, alpha: 0.5)
        window.addSubview(offsetBar)
        bar.scene = self
        scrollView.delegate = self
        scrollViewDidScroll(scrollView)
    }

    /// The colour of row `index`'s avatar (the people repeat every eight rows).
    static func avatarColor(ofRow index: Int) -> UIColor {
        AvatarView.colors[SampleContent.person(index).colorIndex % AvatarView.colors.count]
    }

    /// The views `passage table` follows.
    var watched: WatchedViews { ["offsetBar": offsetBar] }

    /// Keeps the bar's position proportional to the offset (past the ends it moves on, like the offset).
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let bounds = scrollView.bounds
        let visible = bounds.height / scrollView.contentSize.height
        let height = bounds.height * visible
        let y = scrollView.frame.minY + scrollView.contentOffset.y * visible
        offsetBar.frame = CGRect(x: scrollView.frame.maxX - 7, y: y, width: 4, height: height)
    }
}

/// A view that keeps its scene alive.
@MainActor
private final class SceneHoldingView: UIView {
    var scene: AnyObject?
}
