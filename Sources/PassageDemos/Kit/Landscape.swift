// Pictures for the demos' photo cells, cards and detail pages, drawn from a seed: a sky shading from its top
// colour to the horizon's, a sun or a moon, three ranges of hills that darken towards the viewer, and sometimes
// a lake that mirrors the sky. Nothing is downloaded or copied, and the same seed gives the same picture.
import Passage

/// A procedurally drawn landscape.
struct Landscape {
    /// A time of day: the colours of the sky, the sun and the hills.
    struct Palette {
        let skyTop: UIColor
        let horizon: UIColor
        let sun: UIColor
        let hills: UIColor
        let isNight: Bool
    }

    /// The palettes pictures are drawn in: dawn, noon, dusk, night, an alpine morning and a green valley.
    static let palettes: [Palette] = [
        Palette(
            skyTop: rgb(0.98, 0.62, 0.62), horizon: rgb(1.00, 0.86, 0.66), sun: rgb(1.00, 0.97, 0.86),
            hills: rgb(0.55, 0.33, 0.45), isNight: false),
        Palette(
            skyTop: rgb(0.20, 0.55, 0.93), horizon: rgb(0.70, 0.87, 0.99), sun: rgb(1.00, 0.98, 0.85),
            hills: rgb(0.18, 0.47, 0.38), isNight: false),
        Palette(
            skyTop: rgb(0.33, 0.22, 0.55), horizon: rgb(1.00, 0.56, 0.35), sun: rgb(1.00, 0.82, 0.45),
            hills: rgb(0.25, 0.16, 0.32), isNight: false),
        Palette(
            skyTop: rgb(0.05, 0.08, 0.22), horizon: rgb(0.20, 0.27, 0.50), sun: rgb(0.95, 0.95, 0.88),
            hills: rgb(0.06, 0.09, 0.18), isNight: true),
        Palette(
            skyTop: rgb(0.45, 0.74, 0.93), horizon: rgb(0.92, 0.96, 0.99), sun: rgb(1.00, 1.00, 0.95),
            hills: rgb(0.35, 0.42, 0.55), isNight: false),
        Palette(
            skyTop: rgb(0.52, 0.80, 0.85), horizon: rgb(0.95, 0.93, 0.78), sun: rgb(1.00, 0.95, 0.70),
            hills: rgb(0.20, 0.45, 0.22), isNight: false),
    ]

    /// The size every picture is drawn at, in points (at 2×): views show it scaled to fill, as photos are.
    static let drawnSize = CGSize(width: 400, height: 300)

    let seed: Int

    /// The picture for `seed`.
    @MainActor static func image(seed: Int) -> UIImage {
        Landscape(seed: seed).image()
    }

