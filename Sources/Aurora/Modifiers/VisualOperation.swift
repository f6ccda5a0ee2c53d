/// One post-layout visual operation (offset, scale, rotation, blur, colour filter…) and its display-list effect.
import AuroraGeometry
import AuroraRaster
import AuroraDisplayList
import Foundation

/// A geometry-independent description of an effect; anchors are resolved against the view's bounds when drawn.
enum VisualOperation: Sendable, Equatable {
    case opacity(Double)
    case offset(CGSize)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case rotation3D(Angle, axis: SIMD3<Double>, anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)
    case transform(CGAffineTransform)
    case projection(ProjectionTransform)
    case filter(DisplayList.Filter)
    case blendMode(AuroraRaster.BlendMode)
    case compositingGroup
    case drawingGroup
    case shader(Shader, kind: DisplayList.Shader.Kind, maxSampleOffset: CGSize)

    /// The display-list effect for a view of `size`, or nil when the operation changes nothing.
    func effect(size: CGSize) -> DisplayList.Effect? {
        let bounds = CGRect(origin: .zero, size: size)
        func about(_ anchor: UnitPoint, _ t: CGAffineTransform) -> CGAffineTransform {
            let a = bounds.point(at: anchor)
            return CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(t).concatenating(CGAffineTransform(translationX: a.x, y: a.y))
        }
        switch self {
        case .opacity(let o):
            let value = o.isNaN ? 1 : min(max(o, 0), 1)
            return value == 1 ? nil : .opacity(value)
        case .offset(let s):
            guard s.width.isFinite, s.height.isFinite, s != .zero else { return nil }
            return .transform(CGAffineTransform(translationX: s.width, y: s.height))
        case .scale(let s, let anchor):
            guard s.width.isFinite, s.height.isFinite, s != CGSize(width: 1, height: 1) else { return nil }
            return .transform(about(anchor, CGAffineTransform(scaleX: s.width, y: s.height)))
        case .rotation(let angle, let anchor):
            guard angle.radians.isFinite, angle.radians != 0 else { return nil }
            return .transform(about(anchor, CGAffineTransform(rotationAngle: angle.radians)))
        case .rotation3D(let angle, let axis, let anchor, let anchorZ, let perspective):
            guard angle.radians.isFinite, angle.radians != 0 else { return nil }
            return Rotation3D.projection(angle: angle, axis: axis, anchor: bounds.point(at: anchor), anchorZ: anchorZ,
                                         perspective: perspective, size: size).map { .projection($0) }
        case .transform(let t):
            guard !t.isIdentity, [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return nil }
            return .transform(t)
        case .projection(let p):
            return p.isIdentity ? nil : .projection(p)
        case .filter(let f):
            return .filters([f])
        case .blendMode(let mode):
            return mode == .normal ? nil : .blendMode(mode)
        case .compositingGroup:
            return .compositingGroup
        case .drawingGroup:
            return .drawingGroup
        case .shader(let shader, let kind, let maxSampleOffset):
            return shader.resolved(as: kind, maxSampleOffset: maxSampleOffset).map { .shader($0) }
        }
    }
}

/// The projective transform of `rotation3DEffect`: rotate about an axis through the anchor, with perspective.
enum Rotation3D {
    /// Row-vector 4×4 transform (Core Animation's convention), projected to 2D by dropping z.
    static func projection(angle: Angle, axis: SIMD3<Double>, anchor: CGPoint, anchorZ: CGFloat,
                           perspective: CGFloat, size: CGSize) -> ProjectionTransform? {
        let length = (axis * axis).sum().squareRoot()
        guard length > 0, length.isFinite else { return nil }
        let n = axis / length
        let c = cos(angle.radians), s = sin(angle.radians), t = 1 - c
        let (x, y, z) = (n.x, n.y, n.z)
        let rotation: [[Double]] = [
            [c + t * x * x, t * x * y + s * z, t * x * z - s * y, 0],
            [t * x * y - s * z, c + t * y * y, t * y * z + s * x, 0],
            [t * x * z + s * y, t * y * z - s * x, c + t * z * z, 0],
            [0, 0, 0, 1],
        ]
        let depth = max(size.width, size.height)
        var perspectiveMatrix = identity
        if perspective.isFinite, perspective != 0, depth > 0 { perspectiveMatrix[2][3] = -Double(perspective) / Double(depth) }
        let toAnchor = translation(-Double(anchor.x), -Double(anchor.y), -Double(anchorZ))
        let back = translation(Double(anchor.x), Double(anchor.y), Double(anchorZ))
        let m = multiply(multiply(multiply(toAnchor, rotation), perspectiveMatrix), back)
        let result = ProjectionTransform(m11: m[0][0], m12: m[0][1], m13: m[0][3],
                                         m21: m[1][0], m22: m[1][1], m23: m[1][3],
                                         m31: m[3][0], m32: m[3][1], m33: m[3][3])
        return [result.m11, result.m12, result.m13, result.m21, result.m22, result.m23, result.m31, result.m32, result.m33]
            .allSatisfy(\.isFinite) ? result : nil
    }

    private static let identity: [[Double]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]

    private static func translation(_ x: Double, _ y: Double, _ z: Double) -> [[Double]] {
        [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [x, y, z, 1]]
    }

    private static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    }
}
