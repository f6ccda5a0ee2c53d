/// `EntryKind`: the shape of a `[[ stitchable ]]` function, which says how SwiftUI can use it.

/// The shape of a `[[ stitchable ]]` function, which says how SwiftUI can use it.
public enum EntryKind: String, Hashable, Sendable {
    /// `half4 f(float2 position, half4 color, args…)`: `colorEffect`.
    case colorEffect
    /// `float2 f(float2 position, args…)`: `distortionEffect`.
    case distortion
    /// `half4 f(float2 position, SwiftUI::Layer layer, args…)`: `layerEffect`.
    case layer
    /// `half4 f(float2 position, args…)`: a `Shader` used as a fill.
    case fill
}
