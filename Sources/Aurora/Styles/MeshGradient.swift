/// `MeshGradient`: a two-dimensional gradient over a grid of coloured, Bézier-connected points.
import AuroraGeometry
import Foundation

/// A two-dimensional gradient defined by a 2D grid of positioned colors.
///
/// Each vertex has a position, a color and four surrounding Bézier control points (leading,
/// top, trailing, bottom) that define the tangents connecting it with its four neighbours;
/// positions are in the unit square of the filled bounds. A mesh whose point or colour count
/// isn't `width × height`, that is smaller than 2×2, or that holds a non-finite coordinate fills
/// its bounds with `background` alone.
public struct MeshGradient: ShapeStyle, Equatable, Sendable {
    /// A location representation: positions alone, or positions with explicit control points.
    public enum Locations: Equatable, Sendable {
        /// Positions; every control point is inferred from the neighbours (Catmull-Rom, C1).
        case points([SIMD2<Float>])
        /// Positions with their Bézier control points.
        case bezierPoints([BezierPoint])
    }

    /// A color representation.
    public enum Colors: Equatable, Sendable {
        /// Colors resolved in the environment when drawn.
        case colors([Color])
        /// Already resolved colors.
        case resolvedColors([Color.Resolved])
    }

    /// A vertex of the mesh and its four Bézier control points, in the unit square.
    @frozen public struct BezierPoint: Equatable, Sendable {
        /// The position of the vertex.
        public var position: SIMD2<Float>
        /// The Bézier control point toward the previous vertex of the row.
        public var leadingControlPoint: SIMD2<Float>
        /// The Bézier control point toward the previous vertex of the column.
        public var topControlPoint: SIMD2<Float>
        /// The Bézier control point toward the next vertex of the row.
        public var trailingControlPoint: SIMD2<Float>
        /// The Bézier control point toward the next vertex of the column.
        public var bottomControlPoint: SIMD2<Float>

        /// Creates a vertex with its four control points.
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The number of vertices in each row of the grid.
    public var width: Int
    /// The number of vertices in each column of the grid.
    public var height: Int
    /// The positions (and control points) of the vertices, row-major.
    public var locations: Locations
    /// The colours of the vertices, row-major.
    public var colors: Colors
    /// The colour drawn outside the mesh. Default: `.clear`.
    public var background: Color
    /// Whether colours are interpolated with cubic curves (true) or linearly (false) across each patch. Default: `true`.
    public var smoothsColors: Bool
    /// The space colours are interpolated in. Default: `.device`.
    public var colorSpace: Gradient.ColorSpace

    /// Creates a mesh gradient from a grid of locations and colours.
    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// Creates a mesh gradient from points and colours.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// Creates a mesh gradient from points and resolved colours.
    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// Creates a mesh gradient from Bézier points and colours.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// Creates a mesh gradient from Bézier points and resolved colours.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }
}
