/// `colorEffect`, `distortionEffect` and `layerEffect`: a view's pixels run through a shader function.
import AuroraDisplayList
import Foundation

extension View {
    /// Returns a new view that applies `shader` to each pixel of this view: the function
    /// `half4 f(float2 position, half4 color, args…)` receives the premultiplied colour and
    /// returns the new one. Positions are points in the view's user space.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        visualOperations(isEnabled ? [.shader(shader, kind: .colorEffect, maxSampleOffset: .zero)] : [])
    }

    /// Returns a new view that moves this view's pixels: the function
    /// `float2 f(float2 position, args…)` returns where to sample this view for each pixel,
    /// at most `maxSampleOffset` (points, per axis) away.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        visualOperations(isEnabled ? [.shader(shader, kind: .distortion, maxSampleOffset: maxSampleOffset)] : [])
    }

    /// Returns a new view whose pixels the function `half4 f(float2 position, SwiftUI::Layer layer,
    /// args…)` computes, sampling this view rasterised as `layer` at most `maxSampleOffset`
    /// (points, per axis) from each pixel.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        visualOperations(isEnabled ? [.shader(shader, kind: .layer, maxSampleOffset: maxSampleOffset)] : [])
    }
}

extension VisualEffect {
    /// Applies `shader` to each pixel of the view, as `View.colorEffect(_:isEnabled:)`.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
        adding(isEnabled ? .shader(shader, kind: .colorEffect, maxSampleOffset: .zero) : .opacity(1))
    }

    /// Moves the view's pixels, as `View.distortionEffect(_:maxSampleOffset:isEnabled:)`.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        adding(isEnabled ? .shader(shader, kind: .distortion, maxSampleOffset: maxSampleOffset) : .opacity(1))
    }

    /// Computes the view's pixels from its rasterised layer, as `View.layerEffect(_:maxSampleOffset:isEnabled:)`.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        adding(isEnabled ? .shader(shader, kind: .layer, maxSampleOffset: maxSampleOffset) : .opacity(1))
    }
}
