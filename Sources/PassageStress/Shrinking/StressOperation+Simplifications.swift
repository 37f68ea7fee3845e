// The simpler forms of each operation and content the shrinker tries, simplest first: shorter waits, targets at
// position 0, no animation, the system animator, plainer content and drives.
import Foundation

extension StressOperation {
    /// Simpler operations to try in place of this one, simplest first; empty when it cannot get simpler.
    var simplifications: [StressOperation] {
        var result: [StressOperation] = []
        func animators(_ animator: StressAnimatorKind, _ make: (StressAnimatorKind) -> StressOperation) {
            if animator != .system { result.append(make(.system)) }
            if animator != .system, animator != .block { result.append(make(.block)) }
        }
        switch self {
        case .advance(let frames):
            for smaller in [0, 1, frames / 2] where smaller < frames { result.append(.advance(frames: smaller)) }
        case .push(let n, let content, let animated, let animator):
            if n != 0 { result.append(.push(navigation: 0, content: content, animated: animated, animator: animator)) }
            if content != .plain {
                result.append(.push(navigation: n, content: .plain, animated: animated, animator: animator))
            }
            if animated { result.append(.push(navigation: n, content: content, animated: false, animator: .system)) }
            animators(animator) { .push(navigation: n, content: content, animated: animated, animator: $0) }
        case .pop(let n, let animated, let animator):
            if n != 0 { result.append(.pop(navigation: 0, animated: animated, animator: animator)) }
            if animated { result.append(.pop(navigation: n, animated: false, animator: .system)) }
            animators(animator) { .pop(navigation: n, animated: animated, animator: $0) }
        case .popToRoot(let n, let animated, let animator):
            result.append(.pop(navigation: n, animated: animated, animator: animator))
            if n != 0 { result.append(.popToRoot(navigation: 0, animated: animated, animator: animator)) }
            if animated { result.append(.popToRoot(navigation: n, animated: false, animator: .system)) }
            animators(animator) { .popToRoot(navigation: n, animated: animated, animator: $0) }
        case .popTo(let n, let index, let animated, let animator):
            result.append(.pop(navigation: n, animated: animated, animator: animator))
            if n != 0 { result.append(.popTo(navigation: 0, index: index, animated: animated, animator: animator)) }
            if index != 0 { result.append(.popTo(navigation: n, index: 0, animated: animated, animator: animator)) }
            if animated { result.append(.popTo(navigation: n, index: index, animated: false, animator: .system)) }
            animators(animator) { .popTo(navigation: n, index: index, animated: animated, animator: $0) }
        case .setViewControllers(let n, let keep, let add, let animated, let animator):
            if n != 0 {
                result.append(
                    .setViewControllers(navigation: 0, keep: keep, add: add, animated: animated, animator: animator))
            }
            if keep > 1 {
                result.append(
                    .setViewControllers(navigation: n, keep: 1, add: add, animated: animated, animator: animator))
            }
            if add > 0 {
                result.append(
                    .setViewControllers(navigation: n, keep: keep, add: add - 1, animated: animated, animator: animator)
                )
            }
            if animated {
                result.append(
                    .setViewControllers(navigation: n, keep: keep, add: add, animated: false, animator: .system))
            }
            animators(animator) {
                .setViewControllers(navigation: n, keep: keep, add: add, animated: animated, animator: $0)
            }
        case .present(let from, let style, let content, let animated, let animator):
            if from != 0 {
                result.append(.present(from: 0, style: style, content: content, animated: animated, animator: animator))
            }
            if style != .fullScreen {
                result.append(
                    .present(from: from, style: .fullScreen, content: content, animated: animated, animator: animator))
            }
            for simpler in content.simplifications {
                result.append(
                    .present(from: from, style: style, content: simpler, animated: animated, animator: animator))
            }
            if animated {
                result.append(.present(from: from, style: style, content: content, animated: false, animator: .system))
            }
            animators(animator) {
                .present(from: from, style: style, content: content, animated: animated, animator: $0)
            }
        case .dismiss(let n, let via, let animated, let animator):
            if n != 0 { result.append(.dismiss(presented: 0, via: via, animated: animated, animator: animator)) }
            if via != .presented {
                result.append(.dismiss(presented: n, via: .presented, animated: animated, animator: animator))
            }
            if animated { result.append(.dismiss(presented: n, via: via, animated: false, animator: .system)) }
            animators(animator) { .dismiss(presented: n, via: via, animated: animated, animator: $0) }
        case .selectTab(let n, let index, let animator):
            if n != 0 { result.append(.selectTab(tabs: 0, index: index, animator: animator)) }
            if index > 1 { result.append(.selectTab(tabs: n, index: 1, animator: animator)) }
            animators(animator) { .selectTab(tabs: n, index: index, animator: $0) }
        case .changeDetent(let n, let detent, let animated):
            if n != 0 { result.append(.changeDetent(sheet: 0, detent: detent, animated: animated)) }
            if animated { result.append(.changeDetent(sheet: n, detent: detent, animated: false)) }
        case .interactivePop(let n, let animator, let drive):
            result.append(.pop(navigation: n, animated: true, animator: animator))
            if n != 0 { result.append(.interactivePop(navigation: 0, animator: animator, drive: drive)) }
            if animator != .block { result.append(.interactivePop(navigation: n, animator: .block, drive: drive)) }
            for simpler in drive.simplifications {
                result.append(.interactivePop(navigation: n, animator: animator, drive: simpler))
            }
        case .interactivePush(let n, let animator, let drive):
            result.append(.push(navigation: n, content: .plain, animated: true, animator: animator))
            if n != 0 { result.append(.interactivePush(navigation: 0, animator: animator, drive: drive)) }
            if animator != .block { result.append(.interactivePush(navigation: n, animator: .block, drive: drive)) }
            for simpler in drive.simplifications {
                result.append(.interactivePush(navigation: n, animator: animator, drive: simpler))
            }
        case .interactivePresent(let from, let style, let animator, let drive):
            result.append(.present(from: from, style: style, content: .plain, animated: true, animator: animator))
            if from != 0 { result.append(.interactivePresent(from: 0, style: style, animator: animator, drive: drive)) }
            if style != .fullScreen {
                result.append(.interactivePresent(from: from, style: .fullScreen, animator: animator, drive: drive))
            }
            if animator != .block {
                result.append(.interactivePresent(from: from, style: style, animator: .block, drive: drive))
            }
            for simpler in drive.simplifications {
                result.append(.interactivePresent(from: from, style: style, animator: animator, drive: simpler))
            }
        case .interactiveDismiss(let n, let animator, let drive):
            result.append(.dismiss(presented: n, via: .presented, animated: true, animator: animator))
            if n != 0 { result.append(.interactiveDismiss(presented: 0, animator: animator, drive: drive)) }
            if animator != .block { result.append(.interactiveDismiss(presented: n, animator: .block, drive: drive)) }
            for simpler in drive.simplifications {
                result.append(.interactiveDismiss(presented: n, animator: animator, drive: simpler))
            }
        case .edgeSwipe(let fraction, let velocity):
            if velocity != 0 { result.append(.edgeSwipe(toFraction: fraction, velocity: 0)) }
            if fraction != 0.5 { result.append(.edgeSwipe(toFraction: 0.5, velocity: velocity)) }
        case .sheetSwipe(let fraction, let velocity):
            if velocity != 0 { result.append(.sheetSwipe(toFraction: fraction, velocity: 0)) }
            if fraction != 0.5 { result.append(.sheetSwipe(toFraction: 0.5, velocity: velocity)) }
        case .interruptAnimator(let frames, let reverse):
            if reverse { result.append(.interruptAnimator(pauseFrames: frames, reverse: false)) }
            if frames > 0 { result.append(.interruptAnimator(pauseFrames: 0, reverse: reverse)) }
        case .layoutTransition(let drive):
            for simpler in drive.simplifications { result.append(.layoutTransition(drive: simpler)) }
        case .replaceRoot(let content):
            for simpler in content.simplifications { result.append(.replaceRoot(content: simpler)) }
        case .pan(let action, let animator, let fraction, let velocity):
            if animator != .block {
                result.append(.pan(action: action, animator: .block, toFraction: fraction, velocity: velocity))
            }
            if velocity != 0 {
                result.append(.pan(action: action, animator: animator, toFraction: fraction, velocity: 0))
            }
            if fraction != 0.5 {
                result.append(.pan(action: action, animator: animator, toFraction: 0.5, velocity: velocity))
            }
        case .pinch(let scale):
            if scale != 2 { result.append(.pinch(toScale: 2)) }
        case .interactiveSelectTab(let n, let index, let animator, let drive):
            result.append(.selectTab(tabs: n, index: index, animator: animator))
            if n != 0 { result.append(.interactiveSelectTab(tabs: 0, index: index, animator: animator, drive: drive)) }
            if index > 1 { result.append(.interactiveSelectTab(tabs: n, index: 1, animator: animator, drive: drive)) }
            if animator != .block {
                result.append(.interactiveSelectTab(tabs: n, index: index, animator: .block, drive: drive))
            }
            for simpler in drive.simplifications {
                result.append(.interactiveSelectTab(tabs: n, index: index, animator: animator, drive: simpler))
            }
        case .dynamicsInteraction(let action, let finish):
            if !finish { result.append(.dynamicsInteraction(action: action, finish: true)) }
        }
        return result
    }
}

extension StressDrive {
    /// Simpler drives: fewer frames, round percents, speed 1.
    var simplifications: [StressDrive] {
        var result: [StressDrive] = []
        if frames > 1 {
            result.append(StressDrive(frames: 1, percent: percent, finish: finish, completionSpeed: completionSpeed))
        }
        if completionSpeed != 1 {
            result.append(StressDrive(frames: frames, percent: percent, finish: finish, completionSpeed: 1))
        }
        if percent != 0.5 {
            result.append(StressDrive(frames: frames, percent: 0.5, finish: finish, completionSpeed: completionSpeed))
        }
        return result
    }
}

extension StressContent {
    /// Plainer contents, plainest first.
    var simplifications: [StressContent] {
        switch self {
        case .plain: []
        case .collection: [.plain]
        case .navigation(let depth): depth > 1 ? [.plain, .navigation(depth: 1)] : [.plain]
        case .tabs(let count):
            count > 2 ? [.plain, .navigation(depth: 1), .tabs(count: 2)] : [.plain, .navigation(depth: 1)]
        }
    }
}
