/// `MeshGradientVertex`: one mesh vertex, its position and the Bézier control points toward its neighbours.

/// A vertex of a mesh gradient (SwiftUI's `MeshGradient.BezierPoint`, with each control point
/// optional): where it sits in mesh space and the control points of the four curves that leave it.
///
/// An absent control point is inferred from the neighbouring vertices (Catmull-Rom, giving a C1
/// mesh): along a row the tangent is `T = (P[c+1] − P[c−1]) / 2` (one-sided at the ends), the
/// trailing point is `P + T/3` and the leading point `P − T/3`; bottom and top likewise down a
/// column. Control points that would point off the mesh are ignored.
public struct MeshGradientVertex: Hashable, Sendable {
    /// The vertex position in mesh space (the unit square spans the fill's bounds).
    public var position: SIMD2<Float>
    /// The control point of the curve toward the previous vertex of the row. Default: inferred.
    public var leadingControlPoint: SIMD2<Float>?
    /// The control point of the curve toward the previous vertex of the column. Default: inferred.
    public var topControlPoint: SIMD2<Float>?
    /// The control point of the curve toward the next vertex of the row. Default: inferred.
    public var trailingControlPoint: SIMD2<Float>?
    /// The control point of the curve toward the next vertex of the column. Default: inferred.
    public var bottomControlPoint: SIMD2<Float>?

    /// Creates a vertex; control points left `nil` are inferred from the neighbours.
    public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>? = nil, topControlPoint: SIMD2<Float>? = nil,
                trailingControlPoint: SIMD2<Float>? = nil, bottomControlPoint: SIMD2<Float>? = nil) {
        self.position = position
        self.leadingControlPoint = leadingControlPoint
        self.topControlPoint = topControlPoint
        self.trailingControlPoint = trailingControlPoint
        self.bottomControlPoint = bottomControlPoint
    }
}
