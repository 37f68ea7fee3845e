// `import UIKit`, `import QuartzCore`, `import CoreGraphics` (and their submodules, such as
// `UIKit.UIGestureRecognizerSubclass`) → `import Passage`, once per block of statements: later ones are
// removed. Other imports (`Foundation`) stay. A file with no import of Passage that names UIKit, Core Graphics
// or Core Animation types (`UIView`, `CGFloat`, `CALayer`) gains `import Passage` at its top: in an iOS framework
// the umbrella header's `#import <UIKit/UIKit.h>` makes UIKit visible to every file, which Passage cannot do.
import SwiftSyntax

/// Replaces Apple UI framework imports by one `import Passage`.
final class ImportRule: RuleRewriter {
    static let replacedModules: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics"]

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
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
        if node.parent?.is(SourceFileSyntax.self) == true, !hasPassage, !Self.containsPassageImport(items),
            Self.namesFrameworkTypes(node)
        {
            let importDecl = parseDeclaration("import Passage")
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

    /// Whether an `import Passage` is anywhere in `items` (inside `#if` blocks too).
    private static func containsPassageImport(_ items: [CodeBlockItemSyntax]) -> Bool {
        items.contains { $0.description.contains("import Passage") }
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
