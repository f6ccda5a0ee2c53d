/// `MeshGradientPaint`: a grid of coloured vertices joined by bicubic Bézier patches.
import AuroraGeometry
import Foundation

/// A mesh gradient (what SwiftUI's `MeshGradient` draws): `width × height` vertices in row-major
/// order, each with a colour; every 2×2 block of neighbouring vertices bounds a bicubic patch whose
/// colours interpolate across the patch's (u, v) parameters.
///
/// A mesh that is not valid (`width` or `height` below 2, or `vertices`/`colors` not holding
/// `width × height` entries) is not an error: it covers nothing, so the paint is `background`
/// everywhere. Where patches overlap (a folded mesh), the later patch in row-major order wins, and
/// inside one patch the larger v (then the larger u) wins, as if the patches were painted in order.
public struct MeshGradientPaint: Hashable, Sendable {
    /// Where colours are interpolated.
    public enum ColorSpace: Hashable, Sendable {
        /// In the output space (non-linear sRGB channels), SwiftUI's `.device`.
        case device
        /// In Oklab, converted back to sRGB per pixel, SwiftUI's `.perceptual`.
        case perceptual
    }

    /// Vertices per row.
    public var width: Int
    /// Vertices per column.
    public var height: Int
    /// The vertices, row-major (index = row · width + column).
    public var vertices: [MeshGradientVertex]
    /// One colour per vertex, in the order of `vertices`.
    public var colors: [RGBAColor]
    /// The colour of everything the mesh does not cover. Default: `.clear`.
    public var background: RGBAColor
    /// Bicubic (Hermite, tangents from neighbouring colours) rather than bilinear colours. Default: `true`.
    public var smoothsColors: Bool
    /// The interpolation space of the colours. Default: `.device`.
    public var colorSpace: ColorSpace
    /// Maps mesh space (the unit square) to the user space of the fill (its bounds). Default: identity.
    public var transform: CGAffineTransform

    /// Creates a mesh gradient from vertices with optional explicit control points.
    public init(width: Int, height: Int, vertices: [MeshGradientVertex], colors: [RGBAColor],
                background: RGBAColor = .clear, smoothsColors: Bool = true, colorSpace: ColorSpace = .device,
                transform: CGAffineTransform = .identity) {
        self.width = width
        self.height = height
        self.vertices = vertices
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
        self.transform = transform
    }

    /// Creates a mesh gradient from positions alone; every control point is inferred.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [RGBAColor],
                background: RGBAColor = .clear, smoothsColors: Bool = true, colorSpace: ColorSpace = .device,
                transform: CGAffineTransform = .identity) {
        self.init(width: width, height: height, vertices: points.map { MeshGradientVertex(position: $0) }, colors: colors,
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace, transform: transform)
    }

    /// Whether the mesh has at least 2×2 vertices and one vertex and one colour per grid point.
    public var isValid: Bool {
        guard width >= 2, height >= 2 else { return false }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        return !overflow && vertices.count == count && colors.count == count
    }
}
