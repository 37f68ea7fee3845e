// The settings Core Animation samples a layer's contents with (filters, bias) and the opaque hint. They are
// kept in the model and copied to presentation, snapshot and `init(layer:)` copies. Passage's render server samples
// contents with the nearest texel where the filter that applies is `.nearest`, bilinearly otherwise (`.trilinear`
// has no mipmaps there, so its bias changes nothing), and draws an opaque layer as any other
// (DifferencesFromUIKit.md).
import Foundation

/// A filter used to sample a layer's contents when they are drawn at another size than their pixels (Core
/// Animation's `CALayerContentsFilter`).
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Interpolates between the nearest pixels (the default).
    public static let linear = Self(rawValue: "linear")
    /// Takes the nearest pixel, keeping hard pixel edges.
    public static let nearest = Self(rawValue: "nearest")
    /// Interpolates between pixels and between mipmap levels (minification only).
    public static let trilinear = Self(rawValue: "trilinear")
}

extension CALayer {
    /// The filter used when the contents are drawn smaller than their pixels. Default `.linear`. Not animatable.
    public var minificationFilter: CALayerContentsFilter {
        get { modelObjects.minificationFilter }
        set { changeModel("minificationFilter", \LayerObjects.minificationFilter, to: newValue) }
    }

    /// The filter used when the contents are drawn larger than their pixels. Default `.linear`. Not animatable.
    public var magnificationFilter: CALayerContentsFilter {
        get { modelObjects.magnificationFilter }
        set { changeModel("magnificationFilter", \LayerObjects.magnificationFilter, to: newValue) }
    }

    /// The bias added to the mipmap level `.trilinear` minification picks. Default 0. Not animatable.
    public var minificationFilterBias: Float {
        get { modelObjects.minificationFilterBias }
        set { changeModel("minificationFilterBias", \LayerObjects.minificationFilterBias, to: newValue) }
    }

    /// Whether the layer promises to fill its bounds with opaque pixels (a hint Core Animation uses to skip
    /// blending and to draw `display()` contents without an alpha channel). Default false. Not animatable.
    public var isOpaque: Bool {
        get { modelObjects.isOpaque }
        set { changeModel("opaque", \LayerObjects.isOpaque, to: newValue) }
    }
}
