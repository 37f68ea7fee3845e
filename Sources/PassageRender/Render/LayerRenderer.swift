// The render server: draws a layer tree's presentation at one media time into a frame buffer. It reads the
// presentation tree (every layer's presented values) and never changes the model.
//
// Each layer is drawn in Core Animation's order: its shadow, a backdrop's blur (LayerRenderer+Backdrop), its
// background (with rounded corners), a gradient (LayerRenderer+Gradient), its contents (an image, nine-sliced
// by contentsCenter, or the text of a CATextLayer), its sublayers sorted by zPosition (clipped to its rounded
// bounds when masksToBounds; a replicator's copies, LayerRenderer+Replicator), then its border on top.
// Sublayers are flattened into their parent's plane (LayerHomography), so perspective from a
// sublayerTransform is exact; a CATransformLayer's are kept in depth (LayerRenderer+Depth). A
// layer with opacity < 1 and sublayers is drawn offscreen and composited once (allowsGroupOpacity); a
// back-facing layer with isDoubleSided = false is skipped with its sublayers. A CATransition in progress
// draws the captured previous appearance and the current one according to its type. Each pixmap's drawing is
// recorded first (DrawList), then drawn in order with every stage leaving out the pixels an opaque fill
// after it replaces: the frame is the same bit for bit, but what later opaque layers hide costs nothing.
import Foundation
import PassageCore

/// Draws layer trees into premultiplied RGBA frames.
@MainActor
public final class LayerRenderer {
    /// The frame size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// What the frame is cleared to; nil leaves it transparent.
    public let background: CGColor?
    /// The frame size in pixels.
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// The device whose status bar is drawn over every frame (`StatusBar`), or nil.
    private let statusBarDevice: DeviceProfile?
    /// The status bar drawn over every frame, in `statusBarAppearance`, or nil.
    private var statusBar: CALayer?
    private var statusBarTree: PresentationTree?
    /// What the status bar shows: set it before each frame to what the app's controllers ask for (a scene run
    /// sets it from `UIApplication`). Default: dark content, shown. No effect on a renderer without a status bar.
    public var statusBarAppearance = StatusBar.Appearance() {
        didSet {
            guard statusBarAppearance != oldValue, let statusBarDevice else { return }
            if statusBarAppearance.content != oldValue.content {
                statusBar = StatusBar.layer(for: statusBarDevice, content: statusBarAppearance.content)
                statusBarTree = nil
            }
            stillFrame = nil
        }
    }

    var tree: PresentationTree?
    var children: [[Int]] = []
    /// Images' pixels by image, with whether every pixel is opaque.
    var images: [ObjectIdentifier: (image: CGImage, pixmap: Pixmap, opaque: Bool)] = [:]
    var shapeMasks = ShapeMaskCache()
    var gradientImages = GradientImageCache()
    /// Rendered text by everything that shapes it, so a label that does not change is neither measured
    /// nor laid out again (Core Animation keeps a text layer's backing store the same way).
    var textImages: [TextImageKey: TextImage] = [:]
    /// The threads a frame is drawn on, each drawing a band of its rows (1…16; others are clamped). The frame
    /// is the same bit for bit for any number. Default: 2 on a machine with two cores or more, else 1
    /// (`passage render --all` sets 1 in its worker processes, as they already fill the cores).
    public var drawingThreads: Int {
        didSet { drawingThreads = min(max(drawingThreads, 1), 16) }
    }
    /// Test hook: false draws every recorded stage in full (`DrawList`), the reference occluded frames must equal.
    var occludes = true
    /// Test hook: false draws every offscreen group (masks, group opacity, content shadows, tinted replicas)
    /// over the whole frame, the reference the bounded ones (`offscreen(_:within:)`) must equal.
    var boundsOffscreens = true
    /// Test and benchmark hook: false draws every frame whole, still or not (the reference a reused still frame
    /// and a frame drawn again only where it changed must equal, and what a benchmark of drawing must time). Not
    /// API: `@_spi(Benchmarking) import PassageRender`.
    @_spi(Benchmarking) public var reusesStillFrames = true
    /// The last whole frame and what it was drawn from, while it may be shown again (see `StillFrame`).
    private var stillFrame: StillFrame?
    /// The last frame drawn and its recording: the next frame of the same root is drawn over a copy of it, in
    /// the pixels where its recording differs (`DrawList.changedBounds`).
    private var lastDrawn: DrawnFrame?
    /// The pixels the last frame was drawn in over a copy of the frame before (empty: none), or nil when it was
    /// drawn whole. For tests.
    private(set) var lastRedrawnBounds: PixelRect?
    lazy var text: TextRenderer? = {
        do {
            return try TextRenderer()
        } catch {
            diagnose(.textDrawingUnavailable, .warning, "text will not be drawn: \(error)")
            return nil
        }
    }()

