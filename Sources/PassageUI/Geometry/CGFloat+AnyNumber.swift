import Foundation

extension CGFloat {
    /// `value` as a `CGFloat` when it holds one of the numeric types Objective-C APIs pass around boxed
    /// (`CGFloat`, `Double`, `Float`, `Int`, `NSNumber`); nil for anything else.
    init?(anyNumber value: Any?) {
        switch value {
        case let value as CGFloat: self = value
        case let value as Double: self = CGFloat(value)
        case let value as Float: self = CGFloat(value)
        case let value as Int: self = CGFloat(value)
        case let value as NSNumber: self = CGFloat(value.doubleValue)
        default: return nil
        }
    }
}
