// Makes random transition programs from a seed: a root hierarchy, then operations drawn with weights that keep
// a program busy (pushes and presentations to build a hierarchy, pops and dismissals to take it down), short
// waits between them so that many land while a transition runs, and an ending.
import Foundation

/// Generates transition programs (a Passage addition for stress testing).
public struct StressGenerator: Sendable {
    /// Operations per program (at least 1). Default 24.
    public var operationCount: Int
    /// The animator kinds drawn for animated transitions. Default every kind but `.planted`.
    public var animators: [StressAnimatorKind]

    /// A generator of programs of `operationCount` operations drawing animators from `animators`.
    public init(
        operationCount: Int = 24,
        animators: [StressAnimatorKind] = StressAnimatorKind.allCases.filter { $0 != .planted }
    ) {
        self.operationCount = max(1, operationCount)
        self.animators = animators.isEmpty ? [.system] : animators
    }

    /// The program of seed `seed`: the same seed always gives the same program.
    public func program(seed: UInt64) -> StressProgram {
        var random = StressRandom(seed: seed)
        let root = content(&random, forRoot: true)
        var operations: [StressOperation] = []
        while operations.count < operationCount {
            operations.append(operation(&random))
            if operations.count < operationCount, random.chance(0.85) {
                operations.append(.advance(frames: random.pick([0, 1, 2, 3, 5, 8, 13, 21, 34])))
            }
        }
        let ending: StressEnding = random.chance(0.7) ? .idle : random.pick([.replaceRoot, .dropWindow])
        return StressProgram(seed: seed, root: root, ending: ending, operations: operations)
    }

    private func content(_ random: inout StressRandom, forRoot: Bool = false) -> StressContent {
        switch random.int(0...9) {
        case 0...2: forRoot ? .navigation(depth: random.int(1...3)) : .plain
        case 3...5: .navigation(depth: random.int(1...3))
        case 6...7: .tabs(count: random.int(2...3))
        case 8: .collection
        default: .plain
        }
    }

    private func animator(_ random: inout StressRandom) -> StressAnimatorKind {
        random.chance(0.25) ? .system : random.pick(animators)
    }

    private func scrubbableAnimator(_ random: inout StressRandom) -> StressAnimatorKind {
        let choices = animators.filter(\.isScrubbable)
        return choices.isEmpty ? .block : random.pick(choices)
    }

    private func drive(_ random: inout StressRandom) -> StressDrive {
        StressDrive(
            frames: random.pick([0, 1, 4, 10, 20, 40]), percent: random.steps(0...1, by: 0.05),
            finish: random.chance(0.5), completionSpeed: random.pick([0.5, 1, 1, 2, 4]))
    }

    private func operation(_ random: inout StressRandom) -> StressOperation {
        let target = random.int(0...3)
        let animated = random.chance(0.8)
        switch random.int(0...111) {
        case 0..<16:
            return .push(
                navigation: target, content: random.chance(0.15) ? .collection : .plain, animated: animated,
                animator: animator(&random))
        case 16..<24:
            return .pop(navigation: target, animated: animated, animator: animator(&random))
        case 24..<27:
            return .popToRoot(navigation: target, animated: animated, animator: animator(&random))
        case 27..<30:
            return .popTo(navigation: target, index: random.int(0...3), animated: animated, animator: animator(&random))
        case 30..<34:
            return .setViewControllers(
                navigation: target, keep: random.int(0...3), add: random.int(0...2), animated: animated,
                animator: animator(&random))
        case 34..<50:
            return .present(
                from: random.int(0...7), style: random.pick(StressPresentationStyle.allCases),
                content: content(&random), animated: animated, animator: animator(&random))
        case 50..<62:
            return .dismiss(
                presented: target, via: random.pick(StressDismissal.allCases), animated: animated,
                animator: animator(&random))
        case 62..<68:
            return .selectTab(tabs: target, index: random.int(0...3), animator: animator(&random))
        case 68..<71:
            return .changeDetent(sheet: target, detent: random.pick(StressDetent.allCases), animated: animated)
        case 71..<76:
            return .interactivePop(navigation: target, animator: scrubbableAnimator(&random), drive: drive(&random))
        case 76..<79:
            return .interactivePush(navigation: target, animator: scrubbableAnimator(&random), drive: drive(&random))
        case 79..<82:
            return .interactivePresent(
                from: random.int(0...7), style: random.pick(StressPresentationStyle.allCases),
                animator: scrubbableAnimator(&random), drive: drive(&random))
        case 82..<86:
            return .interactiveDismiss(
                presented: target, animator: scrubbableAnimator(&random), drive: drive(&random))
        case 86..<90:
            return .edgeSwipe(
                toFraction: random.steps(0.05...0.95, by: 0.05), velocity: random.pick([-800, -100, 0, 100, 400, 1500]))
        case 90..<93:
            return .sheetSwipe(
                toFraction: random.steps(0.05...0.9, by: 0.05), velocity: random.pick([-800, 0, 300, 2000]))
        case 93..<96:
            return .interruptAnimator(pauseFrames: random.pick([0, 2, 10]), reverse: random.chance(0.3))
        case 96:
            return .layoutTransition(drive: drive(&random))
        case 97..<100:
            return .replaceRoot(content: content(&random, forRoot: true))
        case 100..<103:
            return .pan(
                action: random.pick(StressGestureAction.allCases), animator: scrubbableAnimator(&random),
                toFraction: random.steps(0.05...0.95, by: 0.05), velocity: random.pick([-800, -100, 0, 100, 400, 1500]))
        case 103..<105:
            return .pinch(toScale: random.pick([0.3, 0.6, 0.9, 1.2, 1.6, 2.5]))
        case 105..<108:
            return .interactiveSelectTab(
                tabs: target, index: random.int(0...3), animator: scrubbableAnimator(&random), drive: drive(&random))
        default:
            return .dynamicsInteraction(action: random.pick(StressGestureAction.allCases), finish: random.chance(0.6))
        }
    }
}
