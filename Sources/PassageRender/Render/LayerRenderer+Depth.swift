// Sublayers in depth: a CATransformLayer's sublayers are not flattened into its plane. Each face (a
// sublayer that is not itself a transform layer, drawn with its own subtree flattened into its plane as
// usual) keeps its full 3D map into the plane of the transform layer's superlayer, where the faces are
// sorted by the depth of their centres (z / w after that map, so perspective in a sublayerTransform or
// transform counts) and drawn back to front. This is right for convex arrangements (a cube, a door on its
// frame); faces that intersect or overlap cyclically are not split, so one of them is drawn wholly in
// front. A back-facing face with isDoubleSided = false is skipped as everywhere (`draw`).
import Foundation
import PassageCore

extension LayerRenderer {
    /// One sublayer of a transform layer, ready to be sorted and drawn.
    struct DepthFace {
        let index: Int
        /// The face's 4×4 map into the plane it is flattened into.
        let toPlane: CATransform3D
        let opacity: Double
        /// z / w of the bounds' centre after `toPlane`: larger is nearer the viewer.
        let depth: Double
        /// Tree order, breaking ties.
        let order: Int
    }

    /// Draws sublayer `child` of a layer whose sublayerTransform (about its anchor) is `sublayerTransform`
    /// and whose plane maps to device pixels by `toDevice`: flattened, or in depth when it is a transform layer.
    func drawSublayer(
        _ tree: PresentationTree, _ children: [[Int]], _ child: Int, sublayerTransform: CATransform3D,
        toDevice: LayerHomography, opacity: Double, clip: CoverageMask?, into target: inout DrawList
    ) {
        let childToParent = CATransform3DConcat(CALayer.transformToParent(tree.layers[child].values), sublayerTransform)
        if tree.layers[child].layer is CATransformLayer {
            var faces: [DepthFace] = []
            collectFaces(tree, children, child, toPlane: childToParent, opacity: opacity, into: &faces)
            return drawFaces(faces, tree, children, toDevice: toDevice, clip: clip, into: &target)
        }
        draw(
            tree, children, child, toDevice: LayerHomography(childToParent).concatenating(toDevice),
            opacity: opacity, clip: clip, into: &target)
    }

    /// Collects the faces under transform layer `index`, whose 4×4 map into the flattening plane is `toPlane`.
    func collectFaces(
        _ tree: PresentationTree, _ children: [[Int]], _ index: Int, toPlane: CATransform3D, opacity: Double,
        into faces: inout [DepthFace]
    ) {
        let v = tree.layers[index].values
        let layerOpacity = opacity * Double(v.opacity)
        guard !v.isHidden, layerOpacity > 0 else { return }
        let sublayerTransform = CALayer.sublayerTransformAboutAnchor(v)
        for child in children[index] {
            let childValues = tree.layers[child].values
            let map = CATransform3DConcat(
                CATransform3DConcat(CALayer.transformToParent(childValues), sublayerTransform), toPlane)
            if tree.layers[child].layer is CATransformLayer {
                collectFaces(tree, children, child, toPlane: map, opacity: layerOpacity, into: &faces)
            } else {
                faces.append(
                    DepthFace(
                        index: child, toPlane: map, opacity: layerOpacity,
                        depth: Self.depth(of: childValues.bounds, under: map), order: faces.count))
            }
        }
    }

    /// Draws `faces` back to front.
    func drawFaces(
        _ faces: [DepthFace], _ tree: PresentationTree, _ children: [[Int]], toDevice: LayerHomography,
        clip: CoverageMask?, into target: inout DrawList
    ) {
        let sorted = faces.sorted { a, b in a.depth != b.depth ? a.depth < b.depth : a.order < b.order }
        for face in sorted {
            draw(
                tree, children, face.index, toDevice: LayerHomography(face.toPlane).concatenating(toDevice),
                opacity: face.opacity, clip: clip, into: &target)
        }
    }

    /// z / w of the centre of `bounds` mapped by `map` (−∞ when it lands behind the eye).
    static func depth(of bounds: CGRect, under map: CATransform3D) -> Double {
        let x = Double(bounds.midX)
        let y = Double(bounds.midY)
        let z = x * Double(map.m13) + y * Double(map.m23) + Double(map.m43)
        let w = x * Double(map.m14) + y * Double(map.m24) + Double(map.m44)
        return w > 0 ? z / w : -.infinity
    }
}
