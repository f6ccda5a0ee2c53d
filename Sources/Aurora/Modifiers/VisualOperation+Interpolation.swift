/// Interpolating visual operations: how a scroll transition blends its identity effect into its edge effect.
import AuroraDisplayList
import AuroraGeometry
import Foundation

extension VisualOperation {
    /// This operation moved `fraction` of the way towards `other`, for operations of the same kind
    /// (an offset to an offset, a blur to a blur…); nil when they differ in kind.
    func interpolated(to other: VisualOperation, fraction t: Double) -> VisualOperation? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        func mix(_ a: CGSize, _ b: CGSize) -> CGSize { CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)) }
        func mix(_ a: UnitPoint, _ b: UnitPoint) -> UnitPoint { UnitPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
        switch (self, other) {
        case (.opacity(let a), .opacity(let b)): return .opacity(mix(a, b))
        case (.offset(let a), .offset(let b)): return .offset(mix(a, b))
        case (.scale(let a, let p), .scale(let b, let q)): return .scale(mix(a, b), anchor: mix(p, q))
        case (.rotation(let a, let p), .rotation(let b, let q)): return .rotation(.radians(mix(a.radians, b.radians)), anchor: mix(p, q))
        case (.rotation3D(let a, let axis, let p, let z, let d), .rotation3D(let b, _, let q, let w, let e)):
            return .rotation3D(.radians(mix(a.radians, b.radians)), axis: axis, anchor: mix(p, q), anchorZ: mix(z, w), perspective: mix(d, e))
        case (.transform(let a), .transform(let b)):
            return .transform(CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                                                tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        case (.filter(let a), .filter(let b)):
            return a.interpolated(to: b, fraction: t).map { .filter($0) }
        default:
            return self == other ? self : nil
        }
    }

    /// `identity` moved `fraction` of the way towards `edge`, operation by operation; when the two
    /// lists differ in shape, whichever is nearer.
    static func interpolate(_ identity: [VisualOperation], _ edge: [VisualOperation], fraction: Double) -> [VisualOperation] {
        if fraction <= 0 { return identity }
        if fraction >= 1 { return edge }
        guard identity.count == edge.count else { return fraction < 0.5 ? identity : edge }
        var result: [VisualOperation] = []
        for (a, b) in zip(identity, edge) {
            guard let mixed = a.interpolated(to: b, fraction: fraction) else { return fraction < 0.5 ? identity : edge }
            result.append(mixed)
        }
        return result
    }
}

extension DisplayList.Filter {
    /// This filter moved `fraction` of the way towards `other` when both are of one adjustable kind.
    func interpolated(to other: DisplayList.Filter, fraction t: Double) -> DisplayList.Filter? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (self, other) {
        case (.blur(let a, let o), .blur(let b, _)): return .blur(radius: mix(a, b), opaque: o)
        case (.brightness(let a), .brightness(let b)): return .brightness(mix(a, b))
        case (.contrast(let a), .contrast(let b)): return .contrast(mix(a, b))
        case (.saturation(let a), .saturation(let b)): return .saturation(mix(a, b))
        case (.grayscale(let a), .grayscale(let b)): return .grayscale(mix(a, b))
        case (.hueRotation(let a), .hueRotation(let b)): return .hueRotation(.radians(mix(a.radians, b.radians)))
        default: return self == other ? self : nil
        }
    }
}
