/// Every blend mode SwiftUI's `BlendMode` and `GraphicsContext.BlendMode` name.

/// How a source colour combines with the destination, with the equations of Core Graphics
/// (the PDF blend modes and Porter–Duff operators) on premultiplied colours.
public enum BlendMode: Int32, CaseIterable, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
    case softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn
    case destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
