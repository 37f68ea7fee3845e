// The one table of animatable key paths (pop's POPAnimatableProperty pattern): for each key path, the kind
// of value, how to read it from a layer's values and how to write it back. Sub-paths (`position.x`,
// `bounds.size`, `transform.rotation.z`, …) are entries of their own.
import Foundation

/// How an animation reads and writes one key path of a layer.
package struct AnimatableProperty: Sendable {
    /// The key path, as given to `CAPropertyAnimation(keyPath:)`.
    package let keyPath: String
    /// The layer property it belongs to (`position` for `position.x`): actions and UIView animations are keyed by it.
    package let propertyKey: String
    package let kind: AnimationValueKind
    package let read: @Sendable (LayerValues) -> AnimationValue
    /// Writes an absolute value.
    package let write: @Sendable (inout LayerValues, AnimationValue) -> Void
    /// Writes an additive value on top of what is there; nil means the generic `added(to:)` rule.
    package let writeAdditive: (@Sendable (inout LayerValues, AnimationValue) -> Void)?
    /// Whether it reads and writes the object values (`LayerValues.objects`) rather than the plain ones.
    package var touchesObjects = false
    /// The whole plain field it stores into, when its absolute write is a plain store of its value there
    /// (every number, point, size, rect, color and whole-transform path): evaluators with fixed ends store
    /// through it directly, without an `AnimationValue` and two closure calls. Nil for sub-paths of
    /// transforms, discrete and object values.
    package var plainField: PlainField?
    /// Whether the property is a `Float` in iOS's API (`opacity`, `shadowOpacity`), so key-value coding boxes
    /// it as a `Float` number.
    package var holdsFloat = false

    /// Applies `value` to `props`, additively or not.
    @inline(__always)
    package func apply(_ value: AnimationValue, to props: inout LayerValues, additive: Bool) {
        guard additive else { return write(&props, value) }
        if let writeAdditive { return writeAdditive(&props, value) }
        write(&props, value.added(to: read(props)))
    }

    /// The entry for `keyPath`, or nil when it is not animatable.
    package static func named(_ keyPath: String) -> AnimatableProperty? {
        table[keyPath]
    }

    /// The entry of a custom scalar key: read from and written to the object values' `custom` table.
    package static func custom(_ key: String) -> AnimatableProperty {
        AnimatableProperty(
            keyPath: key, propertyKey: key, kind: .scalar,
            read: { values in .scalar(customNumber(materialised(values).custom[key])) },
            write: { props, value in if case .scalar(let v) = value { props.objects!.custom[key] = CGFloat(v) } },
            writeAdditive: nil, touchesObjects: true)
    }

    /// A custom key's stored number as a Double; 0 when it holds no number.
    private static func customNumber(_ stored: Any?) -> Double {
        switch stored {
        case let v as CGFloat: Double(v)
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: 0
        }
    }

    /// Every animatable key path.
    package static var allKeyPaths: [String] { table.keys.sorted() }

    private static let table: [String: AnimatableProperty] = {
        var entries: [AnimatableProperty] = []
        entries += rectEntries(
            "bounds", \.bounds, origin: (\.bounds.origin, \.bounds.origin.x, \.bounds.origin.y),
            size: (\.bounds.size, \.bounds.size.width, \.bounds.size.height))
        entries += pointEntries("position", (\.position, \.position.x, \.position.y))
        entries += pointEntries("anchorPoint", (\.anchorPoint, \.anchorPoint.x, \.anchorPoint.y))
        entries += rectEntries(
            "contentsRect", \.contentsRect,
            origin: (\.contentsRect.origin, \.contentsRect.origin.x, \.contentsRect.origin.y),
            size: (\.contentsRect.size, \.contentsRect.size.width, \.contentsRect.size.height))
        entries += rectEntries(
            "contentsCenter", \.contentsCenter,
            origin: (\.contentsCenter.origin, \.contentsCenter.origin.x, \.contentsCenter.origin.y),
            size: (\.contentsCenter.size, \.contentsCenter.size.width, \.contentsCenter.size.height))
        entries += sizeEntries("shadowOffset", (\.shadowOffset, \.shadowOffset.width, \.shadowOffset.height))
        entries += [
            scalar("zPosition", \.zPosition), scalar("anchorPointZ", \.anchorPointZ),
            scalar("cornerRadius", \.cornerRadius), scalar("borderWidth", \.borderWidth),
            scalar("shadowRadius", \.shadowRadius),
            floatScalar("opacity", \.opacity), floatScalar("shadowOpacity", \.shadowOpacity),
            color("backgroundColor", \.backgroundColor), color("borderColor", \.borderColor),
            color("shadowColor", \.shadowColor),
            discrete("hidden", \.isHidden), discrete("masksToBounds", \.masksToBounds),
            discrete("doubleSided", \.isDoubleSided),
            AnimatableProperty(
                keyPath: "contents", propertyKey: "contents", kind: .discrete,
                read: { .discrete(materialised($0).contents) },
                write: { props, value in if case .discrete(let v) = value { props.objects!.contents = v } },
                writeAdditive: nil, touchesObjects: true),
            AnimatableProperty(
                keyPath: "shadowPath", propertyKey: "shadowPath", kind: .discrete,
                read: { .discrete(materialised($0).shadowPath) },
                write: { props, value in if case .discrete(let v) = value { props.objects!.shadowPath = v as? CGPath }
                },
                writeAdditive: nil, touchesObjects: true),
        ]
        entries += TransformKeyPaths.entries("transform", \.transform)
        entries += TransformKeyPaths.entries("sublayerTransform", \.sublayerTransform)
        entries += LayerSubclassKeyPaths.entries
        return Dictionary(uniqueKeysWithValues: entries.map { ($0.keyPath, $0) })
    }()

    /// The byte offset of `path` inside `LayerValues`, when it is a stored field of plain data.
    static func plainOffset<T>(_ path: WritableKeyPath<LayerProperties, T>) -> Int? {
        guard _isPOD(T.self), let field = MemoryLayout<LayerProperties>.offset(of: path) else { return nil }
        return PlainField.propertiesOffset + field
    }

    /// The object values of `values`, which the caller materialised (see `LayerValues`).
    private static func materialised(_ values: LayerValues) -> LayerObjects {
        guard let objects = values.objects else {
            preconditionFailure("object values read before they were materialised")
        }
        return objects
    }

    /// Stores a value at `path`. For a path made of stored properties only, to a field of plain data (every
    /// number, point, size, rect, color and transform here), this is a store at the field's fixed offset,
    /// resolved once, instead of a walk through the key-path runtime on every frame.
    static func fieldWriter<T>(_ path: WritableKeyPath<LayerProperties, T> & Sendable)
        -> @Sendable (inout LayerValues, T) -> Void
    {
        guard let offset = plainOffset(path) else {
            return { props, value in props.properties[keyPath: path] = value }
        }
        return { props, value in
            withUnsafeMutableBytes(of: &props) { $0.storeBytes(of: value, toByteOffset: offset, as: T.self) }
        }
    }

    private static func scalar(
        _ key: String, _ path: WritableKeyPath<LayerProperties, CGFloat> & Sendable,
        propertyKey: String? = nil
    ) -> AnimatableProperty {
        let store = fieldWriter(path)
        return AnimatableProperty(
            keyPath: key, propertyKey: propertyKey ?? key, kind: .scalar,
            read: { .scalar(Double($0.properties[keyPath: path])) },
            write: { props, value in if case .scalar(let v) = value { store(&props, CGFloat(v)) } },
            writeAdditive: nil, plainField: plainOffset(path).map(PlainField.cgFloat))
    }

    private static func floatScalar(_ key: String, _ path: WritableKeyPath<LayerProperties, Float> & Sendable)
        -> AnimatableProperty
    {
        let store = fieldWriter(path)
        return AnimatableProperty(
            keyPath: key, propertyKey: key, kind: .scalar,
            read: { .scalar(Double($0.properties[keyPath: path])) },
            write: { props, value in if case .scalar(let v) = value { store(&props, Float(v)) } },
            writeAdditive: nil, plainField: plainOffset(path).map(PlainField.float), holdsFloat: true)
    }

    private static func color(_ key: String, _ path: WritableKeyPath<LayerProperties, RGBA?> & Sendable)
        -> AnimatableProperty
    {
        let store = fieldWriter(path)
        return AnimatableProperty(
            keyPath: key, propertyKey: key, kind: .color,
            read: { .color($0.properties[keyPath: path] ?? .clearColor) },
            write: { props, value in if case .color(let v) = value { store(&props, v) } },
            writeAdditive: nil, plainField: plainOffset(path).map(PlainField.color))
    }

    private static func discrete<T>(_ key: String, _ path: WritableKeyPath<LayerProperties, T> & Sendable)
        -> AnimatableProperty
    {
        AnimatableProperty(
            keyPath: key, propertyKey: key, kind: .discrete,
            read: { .discrete($0.properties[keyPath: path]) },
            write: { props, value in
                if case .discrete(let v) = value, let v = v as? T { props.properties[keyPath: path] = v }
            },
            writeAdditive: nil)
    }

    private typealias Path<T> = WritableKeyPath<LayerProperties, T> & Sendable

    private static func pointEntries(
        _ key: String, _ paths: (Path<CGPoint>, Path<CGFloat>, Path<CGFloat>),
        propertyKey: String? = nil
    ) -> [AnimatableProperty] {
        let (path, x, y) = paths
        let store = fieldWriter(path)
        return [
            AnimatableProperty(
                keyPath: key, propertyKey: propertyKey ?? key, kind: .point,
                read: { .point($0.properties[keyPath: path]) },
                write: { props, value in if case .point(let v) = value { store(&props, v) } },
                writeAdditive: nil, plainField: plainOffset(path).map(PlainField.point)),
            scalar("\(key).x", x, propertyKey: propertyKey ?? key),
            scalar("\(key).y", y, propertyKey: propertyKey ?? key),
        ]
    }

    private static func sizeEntries(
        _ key: String, _ paths: (Path<CGSize>, Path<CGFloat>, Path<CGFloat>),
        propertyKey: String? = nil
    ) -> [AnimatableProperty] {
        let (path, width, height) = paths
        let store = fieldWriter(path)
        return [
            AnimatableProperty(
                keyPath: key, propertyKey: propertyKey ?? key, kind: .size,
                read: { .size($0.properties[keyPath: path]) },
                write: { props, value in if case .size(let v) = value { store(&props, v) } },
                writeAdditive: nil, plainField: plainOffset(path).map(PlainField.size)),
            scalar("\(key).width", width, propertyKey: propertyKey ?? key),
            scalar("\(key).height", height, propertyKey: propertyKey ?? key),
        ]
    }

    private static func rectEntries(
        _ key: String, _ path: Path<CGRect>,
        origin: (Path<CGPoint>, Path<CGFloat>, Path<CGFloat>),
        size: (Path<CGSize>, Path<CGFloat>, Path<CGFloat>)
    ) -> [AnimatableProperty] {
        let store = fieldWriter(path)
        return [
            AnimatableProperty(
                keyPath: key, propertyKey: key, kind: .rect,
                read: { .rect($0.properties[keyPath: path]) },
                write: { props, value in if case .rect(let v) = value { store(&props, v) } },
                writeAdditive: nil, plainField: plainOffset(path).map(PlainField.rect))
        ]
            + pointEntries("\(key).origin", origin, propertyKey: key)
            + sizeEntries("\(key).size", size, propertyKey: key)
    }
}
