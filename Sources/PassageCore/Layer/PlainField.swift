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

extension PlainField {
    /// The field's byte offset in `LayerValues`.
    package var offset: Int {
        switch self {
        case .cgFloat(let offset), .float(let offset), .point(let offset), .size(let offset), .rect(let offset),
            .color(let offset), .transform(let offset):
            offset
        }
    }

    /// The bytes of `LayerValues` the field occupies.
    package var byteRange: Range<Int> {
        let size =
            switch self {
            case .cgFloat: MemoryLayout<CGFloat>.size
            case .float: MemoryLayout<Float>.size
            case .point: MemoryLayout<CGPoint>.size
            case .size: MemoryLayout<CGSize>.size
            case .rect: MemoryLayout<CGRect>.size
            case .color: MemoryLayout<RGBA?>.size
            case .transform: MemoryLayout<CATransform3D>.size
            }
        return offset..<offset + size
    }

    /// Where `LayerValues.properties` starts in `LayerValues`: plain fields' offsets are this plus the field's
    /// offset in `LayerProperties`.
    static let propertiesOffset = MemoryLayout<LayerValues>.offset(of: \LayerValues.properties)!

    /// Copies the field from `model` into `values`: how a field that no animation writes this frame shows
    /// its model value again.
    @inline(__always)
    func restore(from model: UnsafePointer<LayerProperties>, into values: inout LayerValues) {
        let range = byteRange
        let source = UnsafeRawPointer(model).advanced(by: range.lowerBound - Self.propertiesOffset)
        withUnsafeMutableBytes(of: &values) { values in
            values.baseAddress!.advanced(by: range.lowerBound).copyMemory(from: source, byteCount: range.count)
        }
    }
}