    /// The picture, drawn once per call.
    @MainActor func image() -> UIImage {
        var random = SeededGenerator(seed: seed)
        let palette = Self.palettes[Int(random.next() % UInt64(Self.palettes.count))]
        let size = Self.drawnSize
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        format.opaque = true
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            let cg = context.cgContext
            let horizon = size.height * random.unit(0.55...0.7)
            Self.fillVerticalShade(
                cg, from: palette.skyTop, to: palette.horizon,
                in: CGRect(x: 0, y: 0, width: size.width, height: size.height))
            if palette.isNight { Self.drawStars(cg, in: size, above: horizon, random: &random) }
            let radius = size.height * random.unit(0.07...0.13)
            let sunCenter = CGPoint(x: size.width * random.unit(0.15...0.85), y: horizon * random.unit(0.3...0.7))
            cg.setFillColor(palette.sun.withAlphaComponent(0.35).cgColor)
            cg.fillEllipse(
                in: CGRect(
                    x: sunCenter.x - radius * 1.6, y: sunCenter.y - radius * 1.6, width: radius * 3.2,
                    height: radius * 3.2))
            cg.setFillColor(palette.sun.cgColor)
            cg.fillEllipse(
                in: CGRect(x: sunCenter.x - radius, y: sunCenter.y - radius, width: radius * 2, height: radius * 2))
            let hasLake = random.unit() < 0.4
            for range in 0..<3 {
                let depth = CGFloat(range) / 2
                let base = horizon + (hasLake ? 0 : size.height * 0.12 * depth)
                let color = palette.hills.blended(with: palette.horizon, amount: 0.55 * (1 - depth))
                Self.drawRidge(
                    cg, width: size.width, height: size.height, base: base,
                    amplitude: size.height * (0.2 - 0.05 * depth), color: color, random: &random)
            }
            if hasLake {
                let lake = CGRect(x: 0, y: horizon + size.height * 0.1, width: size.width, height: size.height)
                Self.fillVerticalShade(
                    cg, from: palette.horizon.blended(with: palette.skyTop, amount: 0.3), to: palette.skyTop, in: lake)
                cg.setFillColor(palette.sun.withAlphaComponent(0.5).cgColor)
                cg.fill(CGRect(x: sunCenter.x - radius * 1.2, y: lake.minY + 6, width: radius * 2.4, height: 3))
                cg.fill(CGRect(x: sunCenter.x - radius * 0.8, y: lake.minY + 14, width: radius * 1.6, height: 3))
            }
        }
    }

    /// Fills `rect` with bands one point high shading from `top` to `bottom`.
    private static func fillVerticalShade(_ cg: CGContext, from top: UIColor, to bottom: UIColor, in rect: CGRect) {
        let bands = max(1, Int(rect.height.rounded(.up)))
        for band in 0..<bands {
            let fraction = bands > 1 ? CGFloat(band) / CGFloat(bands - 1) : 0
            cg.setFillColor(top.blended(with: bottom, amount: fraction).cgColor)
            cg.fill(CGRect(x: rect.minX, y: rect.minY + CGFloat(band), width: rect.width, height: 1.5))
        }
    }

    /// A range of hills: a ridge line of smooth random heights above `base`, filled to the bottom.
    private static func drawRidge(
        _ cg: CGContext, width: CGFloat, height: CGFloat, base: CGFloat, amplitude: CGFloat, color: UIColor,
        random: inout SeededGenerator
    ) {
        let steps = 8
        let heights = (0...steps).map { _ in CGFloat(random.unit(0.15...1)) * amplitude }
        cg.beginPath()
        cg.move(to: CGPoint(x: 0, y: height))
        cg.addLine(to: CGPoint(x: 0, y: base - heights[0]))
        for step in 1...steps {
            let x0 = width * CGFloat(step - 1) / CGFloat(steps)
            let x1 = width * CGFloat(step) / CGFloat(steps)
            let y0 = base - heights[step - 1]
            let y1 = base - heights[step]
            cg.addCurve(
                to: CGPoint(x: x1, y: y1), control1: CGPoint(x: (x0 + x1) / 2, y: y0),
                control2: CGPoint(x: (x0 + x1) / 2, y: y1))
        }
        cg.addLine(to: CGPoint(x: width, y: height))
        cg.closePath()
        cg.setFillColor(color.cgColor)
        cg.fillPath()
    }

    private static func drawStars(
        _ cg: CGContext, in size: CGSize, above horizon: CGFloat, random: inout SeededGenerator
    ) {
        cg.setFillColor(UIColor(white: 1, alpha: 0.8).cgColor)
        for _ in 0..<40 {
            let x = size.width * random.unit()
            let y = horizon * random.unit(0...0.9)
            let r = random.unit(0.5...1.3)
            cg.fillEllipse(in: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
        }
    }

    private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: 1)
    }
}

extension UIColor {
    /// This colour moved `amount` (0…1) of the way to `other`, channel by channel.
    func blended(with other: UIColor, amount: CGFloat) -> UIColor {
        var (r1, g1, b1, a1): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        var (r2, g2, b2, a2): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = getRed(&r1, green: &g1, blue: &b1, alpha: &a1)
        _ = other.getRed(&r2, green: &g2, blue: &b2, alpha: &a2)
        let t = min(max(amount, 0), 1)
        return UIColor(
            red: r1 + (r2 - r1) * t, green: g1 + (g2 - g1) * t, blue: b1 + (b2 - b1) * t, alpha: a1 + (a2 - a1) * t)
    }
}
