// Programs printed as Swift code: `swiftSource` is an expression that builds the same program, so a failing
// program found at random is pasted into a test as it is printed.
import Foundation

extension StressProgram {
    /// Swift code that builds this program, one operation a line, e.g.
    /// `StressProgram(seed: 7, root: .navigation(depth: 1), operations: [.advance(frames: 3)], ending: .idle)`.
    public var swiftSource: String {
        var lines = ["StressProgram("]
        lines.append("    seed: \(seed), root: \(root.swiftSource), ending: .\(ending.rawValue),")
        if operations.isEmpty {
            lines.append("    operations: []")
        } else {
            lines.append("    operations: [")
            for operation in operations { lines.append("        \(operation.swiftSource),") }
            lines.append("    ]")
        }
        lines.append(")")
        return lines.joined(separator: "\n")
    }
}

extension StressContent {
    /// This content as a Swift expression (`.navigation(depth: 2)`).
    public var swiftSource: String {
        switch self {
        case .plain: ".plain"
        case .navigation(let depth): ".navigation(depth: \(depth))"
        case .tabs(let count): ".tabs(count: \(count))"
        case .collection: ".collection"
        }
    }
}

extension StressDrive {
    /// This drive as a Swift expression.
    public var swiftSource: String {
        "StressDrive(frames: \(frames), percent: \(percent), finish: \(finish), completionSpeed: \(completionSpeed))"
    }
}

extension StressOperation {
    /// This operation as a Swift expression (`.pop(navigation: 0, animated: true, animator: .block)`).
    public var swiftSource: String {
        switch self {
        case .advance(let frames):
            ".advance(frames: \(frames))"
        case .push(let navigation, let content, let animated, let animator):
            ".push(navigation: \(navigation), content: \(content.swiftSource), animated: \(animated), animator: .\(animator))"
        case .pop(let navigation, let animated, let animator):
            ".pop(navigation: \(navigation), animated: \(animated), animator: .\(animator))"
        case .popToRoot(let navigation, let animated, let animator):
            ".popToRoot(navigation: \(navigation), animated: \(animated), animator: .\(animator))"
        case .popTo(let navigation, let index, let animated, let animator):
            ".popTo(navigation: \(navigation), index: \(index), animated: \(animated), animator: .\(animator))"
        case .setViewControllers(let navigation, let keep, let add, let animated, let animator):
            ".setViewControllers(navigation: \(navigation), keep: \(keep), add: \(add), animated: \(animated), animator: .\(animator))"
        case .present(let from, let style, let content, let animated, let animator):
            ".present(from: \(from), style: .\(style), content: \(content.swiftSource), animated: \(animated), animator: .\(animator))"
        case .dismiss(let presented, let via, let animated, let animator):
            ".dismiss(presented: \(presented), via: .\(via), animated: \(animated), animator: .\(animator))"
        case .selectTab(let tabs, let index, let animator):
            ".selectTab(tabs: \(tabs), index: \(index), animator: .\(animator))"
        case .changeDetent(let sheet, let detent, let animated):
            ".changeDetent(sheet: \(sheet), detent: .\(detent), animated: \(animated))"
        case .interactivePop(let navigation, let animator, let drive):
            ".interactivePop(navigation: \(navigation), animator: .\(animator), drive: \(drive.swiftSource))"
        case .interactivePush(let navigation, let animator, let drive):
            ".interactivePush(navigation: \(navigation), animator: .\(animator), drive: \(drive.swiftSource))"
        case .interactivePresent(let from, let style, let animator, let drive):
            ".interactivePresent(from: \(from), style: .\(style), animator: .\(animator), drive: \(drive.swiftSource))"
        case .interactiveDismiss(let presented, let animator, let drive):
            ".interactiveDismiss(presented: \(presented), animator: .\(animator), drive: \(drive.swiftSource))"
        case .edgeSwipe(let toFraction, let velocity):
            ".edgeSwipe(toFraction: \(toFraction), velocity: \(velocity))"
        case .sheetSwipe(let toFraction, let velocity):
            ".sheetSwipe(toFraction: \(toFraction), velocity: \(velocity))"
        case .interruptAnimator(let pauseFrames, let reverse):
            ".interruptAnimator(pauseFrames: \(pauseFrames), reverse: \(reverse))"
        case .layoutTransition(let drive):
            ".layoutTransition(drive: \(drive.swiftSource))"
        case .replaceRoot(let content):
            ".replaceRoot(content: \(content.swiftSource))"
        case .pan(let action, let animator, let toFraction, let velocity):
            ".pan(action: .\(action), animator: .\(animator), toFraction: \(toFraction), velocity: \(velocity))"
        case .pinch(let toScale):
            ".pinch(toScale: \(toScale))"
        case .interactiveSelectTab(let tabs, let index, let animator, let drive):
            ".interactiveSelectTab(tabs: \(tabs), index: \(index), animator: .\(animator), drive: \(drive.swiftSource))"
        case .dynamicsInteraction(let action, let finish):
            ".dynamicsInteraction(action: .\(action), finish: \(finish))"
        }
    }
}
