// Playing one operation the way an app does it: set the delegate's answers, then call UIKit's API.
import Foundation
import Passage

extension StressWorld {
    /// Plays `operation` (an `.advance` steps frames; the others run inside the loop).
    func play(_ operation: StressOperation) {
        if case .advance(let frames) = operation {
            for _ in 0..<frames where failure == nil || keepsGoing { loop.step() }
            return
        }
        loop.perform { perform(operation) }
    }

    private func perform(_ operation: StressOperation) {
        switch operation {
        case .advance:
            break
        case .push(let index, let content, let animated, let animator):
            guard let navigation = pick(navigations, index) else { return }
            vendor(of: navigation)?.animator = animator
            let pushed =
                content == .collection ? makeCollection(after: navigation.topViewController) : makePlain()
            navigation.pushViewController(pushed, animated: animated)
        case .pop(let index, let animated, let animator):
            guard let navigation = pick(navigations, index) else { return }
            vendor(of: navigation)?.animator = animator
            navigation.popViewController(animated: animated)
        case .popToRoot(let index, let animated, let animator):
            guard let navigation = pick(navigations, index) else { return }
            vendor(of: navigation)?.animator = animator
            navigation.popToRootViewController(animated: animated)
        case .popTo(let index, let position, let animated, let animator):
            guard let navigation = pick(navigations, index),
                let target = pick(navigation.viewControllers, position)
            else { return }
            vendor(of: navigation)?.animator = animator
            navigation.popToViewController(target, animated: animated)
        case .setViewControllers(let index, let keep, let add, let animated, let animator):
            guard let navigation = pick(navigations, index) else { return }
            vendor(of: navigation)?.animator = animator
            let kept = Array(navigation.viewControllers.prefix(max(1, keep)))
            let added = (0..<add).map { _ in makePlain() }
            navigation.setViewControllers(kept + added, animated: animated)
        case .present(let from, let style, let content, let animated, let animator):
            present(make(content), from: from, style: style, animated: animated, animator: animator, drive: nil)
        case .interactivePresent(let from, let style, let animator, let drive):
            present(makePlain(), from: from, style: style, animated: true, animator: animator, drive: drive)
        case .dismiss(let index, let via, let animated, let animator):
            dismiss(index, via: via, animated: animated, animator: animator, drive: nil)
        case .interactiveDismiss(let index, let animator, let drive):
            dismiss(index, via: .presented, animated: true, animator: animator, drive: drive)
        case .selectTab(let index, let tab, let animator):
            guard let tabs = pick(tabBars, index), let count = tabs.viewControllers?.count, count > 0 else { return }
            vendor(of: tabs)?.animator = animator
            tabs.selectedIndex = tab % count
        case .changeDetent(let index, let detent, let animated):
            guard let sheet = pick(sheets, index)?.sheetPresentationController else { return }
            let identifier: UISheetPresentationController.Detent.Identifier = detent == .medium ? .medium : .large
            if animated {
                sheet.animateChanges { sheet.selectedDetentIdentifier = identifier }
            } else {
                sheet.selectedDetentIdentifier = identifier
            }
        case .interactivePop(let index, let animator, let drive):
            guard let navigation = pick(navigations, index) else { return }
            vendor(of: navigation)?.animator = animator
            vendor(of: navigation)?.drive = drive
            navigation.popViewController(animated: true)
        case .interactivePush(let index, let animator, let drive):
            guard let navigation = pick(navigations, index) else { return }
            vendor(of: navigation)?.animator = animator
            vendor(of: navigation)?.drive = drive
            navigation.pushViewController(makePlain(), animated: true)
        case .edgeSwipe(let toFraction, let velocity):
            let trace = TouchTrace.edgeSwipe(
                edge: .left, in: CGSize(width: 400, height: 800), at: 400, toFraction: CGFloat(toFraction),
                releaseVelocity: CGFloat(velocity))
            players.append(TouchTracePlayer(trace: trace))
        case .sheetSwipe(let toFraction, let velocity):
            guard let window, let sheet = sheets.last(where: { $0.viewIfLoaded?.window === window }),
                let view = sheet.viewIfLoaded
            else { return }
            let frame = view.convert(view.bounds, to: window)
            let start = CGPoint(x: frame.midX, y: frame.minY + 12)
            let end = CGPoint(x: start.x, y: start.y + CGFloat(toFraction) * 800)
            let trace = TouchTrace.drag(
                from: start, to: end, duration: 0.3, releaseVelocity: CGVector(dx: 0, dy: velocity))
            players.append(TouchTracePlayer(trace: trace))
        case .interruptAnimator(let pauseFrames, let reverse):
            interrupt(pauseFrames: pauseFrames, reverse: reverse)
        case .layoutTransition(let drive):
            transitionLayout(drive)
        case .replaceRoot(let content):
            window?.rootViewController = make(content)
        case .pan(let action, let animator, let toFraction, let velocity):
            pan(action, animator: animator, toFraction: toFraction, velocity: velocity)
        case .pinch(let toScale):
            pinch(toScale: toScale)
        case .interactiveSelectTab(let index, let tab, let animator, let drive):
            guard let tabs = pick(tabBars, index), let count = tabs.viewControllers?.count, count > 0 else { return }
            vendor(of: tabs)?.animator = animator
            vendor(of: tabs)?.drive = drive
            tabs.selectedIndex = tab % count
        case .dynamicsInteraction(let action, let finish):
            dynamicsInteraction(action, finish: finish)
        }
    }

