// Imports of Apple's UI frameworks. By default they stay as written (Passage offers modules named UIKit,
// QuartzCore and CoreGraphics); only a submodule import (`import UIKit.UIGestureRecognizerSubclass`), which no
// module of Passage's has, becomes an import of its module, once per block of statements. With
// `PortOptions.rewritesImports`, `import UIKit`, `import QuartzCore` and `import CoreGraphics` become one
// `import Passage` instead. Other imports (`Foundation`) stay. A file that imports none of them but names UIKit,
// Core Graphics or Core Animation types (`UIView`, `CGFloat`, `CALayer`) gains an import (`UIKit`, or `Passage`
// when rewriting) at its top: in an iOS framework the umbrella header's `#import <UIKit/UIKit.h>` makes UIKit
// visible to every file, which Swift packages cannot do.
import SwiftSyntax

/// Keeps Apple UI framework imports importable (or replaces them by one `import Passage`).
final class ImportRule: RuleRewriter {
    static let replacedModules: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics"]

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        context.options.rewritesImports ? replacingImports(node) : keepingImports(node)
    }

    /// The default: submodule imports become module imports; a file that needs UIKit and lacks it gains it.
    private func keepingImports(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let visited = super.visit(node)
        var items: [CodeBlockItemSyntax] = []
        var imported: Set<String> = []
        for item in visited {
            guard let importDecl = item.item.as(ImportDeclSyntax.self), let module = importDecl.path.first?.name.text,
                Self.replacedModules.contains(module)
            else {
                items.append(item)
                continue
            }
            let isModuleImport = importDecl.importKindSpecifier == nil
            if isModuleImport, importDecl.path.count > 1 {
                if imported.contains(module) { continue }
                let replacement = importDecl.with(
                    \.path, ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier(module))])
                ).with(\.trailingTrivia, importDecl.trailingTrivia)
                items.append(item.with(\.item, .decl(DeclSyntax(replacement))))
            } else if isModuleImport, imported.contains(module) {
                continue
            } else {
                items.append(item)
            }
            if isModuleImport { imported.insert(module) }
        }
        return addingImport("UIKit", to: items, of: node)
    }

    /// With `rewritesImports`: every UIKit, QuartzCore and CoreGraphics import becomes one `import Passage`.
    private func replacingImports(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let visited = super.visit(node)
        var items: [CodeBlockItemSyntax] = []
        var hasPassage = false
        for item in visited {
            guard let importDecl = item.item.as(ImportDeclSyntax.self), let module = importDecl.path.first?.name.text
            else {
                items.append(item)
                continue
            }
            if module == "Passage" || Self.replacedModules.contains(module) {
                if hasPassage { continue }
                hasPassage = true
                if module != "Passage" {
                    let replacement =
                        importDecl
                        .with(\.importKindSpecifier, nil)
                        .with(
                            \.path,
                            ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier("Passage"))])
                        )
                        .with(\.trailingTrivia, importDecl.trailingTrivia)
                    items.append(item.with(\.item, .decl(DeclSyntax(replacement))))
                    continue
                }
            }
            items.append(item)
        }
        if hasPassage { return CodeBlockItemListSyntax(items) }
        return addingImport("Passage", to: items, of: node)
    }

    /// `items` with `import module` at the top when `node` is a file's top level that imports neither Passage nor
    /// an Apple UI framework but names their types.
    private func addingImport(
        _ module: String, to items: [CodeBlockItemSyntax], of node: CodeBlockItemListSyntax
    ) -> CodeBlockItemListSyntax {
        var items = items
        if node.parent?.is(SourceFileSyntax.self) == true, !Self.containsFrameworkImport(items),
            Self.namesFrameworkTypes(node)
        {
            let importDecl = parseDeclaration("import \(module)")
            let first = items.first
            let header = first?.leadingTrivia ?? []
            var item = CodeBlockItemSyntax(item: .decl(importDecl)).with(\.leadingTrivia, header)
            item.trailingTrivia = []
            items = items.enumerated().map { offset, element in
                offset == 0 ? element.with(\.leadingTrivia, .newlines(2)) : element
            }
            items.insert(item, at: 0)
        }
        return CodeBlockItemListSyntax(items)
    }

    /// Whether an import of Passage or of an Apple UI framework is anywhere in `items` (inside `#if` blocks too).
    private static func containsFrameworkImport(_ items: [CodeBlockItemSyntax]) -> Bool {
        items.contains { item in
            item.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.tokenKind == .keyword(.import), let path = token.nextToken(viewMode: .sourceAccurate)
                else { return false }
                var name = path
                // `import class UIKit.UIView`: the module follows the kind.
                if case .keyword = name.tokenKind, let next = name.nextToken(viewMode: .sourceAccurate) { name = next }
                return name.text == "Passage" || replacedModules.contains(name.text)
            }
        }
    }

    /// Whether the file names a type from UIKit, Core Graphics or Core Animation.
    private static func namesFrameworkTypes(_ node: CodeBlockItemListSyntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind, name.count > 2, name != "UIKit" else { return false }
            let prefix = name.prefix(2)
            let third = name[name.index(name.startIndex, offsetBy: 2)]
            return (prefix == "UI" || prefix == "CG" || prefix == "CA") && third.isUppercase
        }
    }
}
