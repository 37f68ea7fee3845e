// The nesting of CATransaction levels. The bottom level may be implicit: opened by the first change made
// outside any explicit transaction and committed by the frame loop at the next frame. Settings read from
// the innermost level that set them; completion groups of every open level collect the animations added.
import Foundation

/// The open transactions of one frame loop.
@MainActor
package final class TransactionStack {
    package struct Level {
        package var isImplicit: Bool
        package var animationDuration: CFTimeInterval?
        package var timingFunction: CAMediaTimingFunction?
        package var disableActions: Bool?
        package var completion: AnimationCompletionGroup?
        package var completionBlock: (() -> Void)?
        package var values: [String: Any] = [:]
    }

    private var levels: [Level] = []

    /// The duration implicit animations get when they set none: innermost value set, else 0.25 s.
    package var animationDuration: CFTimeInterval {
        levels.last(where: { $0.animationDuration != nil })?.animationDuration ?? 0.25
    }

    /// The timing function implicit animations get: innermost value set, else nil (the default curve).
    package var timingFunction: CAMediaTimingFunction? {
        levels.last(where: { $0.timingFunction != nil })?.timingFunction
    }

    /// Whether property changes skip their actions: innermost value set, else false.
    package var disableActions: Bool {
        levels.last(where: { $0.disableActions != nil })?.disableActions ?? false
    }

    /// The completion groups an animation added now joins.
    package var completionGroups: [AnimationCompletionGroup] {
        levels.compactMap(\.completion)
    }

    /// Opens the implicit transaction if nothing is open. Called by every model change.
    package func ensureOpen() {
        if levels.isEmpty { levels.append(Level(isImplicit: true)) }
    }

    package func begin() {
        ensureOpen()
        levels.append(Level(isImplicit: false))
    }

    package func commit() {
        guard let last = levels.last, !last.isImplicit else {
            diagnose(
                .transactionCommitWithoutBegin, .warning, "CATransaction.commit() without a matching begin() ignored")
            return
        }
        levels.removeLast()
        last.completion?.seal()
    }

    /// Commits the implicit transaction when no explicit one is open.
    package func flushImplicit() {
        guard levels.count == 1, let last = levels.first, last.isImplicit else { return }
        levels.removeAll()
        last.completion?.seal()
    }

    package func update(_ change: (inout Level) -> Void) {
        ensureOpen()
        change(&levels[levels.count - 1])
    }

    package func value(forKey key: String) -> Any? {
        levels.last(where: { $0.values[key] != nil })?.values[key]
    }

    package func setCompletion(_ block: (() -> Void)?) {
        ensureOpen()
        levels[levels.count - 1].completion?.seal()
        levels[levels.count - 1].completion = block.map { block in AnimationCompletionGroup { _ in block() } }
        levels[levels.count - 1].completionBlock = block
    }

    package var completionBlock: (() -> Void)? {
        guard let level = levels.last, let group = level.completion, !group.hasFired else { return nil }
        return level.completionBlock
    }
}
