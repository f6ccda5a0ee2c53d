/// Every blend mode SwiftUI's `BlendMode` and `GraphicsContext.BlendMode` name.

/// How a source colour combines with the destination, with the equations of Core Graphics
/// (the PDF blend modes and Porter–Duff operators) on premultiplied colours.
///
/// Notation: `S`/`D` are premultiplied source/destination colours, `Sa`/`Da` their alphas,
/// `R` the result. The 16 blend modes `normal`…`luminosity` use the W3C Compositing and
/// Blending formula (the PDF blend modes): `R = S·(1−Da) + D·(1−Sa) + Sa·Da·B(Cb, Cs)` and
/// `Ra = Sa + Da·(1−Sa)`, with `B` applied to the un-premultiplied colours `Cs = S/Sa`, `Cb = D/Da`.
/// The raw values are those of `CGBlendMode`.
public enum BlendMode: Int32, CaseIterable, Hashable, Sendable {
    /// Source over: `B = Cs`, so `R = S + D·(1−Sa)`.
    case normal
    /// `B = Cb·Cs`.
    case multiply
    /// `B = Cb + Cs − Cb·Cs`.
    case screen
    /// `B = hardLight(Cs, Cb)`: multiply where `Cb ≤ ½`, screen above, driven by the destination.
    case overlay
    /// `B = min(Cb, Cs)`.
    case darken
    /// `B = max(Cb, Cs)`.
    case lighten
    /// `B = 0` if `Cb = 0`, else `1` if `Cs = 1`, else `min(1, Cb/(1−Cs))`.
    case colorDodge
    /// `B = 1` if `Cb = 1`, else `0` if `Cs = 0`, else `1 − min(1, (1−Cb)/Cs)`.
    case colorBurn
    /// `B = Cb − (1−2Cs)·Cb·(1−Cb)` if `Cs ≤ ½`, else `Cb + (2Cs−1)·(E(Cb)−Cb)` with
    /// `E(x) = ((16x−12)x+4)x` for `x ≤ ¼` and `√x` above.
    case softLight
    /// `B = Cb·2Cs` if `Cs ≤ ½`, else `screen(Cb, 2Cs−1)`.
    case hardLight
    /// `B = |Cb − Cs|`.
    case difference
    /// `B = Cb + Cs − 2·Cb·Cs`.
    case exclusion
    /// `B = SetLum(SetSat(Cs, Sat(Cb)), Lum(Cb))`: the source's hue.
    case hue
    /// `B = SetLum(SetSat(Cb, Sat(Cs)), Lum(Cb))`: the source's saturation.
    case saturation
    /// `B = SetLum(Cs, Lum(Cb))`: the source's hue and saturation.
    case color
    /// `B = SetLum(Cb, Lum(Cs))`: the source's luminosity.
    case luminosity
    /// `R = 0`.
    case clear
    /// `R = S`.
    case copy
    /// `R = S·Da`.
    case sourceIn
    /// `R = S·(1−Da)`.
    case sourceOut
    /// `R = S·Da + D·(1−Sa)`.
    case sourceAtop
    /// `R = S·(1−Da) + D`.
    case destinationOver
    /// `R = D·Sa`.
    case destinationIn
    /// `R = D·(1−Sa)`.
    case destinationOut
    /// `R = S·(1−Da) + D·Sa`.
    case destinationAtop
    /// `R = S·(1−Da) + D·(1−Sa)`.
    case xor
    /// Apple documents `R = max(0, 1 − ((1−D) + (1−S)))` for opaque colours; Aurora uses its
    /// premultiplied generalisation `Ra = Sa + Da − Sa·Da`, `R = max(0, Ra − ((Da−D) + (Sa−S)))`,
    /// which equals Apple's formula when both are opaque and leaves `D` unchanged under a
    /// transparent source.
    case plusDarker
    /// `R = min(1, S + D)`, alpha included.
    case plusLighter
}
