// `object.responds(to: #selector(P.method))` where `method` is a required member of a protocol declared in the
// ported files, or of one of UIKit's transition protocols named in the selector
// (`#selector(UIViewControllerContextTransitioning.view(forKey:))`) → `true`: an object typed by the protocol
// implements every required member, so the answer the Objective-C runtime gave is known. Selectors of optional requirements stay for `LeftoverRule` to report
// (after porting they have defaults, and Swift cannot tell whether a type wrote its own).
import SwiftSyntax

/// Replaces `responds(to:)` checks of required protocol members by `true`.
final class RespondsRule: RuleRewriter {
    /// The required members (base names) of UIKit's transition protocols, by protocol.
    static let uiKitRequirements: [String: Set<String>] = [
        "UIViewControllerContextTransitioning": [
            "containerView", "isAnimated", "isInteractive", "transitionWasCancelled", "presentationStyle",
            "updateInteractiveTransition", "finishInteractiveTransition", "cancelInteractiveTransition",
            "pauseInteractiveTransition", "completeTransition", "viewController", "view", "targetTransform",
            "initialFrame", "finalFrame",
        ],
        "UIViewControllerAnimatedTransitioning": ["transitionDuration", "animateTransition"],
        "UIViewControllerInteractiveTransitioning": ["startInteractiveTransition"],
        "UIViewControllerTransitionCoordinatorContext": [
            "isAnimated", "presentationStyle", "initiallyInteractive", "isInterruptible", "isInteractive",
            "isCancelled", "transitionDuration", "percentComplete", "completionVelocity", "completionCurve",
            "viewController", "view", "containerView", "targetTransform",
        ],
        "UIViewControllerTransitionCoordinator": [
            "animate", "animateAlongsideTransition", "notifyWhenInteractionChanges",
        ],
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard node.arguments.labels == ["to"], node.calledExpression.trimmedDescription.hasSuffix("responds"),
            let argument = node.arguments.first?.expression, let selector = SelectorReference(argument)
        else { return super.visit(node) }
        let uiKitRequirement =
            selector.typeName.flatMap { Self.uiKitRequirements[$0] }?.contains(selector.name) ?? false
        guard
            uiKitRequirement
                || (context.index.requirements.contains(selector.name)
                    && context.index.optionalRequirements[selector.name] == nil)
        else { return super.visit(node) }
        return parseExpression("true").withTrivia(of: node)
    }
}
