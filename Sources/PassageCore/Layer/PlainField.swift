// Where an animatable property's whole value lives in a layer's plain values, and how it is stored there:
// the shortcut evaluators with fixed ends take every frame instead of the property table's closures.
// Invariant: a store here is exactly the property's absolute `write` (same conversion, same bytes).
import Foundation

/// A plain field of `LayerValues`: its kind of value and its byte offset.
package enum PlainField: Sendable {
    /// A CGFloat written from a scalar.
    case cgFloat(Int)
    /// A Float written from a scalar (opacity, shadowOpacity).
    case float(Int)
    case point(Int)
    case size(Int)
    case rect(Int)
    /// An optional RGBA written from a color.
    case color(Int)
    case transform(Int)

    /// Stores `value` at `offset` in `values`.
    @inline(__always)
    static func store<T>(_ value: T, at offset: Int, in values: inout LayerValues) {
        withUnsafeMutableBytes(of: &values) { $0.storeBytes(of: value, toByteOffset: offset, as: T.self) }
    }
}
