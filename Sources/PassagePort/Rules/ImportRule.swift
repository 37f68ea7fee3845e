// `import UIKit`, `import QuartzCore`, `import CoreGraphics` (and their submodules, such as
// `UIKit.UIGestureRecognizerSubclass`) → `import Passage`, once per block of statements: later ones are
// removed. Other imports (`Foundation`) stay.
import SwiftSyntax

/// Replaces Apple UI framework imports by one `import Passage`.
final class ImportRule: RuleRewriter {
    static let replacedModules: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics"]

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let visited = super.visit(node)
        var items: [CodeBlockItemSyntax] = []
        var hasPassage = false
        for item in visited {
            guard let importDecl = item.item.as(ImportDeclSyntax.self), let module = importDecl.path.first?.name.text else {
                items.append(item)
                continue
            }
            if module == "Passage" || Self.replacedModules.contains(module) {
                if hasPassage { continue }
                hasPassage = true
                if module != "Passage" {
                    let replacement = importDecl
                        .with(\.importKindSpecifier, nil)
                        .with(\.path, ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier("Passage"))]))
                        .with(\.trailingTrivia, importDecl.trailingTrivia)
                    items.append(item.with(\.item, .decl(DeclSyntax(replacement))))
                    continue
                }
            }
            items.append(item)
        }
        return CodeBlockItemListSyntax(items)
    }
}
