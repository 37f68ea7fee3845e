// The layer tree panel's data: the window's layers at the frame shown, depth first, each with its name, its
// presented frame in window points (where the page highlights it), the keys of its animations, and its model and
// presented values side by side. The presented values come from one presentation copy of the whole tree, made
// once per request, walked alongside the model tree; the frames are mapped into the window down that walk.
import Foundation
import Passage
import PassageScenes

/// The "layers" message for the page.
@MainActor
enum LayerTree {
    /// The most layers listed; deeper or later ones are left out, and the message says so.
    static let maximumLayers = 3000

    /// The layer tree of `run`'s window at `frame`, as the page's "layers" message.
    static func message(for run: SceneRun, frame: Int) -> [String: Any] {
        let model = run.window.layer
        let presented = model.presentation() ?? model
        var layers: [[String: Any]] = []
        var pending: [(CALayer, CALayer, Int, CGAffineTransform)] = [(model, presented, 0, .identity)]
        var truncated = false
        while let (layer, shown, depth, parentToWindow) = pending.popLast() {
            guard layers.count < maximumLayers else {
                truncated = true
                break
            }
            let toWindow = toParent(shown).concatenating(parentToWindow)
            let area = shown.bounds.applying(toWindow)
            layers.append([
                "id": layers.count, "depth": depth, "name": LiveTimeline.label(of: layer),
                "type": String(describing: type(of: layer)),
                "frame": [area.minX, area.minY, area.width, area.height].map { finite(Double($0)) },
                "hidden": shown.isHidden, "animations": layer.animationKeys() ?? [],
                "model": values(of: layer), "presented": values(of: shown),
            ])
            let children = layer.sublayers ?? []
            let shownChildren = shown.sublayers ?? []
            for index in children.indices.reversed() {
                let child = index < shownChildren.count ? shownChildren[index] : children[index]
                pending.append((children[index], child, depth + 1, toWindow))
            }
        }
        return ["type": "layers", "frame": frame, "layers": layers, "truncated": truncated]
    }

    /// How `layer` maps its own coordinates into its superlayer's: its bounds' origin and anchor point moved to
    /// its position through the affine part of its transform (perspective is left out).
    static func toParent(_ layer: CALayer) -> CGAffineTransform {
        let bounds = layer.bounds
        let anchor = CGPoint(
            x: bounds.minX + layer.anchorPoint.x * bounds.width, y: bounds.minY + layer.anchorPoint.y * bounds.height)
        let t = layer.transform
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42))
            .concatenating(CGAffineTransform(translationX: layer.position.x, y: layer.position.y))
    }

    /// The values the panel lists for one layer.
    static func values(of layer: CALayer) -> [String: Any] {
        let t = layer.transform
        return [
            "position": [finite(Double(layer.position.x)), finite(Double(layer.position.y))],
            "bounds": [layer.bounds.minX, layer.bounds.minY, layer.bounds.width, layer.bounds.height].map {
                finite(Double($0))
            },
            "anchorPoint": [finite(Double(layer.anchorPoint.x)), finite(Double(layer.anchorPoint.y))],
            "opacity": finite(Double(layer.opacity)),
            "cornerRadius": finite(Double(layer.cornerRadius)),
            "transform": [
                t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34,
                t.m41, t.m42, t.m43, t.m44,
            ].map { finite(Double($0)) },
        ]
    }

    /// `value`, or 0 when it is not finite (JSON has no NaN or infinity).
    private static func finite(_ value: Double) -> Double {
        value.isFinite ? value : 0
    }
}
