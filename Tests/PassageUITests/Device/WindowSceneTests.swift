// A stage is one app with one window scene, in the foreground and active: windows belong to it unless detached,
// the application lists it as connected, its status bar manager answers as the controllers ask, and the
// life-cycle notifications carry UIKit's names (Passage never posts them).
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class WindowSceneTests: XCTestCase {
    private final class Styled: UIViewController {
        var style: UIStatusBarStyle = .default
        var hidden = false
        var dark = false
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
        override var traitCollection: UITraitCollection {
            dark ? UITraitCollection(userInterfaceStyle: .dark) : super.traitCollection
        }
    }

    func testWindowsBelongToTheStagesOneScene() async {
        let (_, window) = makeWindow(root: UIViewController())
        let scene = try! XCTUnwrap(window.windowScene)
        XCTAssertEqual(UIApplication.shared.connectedScenes.count, 1)
        XCTAssertTrue(UIApplication.shared.connectedScenes.first === scene)
        XCTAssertTrue(scene.windows.count == 1 && scene.windows[0] === window)
        XCTAssertTrue(scene.keyWindow === window)
        XCTAssertTrue(scene.screen === UIScreen.main)
        XCTAssertEqual(scene.interfaceOrientation, .portrait)
        XCTAssertEqual(scene.activationState, .foregroundActive)
        XCTAssertTrue(scene.next === UIApplication.shared)
        let second = UIWindow(windowScene: scene)
        XCTAssertEqual(second.frame, UIScreen.main.bounds)
        XCTAssertTrue(second.isHidden, "a new window is hidden until shown")
        XCTAssertEqual(scene.windows.count, 2)
        second.windowScene = nil
        XCTAssertNil(second.windowScene)
        XCTAssertTrue(scene.windows.count == 1 && scene.windows[0] === window)
        second.windowScene = scene
        XCTAssertEqual(scene.windows.count, 2)
        second.makeKeyAndVisible()
        XCTAssertTrue(scene.keyWindow === second)
    }

    func testEachStageHasItsOwnScene() async {
        let (_, first) = makeWindow(root: UIViewController())
        let (_, second) = makeWindow(root: UIViewController())
        XCTAssertNotNil(first.windowScene)
        XCTAssertFalse(first.windowScene === second.windowScene)
        XCTAssertTrue(UIApplication.shared.connectedScenes.first === second.windowScene)
    }

    /// The manager reports the deciding controller's style and visibility; the frame is zero while hidden.
    func testTheStatusBarManagerAnswersAsTheControllersAsk() async {
        let root = Styled()
        root.style = .lightContent
        let (_, window) = makeWindow(root: root)
        let manager = try! XCTUnwrap(window.windowScene?.statusBarManager)
        XCTAssertEqual(manager.statusBarStyle, .lightContent)
        XCTAssertFalse(manager.isStatusBarHidden)
        XCTAssertEqual(manager.statusBarFrame, CGRect(x: 0, y: 0, width: 393, height: 54), "iPhone 15 Pro's bar")
        XCTAssertTrue(UIApplication.shared.statusBarShowsLightContent)
        root.hidden = true
        root.setNeedsStatusBarAppearanceUpdate()
        XCTAssertTrue(manager.isStatusBarHidden)
        XCTAssertEqual(manager.statusBarFrame, .zero)
        root.style = .darkContent
        XCTAssertFalse(UIApplication.shared.statusBarShowsLightContent)
        root.style = .default
        XCTAssertFalse(UIApplication.shared.statusBarShowsLightContent, "default is dark content in light mode")
        root.dark = true
        XCTAssertTrue(UIApplication.shared.statusBarShowsLightContent, "and light content in dark mode")
    }

    func testTheAppStaysActiveAndTheLifeCycleNotificationsHaveUIKitsNames() async {
        let (loop, window) = makeWindow(root: UIViewController())
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
        XCTAssertEqual(UIApplication.State.background.rawValue, 2)
        XCTAssertEqual(UIScene.ActivationState.unattached.rawValue, -1)
        XCTAssertEqual(
            [
                UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
                UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
                UIApplication.didReceiveMemoryWarningNotification, UIApplication.significantTimeChangeNotification,
            ].map(\.rawValue),
            [
                "UIApplicationDidFinishLaunchingNotification", "UIApplicationDidBecomeActiveNotification",
                "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
                "UIApplicationWillEnterForegroundNotification", "UIApplicationWillTerminateNotification",
                "UIApplicationDidReceiveMemoryWarningNotification", "UIApplicationSignificantTimeChangeNotification",
            ])
        XCTAssertEqual(
            [
                UIScene.willConnectNotification, UIScene.didDisconnectNotification, UIScene.didActivateNotification,
                UIScene.willDeactivateNotification, UIScene.willEnterForegroundNotification,
                UIScene.didEnterBackgroundNotification,
            ].map(\.rawValue),
            [
                "UISceneWillConnectNotification", "UISceneDidDisconnectNotification", "UISceneDidActivateNotification",
                "UISceneWillDeactivateNotification", "UISceneWillEnterForegroundNotification",
                "UISceneDidEnterBackgroundNotification",
            ])
        // Nothing posts them: an observer of the whole life cycle hears nothing while the app runs.
        var heard: [NSNotification.Name] = []
        let names = [
            UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
            UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
            UIScene.didActivateNotification, UIScene.willDeactivateNotification,
        ]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let name = note.name
                MainActor.assumeIsolated { heard.append(name) }
            }
        }
        let presented = UIViewController()
        window.rootViewController!.present(presented, animated: true)
        _ = loop.runUntilIdle(timeout: 5)
        presented.dismiss(animated: true)
        _ = loop.runUntilIdle(timeout: 5)
        tokens.forEach(NotificationCenter.default.removeObserver)
        XCTAssertEqual(heard, [])
    }
}
