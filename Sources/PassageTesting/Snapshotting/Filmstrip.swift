// A filmstrip: frames of one run side by side in one image, in rows of `columns`, each with a band beneath it
// stamped with its frame number and time, so a reviewer reads speed and easing off one picture. Frames are copied
// pixel for pixel; only the bands are drawn (a UILabel rendered by the layer renderer).
import Foundation
import Passage
import PassageRender

/// The geometry of a filmstrip, in pixels.
struct FilmstripLayout {
    let cellWidth: Int
    let cellHeight: Int
    let columns: Int
    let count: Int
    let spacing = 8

    /// A layout for `count` frames of `cellWidth` × `cellHeight` pixels in rows of `columns` (all in one row when nil).
    init(cellWidth: Int, cellHeight: Int, count: Int, columns: Int?) {
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.count = max(1, count)
        self.columns = min(max(1, columns ?? count), self.count)
    }

    /// The height of the band under each frame.
    var bandHeight: Int { max(24, cellWidth / 12) }
    var rows: Int { (count + columns - 1) / columns }
    var width: Int { columns * cellWidth + (columns + 1) * spacing }
    var height: Int { rows * (cellHeight + bandHeight) + (rows + 1) * spacing }

    /// The top-left corner of frame `index`.
    func origin(of index: Int) -> (x: Int, y: Int) {
        (
            spacing + (index % columns) * (cellWidth + spacing),
            spacing + (index / columns) * (cellHeight + bandHeight + spacing)
        )
    }

    /// The frame whose cell (picture or band) holds pixel (x, y); nil between cells.
    func cell(atX x: Int, y: Int) -> Int? {
        let column = (x - spacing) / (cellWidth + spacing)
        let row = (y - spacing) / (cellHeight + bandHeight + spacing)
        guard x >= spacing, y >= spacing, column < columns, row < rows else { return nil }
        let index = row * columns + column
        let origin = origin(of: index)
        guard index < count, x < origin.x + cellWidth, y < origin.y + cellHeight + bandHeight else { return nil }
        return index
    }
}

@MainActor
enum Filmstrip {
    /// `frames` laid out by `layout`, each over a band reading its label.
    static func compose(_ frames: [(image: Pixmap, label: String)], layout: FilmstripLayout) -> Pixmap {
        var strip = Pixmap(
            width: layout.width, height: layout.height,
            filledWith: RGBA(red: 224 / 255, green: 224 / 255, blue: 224 / 255, alpha: 1))!
        for (index, frame) in frames.enumerated() {
            let origin = layout.origin(of: index)
            copy(frame.image, into: &strip, x: origin.x, y: origin.y)
            copy(
                band(frame.label, width: layout.cellWidth, height: layout.bandHeight), into: &strip,
                x: origin.x, y: origin.y + layout.cellHeight)
        }
        return strip
    }

    /// A white band with `text` centred in dark grey.
    private static func band(_ text: String, width: Int, height: Int) -> Pixmap {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
        label.text = text
        label.font = .systemFont(ofSize: CGFloat(height) * 0.55)
        label.textColor = UIColor(white: 0.2, alpha: 1)
        label.textAlignment = .center
        label.backgroundColor = .white
        return LayerRenderer(size: CGSize(width: width, height: height), scale: 1).render(label.layer)
    }

    private static func copy(_ source: Pixmap, into target: inout Pixmap, x: Int, y: Int) {
        let width = min(source.width, target.width - x)
        guard width > 0 else { return }
        for row in 0..<min(source.height, target.height - y) {
            let from = row * source.width * 4
            let to = ((y + row) * target.width + x) * 4
            target.pixels.replaceSubrange(to..<to + width * 4, with: source.pixels[from..<from + width * 4])
        }
    }
}
