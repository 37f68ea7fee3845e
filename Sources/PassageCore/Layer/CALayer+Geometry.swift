// Where a layer sits in its parent and how points and rects move between layers, through 3D transforms.
// The layer-to-parent map is: move the anchor to the origin, apply `transform`, move to `position` (and
// zPosition), then apply the parent's `sublayerTransform` about the parent's anchor point; each layer is
// flattened into its parent's plane (see LayerHomography).
import Foundation

extension CALayer {
    /// The anchor point in the layer's own coordinates (x, y in points; z = anchorPointZ).
    package static func anchorInBounds(_ v: LayerProperties) -> (x: CGFloat, y: CGFloat, z: CGFloat) {
        (
            v.bounds.minX + v.anchorPoint.x * v.bounds.width, v.bounds.minY + v.anchorPoint.y * v.bounds.height,
            v.anchorPointZ
        )
    }

    /// The 4×4 map from the layer's space to its parent's space before the parent's sublayerTransform.
    package static func transformToParent(_ v: LayerProperties) -> CATransform3D {
        let a = anchorInBounds(v)
        let toAnchor = CATransform3DMakeTranslation(-a.x, -a.y, -a.z)
        let placed = CATransform3DConcat(
            CATransform3DConcat(toAnchor, v.transform),
            CATransform3DMakeTranslation(v.position.x, v.position.y, v.zPosition))
        return placed
    }

    /// The parent's sublayerTransform, applied about the parent's anchor point; identity when it has none.
    package static func sublayerTransformAboutAnchor(_ parent: LayerProperties) -> CATransform3D {
        guard !CATransform3DIsIdentity(parent.sublayerTransform) else { return CATransform3DIdentity }
        let a = anchorInBounds(parent)
        return CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(-a.x, -a.y, -a.z), parent.sublayerTransform),
            CATransform3DMakeTranslation(a.x, a.y, a.z))
    }

    /// The flattened map from this layer's plane to its superlayer's, using model values.
    package func homographyToSuperlayer() -> LayerHomography {
        var t = CALayer.transformToParent(modelValues)
        if let parent = storedSuperlayer {
            t = CATransform3DConcat(t, CALayer.sublayerTransformAboutAnchor(parent.modelValues))
        }
        return LayerHomography(t)
    }

    /// The flattened map from this layer's plane to the plane of its root layer.
    package func homographyToRoot() -> (map: LayerHomography, root: CALayer) {
        var map = LayerHomography.identity
        var layer = self
        while let parent = layer.storedSuperlayer {
            map = map.concatenating(layer.homographyToSuperlayer())
            layer = parent
        }
        return (map, layer)
    }

    /// Sets `bounds.size` and `position` so the frame (for an identity transform) is `frame`.
    func setFrameThroughBoundsAndPosition(_ frame: CGRect) {
        let size = frame.size
        coalescingObservations {
            bounds = CGRect(origin: bounds.origin, size: size)
            position = CGPoint(x: frame.minX + anchorPoint.x * size.width, y: frame.minY + anchorPoint.y * size.height)
        }
    }

    func frameInSuperlayer(of v: LayerProperties) -> CGRect {
        LayerHomography(CALayer.transformToParent(v)).boundingBox(of: v.bounds)
    }

    /// Converts `p` from `l`'s coordinates (nil: the root layer's) to this layer's.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let map = mapping(from: l ?? homographyToRoot().root, to: self) else { return p }
        return map.apply(p).point
    }

    /// Converts `p` from this layer's coordinates to `l`'s (nil: the root layer's).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        guard let map = mapping(from: self, to: l ?? homographyToRoot().root) else { return p }
        return map.apply(p).point
    }

    /// Converts `r` from `l`'s coordinates to this layer's: the bounding box of the converted corners.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        guard let map = mapping(from: l ?? homographyToRoot().root, to: self) else { return r }
        return map.boundingBox(of: r)
    }

    /// Converts `r` from this layer's coordinates to `l`'s: the bounding box of the converted corners.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        guard let map = mapping(from: self, to: l ?? homographyToRoot().root) else { return r }
        return map.boundingBox(of: r)
    }

    /// The map between two layers of one tree; nil (with a diagnostic) for different trees or a collapsed layer.
    private func mapping(from source: CALayer, to target: CALayer) -> LayerHomography? {
        let (fromMap, fromRoot) = source.homographyToRoot()
        let (toMap, toRoot) = target.homographyToRoot()
        guard fromRoot === toRoot else {
            diagnose(
                .convertBetweenLayerTrees, .warning,
                "CALayer.convert: the layers are in different trees; the value is returned unchanged")
            return nil
        }
        guard let back = toMap.inverted() else { return nil }
        return fromMap.concatenating(back)
    }

    func hitTestTree(_ p: CGPoint) -> CALayer? {
        guard !modelValues.isHidden, let local = homographyToSuperlayer().inverted()?.apply(p).point else { return nil }
        let inside = contains(local)
        if modelValues.masksToBounds && !inside { return nil }
        for sublayer in sublayersInDrawingOrder({ $0.modelValues.zPosition }).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }
}
