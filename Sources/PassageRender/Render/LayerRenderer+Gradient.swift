// Drawing a CAGradientLayer's gradient: above its background, below its sublayers, clipped to its rounded
// bounds as the background is. The gradient is rasterized at the device scale the layer is shown at (its
// largest stretch at the centre, at most 4096 pixels a side), cached while it does not change, and mapped
// through the layer's transform like an image.
import Foundation
import PassageCore

/// Rasterized gradients by description and pixel size, kept while in use.
struct GradientImageCache {
    private var images: [Key: Pixmap] = [:]

    private struct Key: Hashable {
        let gradient: GradientDescription
        let width: Int
        let height: Int
    }

    mutating func image(_ gradient: GradientDescription, width: Int, height: Int, size: CGSize) -> Pixmap? {
        let key = Key(gradient: gradient, width: width, height: height)
        if let cached = images[key] { return cached }
        guard let made = GradientRasterizer.render(gradient, width: width, height: height, size: size) else {
            return nil
        }
        if images.count >= 32 { images.removeAll() }
        images[key] = made
        return made
    }
}

extension LayerRenderer {
    /// The gradient of entry `entry` (a CAGradientLayer) as presented, or nil when it draws nothing.
    static func gradientDescription(_ entry: PresentedLayer) -> GradientDescription? {
        guard let layer = entry.layer as? CAGradientLayer else { return nil }
        let objects = entry.objects
        guard case .list(let colorValues) = LayerSubclassKeyPaths.value("colors", in: objects, kind: .colors) else {
            return nil
        }
        let colors = colorValues.compactMap { if case .color(let c) = $0 { c } else { nil } }
        guard !colors.isEmpty else { return nil }
        var locations: [Double]?
        if objects.custom["locations"] != nil,
            case .list(let values) = LayerSubclassKeyPaths.value("locations", in: objects, kind: .scalars)
        {
            locations = values.compactMap { if case .scalar(let v) = $0 { v } else { nil } }
        }
        guard case .point(let start) = LayerSubclassKeyPaths.value("startPoint", in: objects, kind: .point),
            case .point(let end) = LayerSubclassKeyPaths.value("endPoint", in: objects, kind: .point)
        else { return nil }
        let kind: GradientDescription.Kind =
            switch layer.type {
            case .radial: .radial
            case .conic: .conic
            default: .axial
            }
        return GradientDescription(
            kind: kind, colors: colors, locations: GradientDescription.stops(colors: colors, locations: locations),
            start: start, end: end)
    }

    /// Draws `gradient` over bounds `v.bounds`, limited to `shape` (the rounded bounds, already clipped).
    func drawGradient(
        _ gradient: GradientDescription, _ v: LayerProperties, toDevice: LayerHomography, opacity: Double,
        shape: CoverageMask, into target: inout DrawList
    ) {
        guard v.bounds.width > 0, v.bounds.height > 0 else { return }
        let scale = min(max(toDevice.largestScale(at: CGPoint(x: v.bounds.midX, y: v.bounds.midY)), 0.01), 64)
        let width = min(max(Int((Double(v.bounds.width) * scale).rounded(.up)), 1), 4096)
        let height = min(max(Int((Double(v.bounds.height) * scale).rounded(.up)), 1), 4096)
        guard let image = gradientImages.image(gradient, width: width, height: height, size: v.bounds.size) else {
            return
        }
        target.draw(
            image, from: CGRect(x: 0, y: 0, width: width, height: height), to: v.bounds, transform: toDevice,
            opacity: opacity, clip: shape, uniformRows: gradient.hasUniformRows)
    }
}
