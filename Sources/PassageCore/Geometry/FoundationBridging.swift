// The casts iOS code makes between Core Graphics values and their Foundation boxes. On iOS a `CGFloat` bridges to
// and from `NSNumber`, and a point, size, rectangle or 3D transform to and from `NSValue`, so the values
// key-value coding and animations hand out (`value(forKeyPath: "opacity") as? CGFloat`, `fromValue as? NSValue`)
// cast either way. Foundation on Linux bridges `Float`, `Double` and `Int` to `NSNumber` but none of these; the
// conformances here give the same casts (a box of another kind does not cast: an `NSValue` of a rectangle is no
// `CGPoint`). The conformances are retroactive on purpose (Foundation's types, the standard library's protocol),
// so the format lint's rule against them is turned off for each.
import Foundation

// swift-format-ignore: AvoidRetroactiveConformances
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    /// Succeeds where a cast of the number to `Double` succeeds (every number but a too large integer).
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        var double: Double?
        guard Double._conditionallyBridgeFromObjectiveC(source, result: &double), let double else { return false }
        result = CGFloat(double)
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension CGPoint: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(point: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) {
        result = source.pointValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        guard source.boxes("{CGPoint=") else { return false }
        result = source.pointValue
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint {
        source?.pointValue ?? .zero
    }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension CGSize: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(size: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) {
        result = source.sizeValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        guard source.boxes("{CGSize=") else { return false }
        result = source.sizeValue
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize {
        source?.sizeValue ?? .zero
    }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension CGRect: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = source.rectValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        guard source.boxes("{CGRect=") else { return false }
        result = source.rectValue
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        source?.rectValue ?? .zero
    }
}

extension CATransform3D: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(caTransform3D: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CATransform3D?) {
        result = source.caTransform3DValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CATransform3D?) -> Bool {
        result = source.boxedTransform
        return result != nil
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CATransform3D {
        source?.caTransform3DValue ?? CATransform3DIdentity
    }
}

extension NSValue {
    /// Whether the value's type encoding starts with `encodingPrefix` (`{CGPoint=` for a boxed point).
    fileprivate func boxes(_ encodingPrefix: String) -> Bool {
        String(cString: objCType).hasPrefix(encodingPrefix)
    }
}
