/// `MeshGradient` drawn: the display-list mesh paint over a bounds rectangle, and the view that fills its frame.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

extension MeshGradient: PaintableStyle {
    /// The mesh paint with the unit square mapped onto `bounds`; a mesh that isn't valid (wrong
    /// counts, under 2×2, a non-finite coordinate) gives one with no vertices, so only the
    /// background is drawn.
    func paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint? {
        let background = Self.rgba(background, environment)
        let rgbaColors: [RGBAColor] = switch colors {
        case .colors(let colors): colors.map { Self.rgba($0, environment) }
        case .resolvedColors(let colors): colors.map(\.rgba)
        }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        let located = locationCount
        var valid = width >= 2 && height >= 2 && !overflow && located == count && rgbaColors.count == count
        let vertices = valid ? self.vertices : []
        valid = valid && vertices.allSatisfy(Self.isFinite)
        let transform = CGAffineTransform(a: bounds.width, b: 0, c: 0, d: bounds.height, tx: bounds.minX, ty: bounds.minY)
        let space: MeshGradientPaint.ColorSpace = colorSpace.storage == .device ? .device : .perceptual
        let mesh = valid
            ? MeshGradientPaint(width: width, height: height, vertices: vertices, colors: rgbaColors, background: background,
                                smoothsColors: smoothsColors, colorSpace: space, transform: transform)
            : MeshGradientPaint(width: 0, height: 0, vertices: [], colors: [], background: background,
                                smoothsColors: smoothsColors, colorSpace: space, transform: transform)
        return .meshGradient(mesh)
    }

    private var locationCount: Int {
        switch locations {
        case .points(let points): points.count
        case .bezierPoints(let points): points.count
        }
    }

    /// The vertices for the raster engine (counts checked): points get their control points inferred here.
    private var vertices: [MeshGradientVertex] {
        switch locations {
        case .points(let points):
            return Self.inferredVertices(width: width, height: height, points: points)
        case .bezierPoints(let points):
            return points.map {
                MeshGradientVertex(position: $0.position, leadingControlPoint: $0.leadingControlPoint, topControlPoint: $0.topControlPoint,
                                   trailingControlPoint: $0.trailingControlPoint, bottomControlPoint: $0.bottomControlPoint)
            }
        }
    }

    private static func isFinite(_ vertex: MeshGradientVertex) -> Bool {
        [vertex.position, vertex.leadingControlPoint, vertex.topControlPoint, vertex.trailingControlPoint, vertex.bottomControlPoint]
            .allSatisfy { point in point.map { $0.x.isFinite && $0.y.isFinite } ?? true }
    }

    /// A colour as drawn in `environment` (clear when it resolves to anything but a colour).
    private static func rgba(_ color: Color, _ environment: EnvironmentValues) -> RGBAColor {
        if case .color(let c)? = StylePainter.paint(color, in: .zero, environment: environment) { return c }
        return .clear
    }
}

extension MeshGradient: View, PrimitiveView {
    /// A primitive view.
    public typealias Body = Never
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] { [StyleFillNode(style: self, environment: inputs.environment)] }
}
