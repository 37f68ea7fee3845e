// Key paths into a transform (`transform.rotation.z`, `transform.scale`, `transform.translation.x`, …).
//
// Reads assume the transform is built from rotations about one axis, scales and translations, as these
// key paths are used; perspective (m34) does not disturb them. Writes change only the named component:
// rotations and scales are composed in the layer's own space before the existing transform (so a
// perspective already in the transform is kept), translations are set in the parent's space (m41…m43).
// `transform.scale` reads the mean of the x and y scales and writes all three axes.
import Foundation

enum TransformKeyPaths {
    private enum Axis: CaseIterable { case x, y, z }

    static func entries(_ key: String, _ path: WritableKeyPath<LayerProperties, CATransform3D> & Sendable)
        -> [AnimatableProperty]
    {
        let store = AnimatableProperty.fieldWriter(path)
        var entries = [
            AnimatableProperty(
                keyPath: key, propertyKey: key, kind: .transform,
                read: { .transform($0.properties[keyPath: path]) },
                write: { props, value in if case .transform(let v) = value { store(&props, v) } },
                writeAdditive: nil, plainField: AnimatableProperty.plainOffset(path).map(PlainField.transform))
        ]
        for axis in Axis.allCases {
            let name = "\(axis)"
            entries.append(
                component(
                    "\(key).rotation.\(name)", key, path,
                    read: { rotation($0, axis) },
                    set: { t, v, additive in rotated(t, by: additive ? v : v - rotation(t, axis), axis) }))
            entries.append(
                component(
                    "\(key).scale.\(name)", key, path,
                    read: { scale($0, axis) },
                    set: { t, v, additive in scaled(t, axis, to: additive ? scale(t, axis) + v : v) }))
            entries.append(
                component(
                    "\(key).translation.\(name)", key, path,
                    read: { translation($0, axis) },
                    set: { t, v, additive in translated(t, axis, to: additive ? translation(t, axis) + v : v) }))
        }
        entries.append(
            component(
                "\(key).rotation", key, path,
                read: { rotation($0, .z) },
                set: { t, v, additive in rotated(t, by: additive ? v : v - rotation(t, .z), .z) }))
        entries.append(
            component(
                "\(key).scale", key, path,
                read: { (scale($0, .x) + scale($0, .y)) / 2 },
                set: { t, v, additive in
                    var result = t
                    for axis in Axis.allCases {
                        result = scaled(result, axis, to: additive ? scale(t, axis) + v : v)
                    }
                    return result
                }))
        entries.append(
            AnimatableProperty(
                keyPath: "\(key).translation", propertyKey: key, kind: .size,
                read: {
                    .size(CGSize(width: $0.properties[keyPath: path].m41, height: $0.properties[keyPath: path].m42))
                },
                write: { props, value in
                    guard case .size(let v) = value else { return }
                    props.properties[keyPath: path].m41 = v.width
                    props.properties[keyPath: path].m42 = v.height
                },
                writeAdditive: { props, value in
                    guard case .size(let v) = value else { return }
                    props.properties[keyPath: path].m41 += v.width
                    props.properties[keyPath: path].m42 += v.height
                }))
        return entries
    }

    private static func component(
        _ keyPath: String, _ key: String,
        _ path: WritableKeyPath<LayerProperties, CATransform3D> & Sendable,
        read: @escaping @Sendable (CATransform3D) -> Double,
        set: @escaping @Sendable (CATransform3D, Double, Bool) -> CATransform3D
    ) -> AnimatableProperty {
        AnimatableProperty(
            keyPath: keyPath, propertyKey: key, kind: .scalar,
            read: { .scalar(read($0.properties[keyPath: path])) },
            write: { props, value in
                guard case .scalar(let v) = value else { return }
                props.properties[keyPath: path] = set(props.properties[keyPath: path], v, false)
            },
            writeAdditive: { props, value in
                guard case .scalar(let v) = value else { return }
                props.properties[keyPath: path] = set(props.properties[keyPath: path], v, true)
            })
    }

    private static func rotation(_ t: CATransform3D, _ axis: Axis) -> Double {
        switch axis {
        case .x: Double(atan2(t.m23, t.m22))
        case .y: Double(atan2(t.m31, t.m33))
        case .z: Double(atan2(t.m12, t.m11))
        }
    }

    private static func rotated(_ t: CATransform3D, by angle: Double, _ axis: Axis) -> CATransform3D {
        switch axis {
        case .x: CATransform3DRotate(t, CGFloat(angle), 1, 0, 0)
        case .y: CATransform3DRotate(t, CGFloat(angle), 0, 1, 0)
        case .z: CATransform3DRotate(t, CGFloat(angle), 0, 0, 1)
        }
    }

    private static func scale(_ t: CATransform3D, _ axis: Axis) -> Double {
        switch axis {
        case .x: Double((t.m11 * t.m11 + t.m12 * t.m12 + t.m13 * t.m13).squareRoot())
        case .y: Double((t.m21 * t.m21 + t.m22 * t.m22 + t.m23 * t.m23).squareRoot())
        case .z: Double((t.m31 * t.m31 + t.m32 * t.m32 + t.m33 * t.m33).squareRoot())
        }
    }

    /// Rescales one axis of `t` to `target`. A collapsed axis (scale 0) is rebuilt along its unit vector.
    private static func scaled(_ t: CATransform3D, _ axis: Axis, to target: Double) -> CATransform3D {
        var result = t
        let current = scale(t, axis)
        let factor = CGFloat(current > 1e-12 ? target / current : target)
        switch axis {
        case .x:
            if current > 1e-12 {
                result.m11 *= factor
                result.m12 *= factor
                result.m13 *= factor
            } else {
                result.m11 = factor
            }
        case .y:
            if current > 1e-12 {
                result.m21 *= factor
                result.m22 *= factor
                result.m23 *= factor
            } else {
                result.m22 = factor
            }
        case .z:
            if current > 1e-12 {
                result.m31 *= factor
                result.m32 *= factor
                result.m33 *= factor
            } else {
                result.m33 = factor
            }
        }
        return result
    }

    private static func translation(_ t: CATransform3D, _ axis: Axis) -> Double {
        switch axis {
        case .x: Double(t.m41)
        case .y: Double(t.m42)
        case .z: Double(t.m43)
        }
    }

    private static func translated(_ t: CATransform3D, _ axis: Axis, to value: Double) -> CATransform3D {
        var result = t
        switch axis {
        case .x: result.m41 = CGFloat(value)
        case .y: result.m42 = CGFloat(value)
        case .z: result.m43 = CGFloat(value)
        }
        return result
    }
}