    /// A renderer for frames of `size` points at `scale` pixels per point (a non-positive or too large
    /// size is clamped to 1 × 1 … 16384 × 16384 pixels, logged).
    public convenience init(
        size: CGSize, scale: CGFloat, background: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    ) {
        self.init(size: size, scale: scale, background: background, statusBarDevice: nil)
    }

    private init(size: CGSize, scale: CGFloat, background: CGColor?, statusBarDevice: DeviceProfile?) {
        drawingThreads = Self.defaultDrawingThreads
        statusBar = statusBarDevice.flatMap { StatusBar.layer(for: $0) }
        self.statusBarDevice = statusBar == nil ? nil : statusBarDevice
        self.size = size
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.background = background
        let width = Int((size.width * self.scale).rounded())
        let height = Int((size.height * self.scale).rounded())
        pixelWidth = min(max(width, 1), 16384)
        pixelHeight = min(max(height, 1), 16384)
        if pixelWidth != width || pixelHeight != height {
            diagnose(
                .frameSizeClamped, .warning,
                "LayerRenderer: a \(width) × \(height) pixel frame was clamped to \(pixelWidth) × \(pixelHeight)")
        }
    }

    /// A renderer for a device's screen; with `showsStatusBar` (the default) every frame shows the device's
    /// status bar on top, as the system draws it over the app (`StatusBar`; none on a device without one).
    public convenience init(
        device: DeviceProfile, background: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1),
        showsStatusBar: Bool = true
    ) {
        self.init(
            size: device.size, scale: device.scale, background: background,
            statusBarDevice: showsStatusBar ? device : nil)
    }

    /// The frame showing `root`'s tree as presented at `mediaTime` (default: now). The root's own position
    /// places it in the frame, whose origin is the top-left corner, in points.
    ///
    /// When the previous frame showed the same root with no animation attached anywhere in its tree, and no
    /// layer has changed since, the previous frame is returned without drawing: it is the same picture.
    public func render(_ root: CALayer, at mediaTime: CFTimeInterval? = nil) -> Pixmap {
        let inputs = StillFrame.Inputs(root: ObjectIdentifier(root), occludes: occludes)
        if reusesStillFrames, let stillFrame, stillFrame.inputs == inputs { return stillFrame.pixmap }
        let frame = render(root, at: mediaTime, showing: nil)
        let still = !(tree?.hasAttachedAnimations ?? true) && !(statusBarTree?.hasAttachedAnimations ?? false)
        // A change made while drawing (a layer displaying, say) moved the log past `inputs`: the frame is not kept.
        stillFrame =
            still && inputs == StillFrame.Inputs(root: inputs.root, occludes: occludes)
            ? StillFrame(inputs: inputs, pixmap: frame) : nil
        return frame
    }

    /// The frame showing `root`'s tree as presented at `mediaTime` (default: now): placed by the root's own
    /// position, anchor point and transform when `rect` is nil, else with the root's bounds point
    /// `rect.origin` at the frame's top-left corner and no transform of its own (snapshots).
    func render(_ root: CALayer, at mediaTime: CFTimeInterval?, showing rect: CGRect?) -> Pixmap {
        let time = mediaTime ?? CACurrentMediaTime()
        if tree == nil {
            tree = PresentationTree(root: root, at: time)
        } else {
            tree!.update(root: root, at: time)
        }
        let presented = tree!
        children = Self.childLists(presented)
        let device = LayerHomography(m: (Double(scale), 0, 0, 0, Double(scale), 0, 0, 0, 1))
        let rootToFrame =
            if let rect {
                CATransform3DMakeTranslation(-rect.minX, -rect.minY, 0)
            } else {
                CALayer.transformToParent(presented.layers[0].values)
            }
        let toDevice = LayerHomography(rootToFrame).concatenating(device)
        var drawing = DrawList()
        draw(presented, children, 0, toDevice: toDevice, opacity: 1, clip: nil, into: &drawing)
        var bar: DrawList?
        if rect == nil, !statusBarAppearance.isHidden, let statusBar {
            bar = statusBarDrawing(statusBar, at: time, device: device)
        }
        let key = DrawnFrame.Key(
            root: ObjectIdentifier(root), occludes: occludes, boundsOffscreens: boundsOffscreens,
            threads: drawingThreads)
        // Drawn again only where the drawing changed, over a copy of the last frame.
        var changed: PixelRect?
        if rect == nil, reusesStillFrames, let lastDrawn, lastDrawn.key == key {
            changed = Self.changedBounds(drawing, bar, since: lastDrawn, in: lastDrawn.pixmap.pixelBounds)
        }
        // Cleared to the background by the bands that draw it, or the last frame drawn again in `changed`.
        var frame =
            if changed != nil, let lastDrawn { lastDrawn.pixmap } else {
                Pixmap(unsetWidth: pixelWidth, height: pixelHeight)!
            }
        if changed?.isEmpty != true {
            drawing.draw(
                onto: &frame, occluding: occludes, threads: drawingThreads,
                clearing: background.map { PixelMath.premultipliedPixel($0.rgba) } ?? 0, within: changed)
            bar?.draw(onto: &frame, occluding: occludes, within: changed)
        }
        lastDrawn = rect == nil ? DrawnFrame(key: key, drawing: drawing, bar: bar, pixmap: frame) : nil
        lastRedrawnBounds = changed
        pruneImages()
        return frame
    }

    /// A rectangle of `frame` holding every pixel where the app's `drawing` and the status bar's `bar` (drawn
    /// over it) can leave other pixels than `last`'s did (empty: none), or nil when that is not known (see
    /// `DrawList.changedBounds`).
    private static func changedBounds(
        _ drawing: DrawList, _ bar: DrawList?, since last: DrawnFrame, in frame: PixelRect
    ) -> PixelRect? {
        guard let changed = drawing.changedBounds(since: last.drawing, in: frame) else { return nil }
        let barChanged: PixelRect? =
            switch (bar, last.bar) {
            case (nil, nil): .empty
            case (let bar?, let lastBar?): bar.changedBounds(since: lastBar, in: frame)
            case (let bar?, nil): bar.drawsBackdropBlur ? nil : bar.touchedBounds(in: frame)
            case (nil, let lastBar?): lastBar.touchedBounds(in: frame)
            }
        return barChanged.map { changed.union($0) }
    }

    /// The last frame drawn for a root, and what it was drawn from (see `lastDrawn`).
    private struct DrawnFrame {
        /// The root and the renderer's settings that shape the drawing: another value draws the next frame whole.
        struct Key: Equatable {
            let root: ObjectIdentifier
            let occludes: Bool
            let boundsOffscreens: Bool
            let threads: Int
        }
        let key: Key
        let drawing: DrawList
        /// The status bar's drawing over it, if one was drawn.
        let bar: DrawList?
        let pixmap: Pixmap
    }

    /// `drawingThreads`' default: 2 when the machine has two cores or more, else 1.
    private static var defaultDrawingThreads: Int {
        min(ProcessInfo.processInfo.activeProcessorCount, 2)
    }

    /// The drawing of the status bar's tree, drawn over the frame after everything the app drew.
    private func statusBarDrawing(_ bar: CALayer, at time: CFTimeInterval, device: LayerHomography) -> DrawList {
        if statusBarTree == nil {
            statusBarTree = PresentationTree(root: bar, at: time)
        } else {
            statusBarTree!.update(root: bar, at: time)
        }
        let barTree = statusBarTree!
        let barChildren = Self.childLists(barTree)
        var drawing = DrawList()
        draw(
            barTree, barChildren, 0,
            toDevice: LayerHomography(CALayer.transformToParent(barTree.layers[0].values)).concatenating(device),
            opacity: 1, clip: nil, into: &drawing)
        return drawing
    }

    /// For each entry, the indices of its sublayers, sorted by zPosition (ties in insertion order); a mask is
    /// not a sublayer of the layer it masks.
    static func childLists(_ tree: PresentationTree) -> [[Int]] {
        var lists = [[Int]](repeating: [], count: tree.layers.count)
        for (index, entry) in tree.layers.enumerated() {
            if let parent = entry.parentIndex, tree.layers[parent].maskIndex != index { lists[parent].append(index) }
        }
        for i in lists.indices where lists[i].count > 1 {
            lists[i] = lists[i].enumerated().sorted { a, b in
                let za = tree.layers[a.element].values.zPosition
                let zb = tree.layers[b.element].values.zPosition
                return za != zb ? za < zb : a.offset < b.offset
            }.map(\.element)
        }
        return lists
    }

    /// The image converted to premultiplied pixels (a drawn image rasterized), cached by identity while it
    /// stays in use.
    func pixmap(for image: CGImage) -> Pixmap {
        opaquePixmap(for: image).pixmap
    }

    /// `pixmap(for:)`, with whether every one of its pixels has alpha 255.
    func opaquePixmap(for image: CGImage) -> (pixmap: Pixmap, opaque: Bool) {
        let key = ObjectIdentifier(image)
        if let cached = images[key], cached.image === image { return (cached.pixmap, cached.opaque) }
        let pixmap =
            if let drawing = image.drawing {
                rasterize(drawing, width: image.width, height: image.height, scale: image.drawingScale)
            } else {
                Pixmap(premultiplying: image)
            }
        let opaque = pixmap.isOpaque
        images[key] = (image, pixmap, opaque)
        return (pixmap, opaque)
    }

    private func pruneImages() {
        if images.count > 64 { images.removeAll() }
    }
}
