/// `ShaderLayerEdges`: what a layer effect's `layer.sample` reads outside the source pixmap.

/// What a layer effect's `layer.sample` reads outside the source pixmap.
public enum ShaderLayerEdges: Sendable {
    /// Transparent black, as in SwiftUI (nothing was drawn there).
    case transparent
    /// The nearest edge pixel (Skia's `kClamp`, for comparisons).
    case clamp
}
