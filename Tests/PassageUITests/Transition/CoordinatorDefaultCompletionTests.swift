// `animate(alongsideTransition:completion:)` with UIKit's default completion (nil): the one-argument call
// compiles and its animation runs alongside the transition.
import Foundation
import PassageCore
import PassageUI
import XCTest

/// Fades its badge out alongside the transition that shows it, with no completion block.
@MainActor
private final class FadingBadgeController: UIViewController {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    var alongsideRan = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        view.addSubview(badge)
        transitionCoordinator?.animate(alongsideTransition: { _ in
            self.alongsideRan = true
            self.badge.alpha = 0
        })
    }
}

@MainActor
final class CoordinatorDefaultCompletionTests: XCTestCase {
    /// UIKit declares `completion` with a default of nil: the alongside animation runs inside the 1 s push
    /// (the badge is half faded at 0.5 s, linear) and ends with it; the call returns true.
    func testAlongsideAnimationWithoutCompletionRunsWithThePush() async {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let (loop, window) = makeWindow(root: navigation)
        let delegate = VendingDelegate()
        delegate.animator = LinearSlideAnimator(duration: 1)
        navigation.delegate = delegate
        let pushed = FadingBadgeController()
        navigation.pushViewController(pushed, animated: true)
        XCTAssertTrue(pushed.alongsideRan)
        XCTAssertEqual(pushed.badge.alpha, 0, "the model value is set at once")
        loop.advance(frames: 30)
        let presented = CGFloat(pushed.badge.layer.presentation()?.opacity ?? -1)
        XCTAssertEqual(presented, 0.5, accuracy: 0.02)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(pushed.badge.layer.presentation()?.opacity, 0)
        XCTAssertTrue(navigation.topViewController === pushed)
        withExtendedLifetime(window) {}
    }
}
