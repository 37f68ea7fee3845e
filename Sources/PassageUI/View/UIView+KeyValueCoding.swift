// Key-value coding on views, for the keys UIKit's views answer: the geometry, visibility and colours a view
// keeps (`frame`, `bounds`, `center`, `transform`, `alpha`, `hidden`, `backgroundColor`, …, under their
// Objective-C key names, and their Swift names where they differ, `isHidden`), the hierarchy read-only
// (`layer`, `superview`, `window`, `subviews`), and key paths through them (`layer.transform.rotation.z`,
// `superview.frame`). Values are read as iOS hands them out: numbers in an `NSNumber` (which casts `as? CGFloat`,
// `as? Double`, `as? Float` and `as? NSNumber`), geometry as the struct (which casts `as? CGRect` and
// `as? NSValue`, FoundationBridging.swift); values are written from either. A key a view does not answer reads
// nil and sets nothing, with a diagnostic, where iOS raises `NSUnknownKeyException`.
import Foundation
import PassageCore

extension UIView {
    /// One key a view answers: how to read it, and how to write it (nil for read-only keys).
    private struct CodedProperty {
        let read: (UIView) -> Any?
        let write: ((UIView, Any?) -> Bool)?
    }

    /// The keys views answer, by key name (Objective-C's and Swift's where they differ).
    private static let codedProperties: [String: CodedProperty] = {
        let isHidden = CodedProperty(read: { $0.isHidden }) { view, value in
            UIView.bool(value).map { view.isHidden = $0 } != nil
        }
        let isOpaque = CodedProperty(read: { $0.isOpaque }) { view, value in
            UIView.bool(value).map { view.isOpaque = $0 } != nil
        }
        let isUserInteractionEnabled = CodedProperty(read: { $0.isUserInteractionEnabled }) { view, value in
            UIView.bool(value).map { view.isUserInteractionEnabled = $0 } != nil
        }
        return [
            "frame": CodedProperty(read: { $0.frame }) { view, value in
                (value as? CGRect).map { view.frame = $0 } != nil
            },
            "bounds": CodedProperty(read: { $0.bounds }) { view, value in
                (value as? CGRect).map { view.bounds = $0 } != nil
            },
            "center": CodedProperty(read: { $0.center }) { view, value in
                (value as? CGPoint).map { view.center = $0 } != nil
            },
            "transform": CodedProperty(read: { $0.transform }) { view, value in
                (value as? CGAffineTransform).map { view.transform = $0 } != nil
            },
            "alpha": CodedProperty(read: { NSNumber(value: Double($0.alpha)) }) { view, value in
                CGFloat(anyNumber: value).map { view.alpha = $0 } != nil
            },
            "hidden": isHidden, "isHidden": isHidden,
            "opaque": isOpaque, "isOpaque": isOpaque,
            "userInteractionEnabled": isUserInteractionEnabled,
            "isUserInteractionEnabled": isUserInteractionEnabled,
            "clipsToBounds": CodedProperty(read: { $0.clipsToBounds }) { view, value in
                UIView.bool(value).map { view.clipsToBounds = $0 } != nil
            },
            "tag": CodedProperty(read: { NSNumber(value: $0.tag) }) { view, value in
                CGFloat(anyNumber: value).map { view.tag = Int($0) } != nil
            },
            "backgroundColor": CodedProperty(read: { $0.backgroundColor }) { view, value in
                guard value == nil || value is UIColor else { return false }
                view.backgroundColor = value as? UIColor
                return true
            },
            "tintColor": CodedProperty(read: { $0.tintColor }) { view, value in
                guard value == nil || value is UIColor else { return false }
                view.tintColor = value as? UIColor
                return true
            },
            "layer": CodedProperty(read: { $0.layer }, write: nil),
            "superview": CodedProperty(read: { $0.superview }, write: nil),
            "window": CodedProperty(read: { $0.window }, write: nil),
            "subviews": CodedProperty(read: { $0.subviews }, write: nil),
        ]
    }()

    /// The value of `key` (NSObject's `value(forKey:)` for the keys views answer: a `CGRect` for `frame`, an
    /// `NSNumber` for `alpha` and `tag`); nil, with the diagnostic `viewKeyValueCodingRejected`, for
    /// a key views do not answer.
    public func value(forKey key: String) -> Any? {
        guard let property = Self.codedProperties[key] else {
            rejectKeyValueCoding("value(forKey: \"\(key)\")", "views do not answer that key")
            return nil
        }
        return property.read(self)
    }

    /// Sets `key` to `value` through the property's setter (animations and layout follow as for the setter);
    /// `value` may be the property's type or its Foundation box (`NSValue`, `NSNumber`). A key views do not
    /// answer, a read-only key or a value of the wrong type sets nothing, with the diagnostic
    /// `viewKeyValueCodingRejected`.
    public func setValue(_ value: Any?, forKey key: String) {
        guard let write = Self.codedProperties[key]?.write else {
            return rejectKeyValueCoding(
                "setValue(_:forKey: \"\(key)\")",
                Self.codedProperties[key] == nil ? "views do not answer that key" : "the key is read-only")
        }
        if !write(self, value) {
            rejectKeyValueCoding("setValue(_:forKey: \"\(key)\")", "a \(type(of: value)) is not a value for it")
        }
    }

    /// The value at `keyPath`: its first key read by `value(forKey:)`, the rest by the value found (a view's
    /// keys, or a layer's key paths: `layer.transform.rotation.z`).
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let rest = String(keyPath[keyPath.index(after: dot)...])
        switch value(forKey: String(keyPath[..<dot])) {
        case let view as UIView: return view.value(forKeyPath: rest)
        case let layer as CALayer: return layer.value(forKeyPath: rest)
        default:
            rejectKeyValueCoding("value(forKeyPath: \"\(keyPath)\")", "nothing at \(keyPath[..<dot]) answers \(rest)")
            return nil
        }
    }

    /// Sets the value at `keyPath`: through the view or layer its leading keys reach (see `value(forKeyPath:)`).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let rest = String(keyPath[keyPath.index(after: dot)...])
        switch self.value(forKey: String(keyPath[..<dot])) {
        case let view as UIView: view.setValue(value, forKeyPath: rest)
        case let layer as CALayer: layer.setValue(value, forKeyPath: rest)
        default:
            rejectKeyValueCoding(
                "setValue(_:forKeyPath: \"\(keyPath)\")", "nothing at \(keyPath[..<dot]) answers \(rest)")
        }
    }

    private func rejectKeyValueCoding(_ call: String, _ why: String) {
        diagnosticLoop.diagnose(
            .viewKeyValueCodingRejected, .warning, "\(type(of: self)).\(call): \(why); nothing was read or set")
    }

    private static func bool(_ value: Any?) -> Bool? {
        switch value {
        case let value as Bool: value
        case let value as NSNumber: value.boolValue
        default: nil
        }
    }
}
