// The animatable properties of CAShapeLayer, in the same table form as the layer's own: each reads and
// writes the shape values of a layer's object values (`LayerObjects.shape`). `path` is a discrete value
// whose interpolation blends paths of the same structure (CGPath+Interpolation.swift); colours animate
// through transparent black when nil, as every colour property does.
import Foundation

extension AnimatableProperty {
    /// The entry of a CAShapeLayer key path, or nil when `keyPath` is not one.
    package static func shapeLayerProperty(_ keyPath: String) -> AnimatableProperty? {
        shapeTable[keyPath]
    }

    private static let shapeTable: [String: AnimatableProperty] = {
        let entries = [
            shapeEntry(
                "path", .discrete, read: { .discrete($0.path) },
                write: { shape, value in if case .discrete(let v) = value { shape.path = v as? CGPath } }),
            shapeEntry(
                "lineDashPattern", .discrete, read: { .discrete($0.lineDashPattern) },
                write: { shape, value in if case .discrete(let v) = value { shape.lineDashPattern = v as? [NSNumber] } }
            ),
            shapeColor("fillColor", \.fillColor), shapeColor("strokeColor", \.strokeColor),
            shapeScalar("lineWidth", \.lineWidth), shapeScalar("miterLimit", \.miterLimit),
            shapeScalar("lineDashPhase", \.lineDashPhase), shapeScalar("strokeStart", \.strokeStart),
            shapeScalar("strokeEnd", \.strokeEnd),
        ]
        return Dictionary(uniqueKeysWithValues: entries.map { ($0.keyPath, $0) })
    }()

    private static func shapeEntry(
        _ key: String, _ kind: AnimationValueKind,
        read: @escaping @Sendable (ShapeLayerValues) -> AnimationValue,
        write: @escaping @Sendable (inout ShapeLayerValues, AnimationValue) -> Void
    ) -> AnimatableProperty {
        AnimatableProperty(
            keyPath: key, propertyKey: key, kind: kind,
            read: { values in
                guard let objects = values.objects else {
                    preconditionFailure("shape values read before they were materialised")
                }
                return read(objects.shape)
            },
            write: { props, value in write(&props.objects!.shape, value) },
            writeAdditive: nil, touchesObjects: true)
    }

    private static func shapeScalar(_ key: String, _ path: WritableKeyPath<ShapeLayerValues, CGFloat> & Sendable)
        -> AnimatableProperty
    {
        shapeEntry(
            key, .scalar, read: { .scalar(Double($0[keyPath: path])) },
            write: { shape, value in if case .scalar(let v) = value { shape[keyPath: path] = CGFloat(v) } })
    }

    private static func shapeColor(_ key: String, _ path: WritableKeyPath<ShapeLayerValues, RGBA?> & Sendable)
        -> AnimatableProperty
    {
        shapeEntry(
            key, .color, read: { .color($0[keyPath: path] ?? .clearColor) },
            write: { shape, value in if case .color(let v) = value { shape[keyPath: path] = v } })
    }
}
