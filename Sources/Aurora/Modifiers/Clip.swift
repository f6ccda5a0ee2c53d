/// `clipShape`, `clipped` and `mask`: keep what lies inside a shape or under another view's alpha.
import AuroraGeometry
import AuroraDisplayList
import Foundation

extension View {
    /// Sets a clipping shape for this view. Default: non-zero, anti-aliased.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(EffectModifier { geometry in
            [.clip(shape.path(in: geometry.bounds).storage, style)]
        })
    }

    /// Clips this view to its bounding rectangular frame. Default: not anti-aliased.
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
    }

    /// Masks this view using the alpha channel of the given view. Default alignment: `.center`.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(SecondaryContentModifier(content: mask(), alignment: alignment, role: .mask, ignoredEdges: []))
    }

    /// Masks this view using the alpha channel of the given view, centred on it.
    @available(*, deprecated, message: "Use overload where mask accepts a @ViewBuilder instead.")
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        self.mask(alignment: .center) { mask }
    }
}
