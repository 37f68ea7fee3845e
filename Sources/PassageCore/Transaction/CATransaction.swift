// Core Animation's transactions: batches of model changes, with the settings their implicit animations use.
import Foundation

/// Groups layer-tree changes and sets how their implicit animations run (Core Animation's `CATransaction`).
///
/// Changes made outside an explicit `begin()`/`commit()` pair belong to an implicit transaction that the
/// frame loop commits at the next frame. Nested transactions inherit the settings of the enclosing ones.
@preconcurrency @MainActor
public final class CATransaction {
    private static var stack: TransactionStack { FrameLoop.current.transactions }

    /// Opens a new transaction, nested in any open one.
    public class func begin() { stack.begin() }

    /// Commits the innermost explicit transaction. A commit without a begin is ignored with a diagnostic.
    public class func commit() { stack.commit() }

    /// Commits the implicit transaction now, if no explicit transaction is open.
    public class func flush() { stack.flushImplicit() }

    /// The default duration of implicit animations, in seconds. Default 0.25.
    public class func animationDuration() -> CFTimeInterval { stack.animationDuration }

    /// Sets the duration of implicit animations created in this transaction. Negative or NaN values are ignored.
    public class func setAnimationDuration(_ dur: CFTimeInterval) {
        guard dur.isFinite, dur >= 0 else {
            diagnose(
                .transactionDurationInvalid, .warning,
                "CATransaction.setAnimationDuration(\(dur)) ignored: expected a finite duration ≥ 0")
            return
        }
        stack.update { $0.animationDuration = dur }
    }

    /// The timing function of implicit animations; nil means the default curve.
    public class func animationTimingFunction() -> CAMediaTimingFunction? { stack.timingFunction }

    /// Sets the timing function of implicit animations created in this transaction.
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        stack.update { $0.timingFunction = function }
    }

    /// Whether property changes in this transaction skip their implicit actions. Default false.
    public class func disableActions() -> Bool { stack.disableActions }

    /// Turns implicit actions off (true) or on for the rest of this transaction.
    public class func setDisableActions(_ flag: Bool) {
        stack.update { $0.disableActions = flag }
    }

    /// The completion block set on the innermost transaction, if it has not run yet.
    public class func completionBlock() -> (() -> Void)? { stack.completionBlock }

    /// Runs `block` once every animation added after this call in this transaction has stopped; at commit
    /// if none was added. Setting a new block seals the previous one.
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        stack.setCompletion(block)
    }

    /// An arbitrary value stored on the innermost transaction that set `key`.
    public class func value(forKey key: String) -> Any? { stack.value(forKey: key) }

    /// Stores `anObject` under `key` on the innermost transaction.
    public class func setValue(_ anObject: Any?, forKey key: String) {
        stack.update { $0.values[key] = anObject }
    }
}
