/// `CGAffineTransform.isFinite`: whether a transform can place anything (finite and invertible).
import Foundation

extension CGAffineTransform {
    /// Whether every entry is finite and the transform is invertible: what the renderer and the
    /// display list's bounds need before mapping through it.
    package var isFinite: Bool {
        let det = a * d - b * c
        return a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite && det.isFinite && det != 0
    }
}
