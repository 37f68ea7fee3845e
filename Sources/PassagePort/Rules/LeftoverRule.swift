// What no rule converts, reported with its line so the porter can finish by hand: selectors Passage has no form
// for (bar button items, key commands, `responds(to:)`, …), selectors built from strings, key-value observing,
// key-value coding outside layers, performs of a selector held in a variable, cancelling delayed performs,
// classes looked up by name, and fonts registered by URL.
import SwiftSyntax

/// Reports Objective-C runtime features left in a file after the other rules ran. Changes nothing.
final class LeftoverRule: RuleRewriter {
    static let genericSelectorReason =
        "in a call Passage has no selector form for: pass a closure or an unapplied "
        + "method reference by hand, or remove the call"

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        if node.macroName.text == "selector" {
            let selector = node.arguments.first?.expression.trimmedDescription ?? ""
            if let call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                call.calledExpression.trimmedDescription.hasSuffix("responds")
            {
                report(
                    node,
                    "responds(to: #selector(\(selector))): Swift has no runtime check for an implemented method; "
                        + "make the requirement non-optional or test for the conformance instead")
            } else {
                report(node, "#selector(\(selector)) " + Self.genericSelectorReason)
            }
        }
        return super.visit(node)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let called = node.calledExpression.trimmedDescription
        let name = String(called.split(separator: ".").last ?? Substring(called))
        let labels = node.arguments.labels
        if called == "Selector" || called == "NSSelectorFromString" {
            report(
                node,
                "selector built from a string: Passage's Selector reaches only the methods a class declares by "
                    + "selector (SelectorResponding); call the method directly, or declare it"
            )
        } else if Self.fontRegistrationCalls.contains(called) {
            report(
                node,
                "\(called): Passage registers font data only (CTFontManagerRegisterGraphicsFont with a CGFont), and "
                    + "draws text with its DejaVu faces; read the file into a CGDataProvider, or drop the registration")
        } else if called == "NSClassFromString" {
            report(
                node,
                "NSClassFromString: classes cannot be looked up by name without the Objective-C runtime; use the type directly"
            )
        } else if name == "perform" || name.hasPrefix("performSelector"), let first = node.arguments.first,
            [[""], ["", "with"], ["", "with", "afterDelay"], ["", "with", "with"]].contains(labels)
                || name.hasPrefix("performSelector"),
            !(first.expression.as(MacroExpansionExprSyntax.self)?.macroName.text == "selector"),
            !first.expression.is(ClosureExprSyntax.self), node.trailingClosure == nil
        {
            report(
                node,
                "\(name) with a selector held in \(first.expression.trimmedDescription): a selector reaches only "
                    + "the methods its target's class declares by selector (SelectorResponding); keep a closure and "
                    + "call it instead, or declare the method")
        } else if name == "cancelPreviousPerformRequests" {
            report(
                node,
                "cancelPreviousPerformRequests: a dispatched block cannot be cancelled; keep a DispatchWorkItem and cancel it"
            )
        } else if name == "observe", let first = node.arguments.first,
            let keyPath = first.expression.as(KeyPathExprSyntax.self),
            !Self.observesInPassage(keyPath)
        {
            report(
                node,
                "key-value observing of \(keyPath.trimmedDescription): Passage observes only the geometry and "
                    + "visibility of views and layers and a scroll view's offset and size; observe with didSet or a callback"
            )
        } else if name == "addObserver" && labels.contains("forKeyPath")
            || name == "removeObserver" && labels.contains("forKeyPath")
        {
            report(
                node,
                "key-value observing (\(name)(_:forKeyPath:…)): the port rewrites only a registration of self, in a "
                    + "class of the file declaring observeValue(forKeyPath:of:change:context:), for a view's or "
                    + "layer's geometry or visibility (observe(\\.frame)); observe anything else with didSet or a callback"
            )
        } else if (name == "value" || name == "setValue")
            && (labels.contains("forKey") || labels.contains("forKeyPath")),
            let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            !KeyPathRule.isLayer(base), !called.hasPrefix("CATransaction"),
            !(base.trimmedDescription.hasPrefix("self") && node.enclosingType?.name.hasSuffix("Layer") == true),
            let keyArgument = node.arguments.first(where: { ["forKey", "forKeyPath"].contains($0.label?.text ?? "") })
        {
            if let key = KeyPathRule.path(keyArgument.expression) {
                if let first = key.split(separator: ".").first, !Self.viewKeys.contains(String(first)) {
                    report(
                        node,
                        "key-value coding of \"\(key)\" on \(base.trimmedDescription): views answer only the keys of "
                            + "their geometry, visibility, colours and hierarchy (frame, bounds, center, transform, "
                            + "alpha, hidden, backgroundColor, layer, …), layers their properties and any key of "
                            + "their own; use the typed property")
                }
            } else if let type = declaredNonViewType(of: base) {
                report(
                    node,
                    "key-value coding on \(base.trimmedDescription), a \(type): in Passage only views and layers "
                        + "answer keys; use the typed property")
            }
        }
        return super.visit(node)
    }

    /// The type declared for `base` (a name, or `self.name`) when every declaration of that name in the run
    /// gives a type that reads as neither a view nor a layer (`UIBlurEffect`); nil when unknown or view-like.
    private func declaredNonViewType(of base: ExprSyntax) -> String? {
        var name = base.trimmedDescription
        if name.hasPrefix("self.") { name.removeFirst(5) }
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            let types = context.index.declaredTypes[name], let type = types.first, types.count == 1
        else { return nil }
        let viewLike = ["View", "Layer", "Button", "Label", "Bar", "Control", "Field", "Cell", "Window", "Slider"]
        return viewLike.contains { type.contains($0) } ? nil : type.trimmingSuffix("!").trimmingSuffix("?")
    }

    /// The keys `UIView.value(forKey:)` and `setValue(_:forKey:)` answer in Passage.
    static let viewKeys: Set<String> = [
        "frame", "bounds", "center", "transform", "alpha", "hidden", "isHidden", "opaque", "isOpaque",
        "userInteractionEnabled", "isUserInteractionEnabled", "clipsToBounds", "tag", "backgroundColor", "tintColor",
        "layer", "superview", "window", "subviews",
    ]

    /// Core Text's registration of font files by URL, which Passage does not have (it has
    /// `CTFontManagerRegisterGraphicsFont`).
    static let fontRegistrationCalls: Set<String> = [
        "CTFontManagerRegisterFontsForURL", "CTFontManagerRegisterFontURLs",
    ]

    /// The properties `observe(_:options:changeHandler:)` reports in Passage (those kept in a layer's model): a key
    /// path starting with one of them compiles and works on a view, layer or scroll view, so it is left as it is.
    static let observableProperties: Set<String> = [
        "frame", "bounds", "center", "transform", "alpha", "isHidden", "contentOffset", "contentSize",
        "position", "anchorPoint", "opacity", "cornerRadius", "zPosition", "backgroundColor",
    ]

    static func observesInPassage(_ keyPath: KeyPathExprSyntax) -> Bool {
        guard let first = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self) else {
            return false
        }
        return observableProperties.contains(first.declName.baseName.text)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        for member in node.memberBlock.members where !OverrideExtensionRule.canMove(node) {
            guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                modifiers.contains(where: { $0.name.text == "override" })
            else { continue }
            report(
                member.decl,
                "override in an extension: without the Objective-C runtime Swift cannot override "
                    + "from an extension; move it into the class body")
        }
        return super.visit(node)
    }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        if node.name.text == "observeValue", node.modifiers.contains(where: { $0.name.text == "override" }),
            node.signature.parameterClause.parameters.first?.firstName.text == "forKeyPath"
        {
            report(
                node.name,
                "observeValue(forKeyPath:of:change:context:): Foundation on Linux has no key-value observing to call it; "
                    + "the registrations the port could not rewrite need observe(\\.property) or a didSet callback"
            )
        }
        return super.visit(node)
    }
}

extension String {
    /// This string without one trailing `suffix`, if it has it.
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
