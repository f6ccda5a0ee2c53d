/// `ColorPickerGrid`: the colour picker's grid of swatches — a row of greys, then nine rows of twelve hues from dark to light.
import Foundation

/// iOS's colour grid: 12 columns by 10 rows of square swatches with no gaps, drawn in one `Canvas`,
/// the whole grid's corners rounded by 8 points. The first row runs from white to black; each other row takes the
/// twelve hues from deep (top) to pale (bottom). The swatch matching the selection is outlined;
/// tapping a swatch calls `choose` with it (opaque).
struct ColorPickerGrid: View {
    let selected: ColorPickerComponents
    let choose: (ColorPickerComponents) -> Void

    static let columns = 12
    static let rows = 10
    /// The hue of each column, from cyan-blue through violet, red and orange to green.
    static let hues: [Double] = [0.54, 0.59, 0.65, 0.72, 0.80, 0.92, 0.99, 0.04, 0.09, 0.13, 0.17, 0.25]

    /// The swatch at `row`, `column`.
    static func swatch(row: Int, column: Int) -> ColorPickerComponents {
        if row == 0 {
            let white = 1 - Double(column) / Double(columns - 1)
            return ColorPickerComponents(red: white, green: white, blue: white, opacity: 1)
        }
        // 0 for the deepest row, 1 for the palest.
        let lightness = Double(row - 1) / Double(rows - 2)
        let brightness = min(1, 0.35 + 1.3 * lightness)
        let saturation = max(0.18, min(1, 1.7 * (1 - lightness)))
        return ColorPickerComponents(Color(hue: hues[column], saturation: saturation, brightness: brightness), in: EnvironmentValues())
    }

    var body: some View {
        GeometryReader { proxy in grid(size: proxy.size) }
            .aspectRatio(CGFloat(Self.columns) / CGFloat(Self.rows), contentMode: .fit)
            .clipShape(RoundedRectangle(cornerRadius: 8))
            // As tall as its square swatches across the width, however little height the sheet offers.
            .fixedSize(horizontal: false, vertical: true)
    }

    /// The swatches drawn in one canvas, and the tap that picks one.
    private func grid(size: CGSize) -> some View {
        Canvas { context, size in
            for row in 0..<Self.rows {
                for column in 0..<Self.columns {
                    let swatch = Self.swatch(row: row, column: column)
                    let cell = Self.cell(row: row, column: column, in: size)
                    context.fill(Path(cell), with: .color(swatch.color))
                    if swatch.sameSwatch(as: selected) {
                        context.stroke(Path(cell.insetBy(dx: 1.5, dy: 1.5)), with: .color(.black), lineWidth: 3)
                        context.stroke(Path(cell.insetBy(dx: 3.75, dy: 3.75)), with: .color(.white), lineWidth: 1.5)
                    }
                }
            }
        }
        .gesture(SpatialTapGesture().onEnded { tap in
            let (row, column) = Self.swatchIndex(at: tap.location, in: size)
            choose(Self.swatch(row: row, column: column))
        })
    }

    /// The rectangle of the swatch at `row`, `column` in a grid of `size`: its edges on whole points,
    /// so neighbouring swatches meet without a seam.
    static func cell(row: Int, column: Int, in size: CGSize) -> CGRect {
        func edge(_ index: Int, _ count: Int, _ length: CGFloat) -> CGFloat { (CGFloat(index) * length / CGFloat(count)).rounded() }
        let x = edge(column, columns, size.width), y = edge(row, rows, size.height)
        return CGRect(x: x, y: y, width: edge(column + 1, columns, size.width) - x, height: edge(row + 1, rows, size.height) - y)
    }

    /// The row and column of the swatch under `location` (clamped to the grid).
    static func swatchIndex(at location: CGPoint, in size: CGSize) -> (row: Int, column: Int) {
        func index(_ value: CGFloat, _ length: CGFloat, _ count: Int) -> Int {
            guard length > 0, value.isFinite else { return 0 }
            return min(max(Int((value / length * CGFloat(count)).rounded(.down)), 0), count - 1)
        }
        return (index(location.y, size.height, rows), index(location.x, size.width, columns))
    }
}