    /// Starts an interactive layout transition on the last reachable collection view and drives its progress
    /// every frame; the completion must run exactly once unless the collection view is released before it settles.
    private func transitionLayout(_ drive: StressDrive) {
        guard
            let controller = reachable().last(where: { $0 is UICollectionViewController })
                as? UICollectionViewController
        else { return }
        let collectionView = controller.collectionView!
        let side = ((collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize.width ?? 60) == 60
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: side ? 100 : 60, height: side ? 100 : 60)
        // Required unless the collection view was released first (the app let the window go mid-transition).
        let ticket = ledger.expect("layout transition completion (\(controller.title ?? "?"))") {
            [weak collectionView] in collectionView != nil
        }
        let transition = collectionView.startInteractiveTransition(to: layout) { [weak self] _, _ in
            guard let self, let message = ledger.ran(ticket) else { return }
            fail(.completion, "layout transition completion: " + message)
        }
        activeDrives += 1
        var frame = 0
        let link = CADisplayLink { [weak self, weak collectionView, weak transition] link in
            frame += 1
            let done = frame >= drive.frames
            if let transition {
                transition.transitionProgress =
                    CGFloat(drive.percent) * (done ? 1 : CGFloat(frame) / CGFloat(max(1, drive.frames)))
                transition.invalidateLayout()
            }
            guard done else { return }
            link.invalidate()
            self?.activeDrives -= 1
            if drive.finish {
                collectionView?.finishInteractiveTransition()
            } else {
                collectionView?.cancelInteractiveTransition()
            }
        }
        link.add(to: .main, forMode: .common)
    }

    private func present(
        _ presented: UIViewController, from: Int, style: StressPresentationStyle, animated: Bool,
        animator: StressAnimatorKind, drive: StressDrive?
    ) {
        guard let source = pick(reachable(), from) else { return }
        let vendor = vendor(of: presented)
        vendor?.animator = animator
        vendor?.drive = drive
        presented.transitioningDelegate = vendor
        switch style {
        case .fullScreen: presented.modalPresentationStyle = .fullScreen
        case .overFullScreen: presented.modalPresentationStyle = .overFullScreen
        case .pageSheet: presented.modalPresentationStyle = .pageSheet
        case .formSheet: presented.modalPresentationStyle = .formSheet
        case .automatic: presented.modalPresentationStyle = .automatic
        case .currentContext: presented.modalPresentationStyle = .currentContext
        case .overCurrentContext: presented.modalPresentationStyle = .overCurrentContext
        case .custom, .customRemovingPresenter:
            presented.modalPresentationStyle = .custom
            vendor?.removesPresenter = style == .customRemovingPresenter
        case .mediumSheet:
            presented.modalPresentationStyle = .pageSheet
            if let sheet = presented.sheetPresentationController {
                sheet.detents = [.medium(), .large()]
                sheet.selectedDetentIdentifier = .medium
            }
        case .popover:
            presented.modalPresentationStyle = .popover
            presented.popoverPresentationController?.sourceView = source.view
            presented.popoverPresentationController?.sourceRect = CGRect(x: 20, y: 120, width: 40, height: 40)
        }
        let record = (presented as? StressControllerRole)?.record
        let ticket = ledger.expect("present completion (\(presented.title ?? "?"))") {
            record?.everAppeared ?? true
        }
        source.present(presented, animated: animated) { [weak self] in
            guard let self, let message = ledger.ran(ticket) else { return }
            fail(.completion, "present completion: " + message)
        }
    }

    private func dismiss(
        _ index: Int, via: StressDismissal, animated: Bool, animator: StressAnimatorKind, drive: StressDrive?
    ) {
        let list = presented
        let ticket = ledger.expect("dismiss completion (operation \(currentOperation ?? -1))")
        let completion = { [weak self] in
            guard let self, let message = ledger.ran(ticket) else { return }
            fail(.completion, message)
        }
        guard let bottom = pick(list, index) else {
            window?.rootViewController?.dismiss(animated: animated, completion: completion)
            return
        }
        for controller in list.drop(while: { $0 !== bottom }) {
            vendor(of: controller)?.animator = animator
            vendor(of: controller)?.drive = drive
        }
        let receiver: UIViewController? =
            switch via {
            case .presented: bottom
            case .presenter: bottom.presentingViewController
            case .child: bottom.children.first ?? bottom
            case .root: window?.rootViewController
            }
        receiver?.dismiss(animated: animated, completion: completion)
    }

    /// Pauses the newest running transition animator, reverses it if asked, and continues it `pauseFrames`
    /// frames later.
    private func interrupt(pauseFrames: Int, reverse: Bool) {
        runningAnimators.removeAll { $0.animator == nil }
        guard let animator = runningAnimators.last(where: { $0.animator?.isRunning == true })?.animator else {
            return
        }
        animator.pauseAnimation()
        if reverse { animator.isReversed.toggle() }
        guard pauseFrames > 0 else { return animator.startAnimation() }
        activeDrives += 1
        var frames = 0
        let link = CADisplayLink { [weak self, weak animator] link in
            frames += 1
            guard frames >= pauseFrames else { return }
            link.invalidate()
            self?.activeDrives -= 1
            if let animator, animator.state == .active, !animator.isRunning { animator.startAnimation() }
        }
        link.add(to: .main, forMode: .common)
    }
}
