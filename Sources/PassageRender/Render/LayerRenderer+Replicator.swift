// Drawing a CAReplicatorLayer's copies. Copy n (0 ..< instanceCount, copy 0 being the sublayers
// themselves) is every sublayer mapped by instanceTransform n times (about the replicator's anchor point,
// after the sublayer's own transform, before the replicator's sublayerTransform), presented with its
// animations n × instanceDelay seconds behind, and multiplied by instanceColor plus n of each component
// offset (clamped; a copy whose color is not white is drawn offscreen and multiplied). Copies are drawn in
// order, each copy's sublayers in order; with preservesDepth they are sorted by the depth of their centres
// instead (in the replicator's space, then flattened into its plane).
import Foundation
import PassageCore

extension LayerRenderer {
    /// One sublayer of one copy.
    private struct Instance {
        let tree: PresentationTree
        let children: [[Int]]
        let index: Int
        let toParent: CATransform3D
        let tint: RGBA
        let depth: Double
        let order: Int
    }

    /// Draws the copies of replicator `index`'s sublayers (see the header).
    func drawInstances(
        _ tree: PresentationTree, _ children: [[Int]], _ index: Int, toDevice: LayerHomography, opacity: Double,
        clip: CoverageMask?, into target: inout DrawList
    ) {
        let entry = tree.layers[index]
        guard let replicator = entry.layer as? CAReplicatorLayer, replicator.instanceCount > 0 else { return }
        let v = entry.values
        guard
            case .transform(let step) = LayerSubclassKeyPaths.value(
                "instanceTransform", in: entry.objects, kind: .transform),
            case .color(let baseColor) = LayerSubclassKeyPaths.value("instanceColor", in: entry.objects, kind: .color)
        else { return }
        let a = CALayer.anchorInBounds(v)
        let stepAboutAnchor = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(-a.x, -a.y, -a.z), step),
            CATransform3DMakeTranslation(a.x, a.y, a.z))
        let sublayerTransform = CALayer.sublayerTransformAboutAnchor(v)
        var instances: [Instance] = []
        var copyMap = CATransform3DIdentity
        for copy in 0..<replicator.instanceCount {
            let tint = replicator.multiplyingColor(ofInstance: copy, base: baseColor)
            let shift = Double(copy) * replicator.instanceDelay
            for child in children[index] {
                var copyTree = tree
                var copyChildren = children
                var copyIndex = child
                if shift != 0 {
                    copyTree = PresentationTree(
                        root: tree.layers[child].layer, parentTime: tree.localTimes[index] - shift)
                    copyChildren = Self.childLists(copyTree)
                    copyIndex = 0
                }
                let own = CALayer.transformToParent(copyTree.layers[copyIndex].values)
                let toReplicator = CATransform3DConcat(own, copyMap)
                instances.append(
                    Instance(
                        tree: copyTree, children: copyChildren, index: copyIndex,
                        toParent: CATransform3DConcat(toReplicator, sublayerTransform), tint: tint,
                        depth: Self.depth(of: copyTree.layers[copyIndex].values.bounds, under: toReplicator),
                        order: instances.count))
            }
            copyMap = CATransform3DConcat(copyMap, stepAboutAnchor)
        }
        if replicator.preservesDepth {
            instances.sort { x, y in x.depth != y.depth ? x.depth < y.depth : x.order < y.order }
        }
        let white = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
        for instance in instances {
            let map = LayerHomography(instance.toParent).concatenating(toDevice)
            if instance.tint == white {
                draw(
                    instance.tree, instance.children, instance.index, toDevice: map, opacity: opacity, clip: clip,
                    into: &target)
            } else if instance.tint.alpha > 0 {
                var group = DrawList()
                draw(
                    instance.tree, instance.children, instance.index, toDevice: map, opacity: 1, clip: nil, into: &group
                )
                guard var pixmap = offscreen(group, within: clip?.bounds ?? frameBounds) else { continue }
                pixmap.multiply(by: instance.tint)
                target.composite(pixmap, opacity: opacity, clip: clip)
            }
        }
    }
}
